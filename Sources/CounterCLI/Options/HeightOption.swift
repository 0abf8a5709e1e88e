import CounterEngine
import CounterTUI

/// The one parser of `height`: rows of big and rolling digits.
enum HeightOption: OptionParser {
    /// The names it offers to completions (none: a number or auto).
    static let names: [String] = []

    /// auto, or a number of rows within `DigitHeight.range`.
    static func read(_ text: String, key: String = "height") throws(SpecError) -> DigitHeight {
        guard let rows = DigitHeight(text) else {
            throw SpecError(key: key, got: text,
                            expected: "auto or a whole number of rows from \(DigitHeight.range.lowerBound) to \(DigitHeight.range.upperBound)")
        }
        return rows
    }
}
