import CounterEngine
import CounterTUI

/// The one parser of `ease` with its `exponent`.
enum EasingOption: OptionParser {
    /// The names it takes, for completions.
    static let names = Easing.names

    /// `exponent`: above 0 and at most 20.
    static func exponent(_ text: String) throws(SpecError) -> Double {
        let exponent = try NumberOption.parse(text, key: "exponent").doubleValue
        guard exponent > 0, exponent <= 20 else {
            throw SpecError(key: "exponent", got: text, expected: "a number above 0 and at most 20")
        }
        return exponent
    }

    /// The curve named `text` (a name, or `cubic-bezier(…)`, `steps(…)`), power curves with `exponent`.
    static func parse(_ text: String, exponent: Double) throws(SpecError) -> Easing {
        switch Easing.parse(text, exponent: exponent) {
        case .success(let easing): return easing
        case .failure(let error): throw SpecError(key: "ease", got: text, expected: error.description)
        }
    }
}
