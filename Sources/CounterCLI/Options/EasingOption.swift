import CounterEngine
import CounterTUI

/// The one parser of `ease`, and of `exponent` (`Exponent`), which the power curves take.
enum EasingOption: OptionParser {
    /// The names it takes, for completions.
    static let names = Easing.names

    /// The curve named `text` (a name, or `cubic-bezier(…)`, `steps(…)`), power curves with the
    /// default exponent (`withExponent` gives them another).
    static func read(_ text: String, key: String = "ease") throws(SpecError) -> Easing {
        switch Easing.parse(text) {
        case .success(let easing): return easing
        case .failure(let error): throw SpecError(key: key, got: text, expected: error.description)
        }
    }

    /// `easing` with `exponent` when it is a power curve (`in`, `out`, `in-out`); any other as it is.
    static func withExponent(_ easing: Easing, _ exponent: Double) -> Easing {
        guard case .power(let mode, _) = easing else { return easing }
        return .power(mode, exponent: exponent)
    }

    /// The one parser of `exponent`: above 0 and at most 20.
    enum Exponent: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The exponent `text` gives.
        static func read(_ text: String, key: String = "exponent") throws(SpecError) -> Double {
            let exponent = try NumberOption.Plain.read(text, key: key).doubleValue
            guard exponent > 0, exponent <= 20 else {
                throw SpecError(key: key, got: text, expected: "a number above 0 and at most 20")
            }
            return exponent
        }
    }
}
