import CounterEngine
import CounterTUI
import Foundation

/// The one parser of yes-or-no options.
enum BoolOption: OptionParser {
    /// Any text: no names to offer to completions.
    static let names: [String] = []

    /// A yes-or-no key: `true`, `yes`, `on` or `false`, `no`, `off`.
    static func read(_ text: String, key: String) throws(SpecError) -> Bool {
        switch text {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw SpecError(key: key, got: text, expected: "true or false")
        }
    }
}
