import CounterEngine
import CounterTUI

/// The one parser of `style`: label, big, rolling or auto.
enum StyleOption: OptionParser {
    /// The names it takes, for completions.
    static let names = CounterStyle.allCases.map(\.rawValue)

    /// The style named `text`.
    static func parse(_ text: String, key: String = "style") throws(SpecError) -> CounterStyle {
        guard let style = CounterStyle(rawValue: text) else { throw SpecError(key: key, got: text, expected: "label, big, rolling or auto") }
        return style
    }
}
