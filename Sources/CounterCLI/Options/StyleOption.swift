import CounterEngine
import CounterTUI

/// The one parser of `style`: label, big, rolling, auto, or gauge (a board's card only).
enum StyleOption: OptionParser {
    /// The names the single counter takes, for completions (`gauge` is a board's card's only).
    static let names = CounterStyle.allCases.filter { $0 != .gauge }.map(\.rawValue)

    /// The style named `text`.
    static func read(_ text: String, key: String = "style") throws(SpecError) -> CounterStyle {
        guard let style = CounterStyle(rawValue: text) else { throw SpecError(key: key, got: text, expected: "label, big, rolling or auto (or gauge or chart on a board's card)") }
        return style
    }
}
