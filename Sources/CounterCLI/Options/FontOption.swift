import CounterEngine
import CounterTUI

/// The one parser of `font`: auto (nil), box or ascii.
enum FontOption: OptionParser {
    /// The names it takes, for completions.
    static let names = ["auto"] + BigFont.all.map(\.name)

    /// The font named `text`; nil for auto (box when the locale is UTF-8).
    static func read(_ text: String, key: String = "font") throws(SpecError) -> BigFont? {
        switch text {
        case "auto": return nil
        case "box": return .box
        case "ascii": return .ascii
        default: throw SpecError(key: key, got: text, expected: "auto, box or ascii")
        }
    }
}
