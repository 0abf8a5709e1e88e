import CounterEngine
import CounterTUI

/// The one parser of `color`: a colour name.
enum ColorOption: OptionParser {
    /// The names it takes, for completions and messages.
    static let names = Color.allCases.map(\.rawValue)

    /// The colour named `text`.
    static func read(_ text: String, key: String = "color") throws(SpecError) -> Color {
        guard let colour = Color(rawValue: text) else { throw SpecError(key: key, got: text, expected: names.joined(separator: ", ")) }
        return colour
    }
}
