import CounterEngine
import CounterTUI

/// The one parser of `rate`: second, minute or hour.
enum RateOption: OptionParser {
    /// The names it takes, for completions.
    static let names = RateUnit.allCases.map(\.rawValue)

    /// The unit named `text`.
    static func read(_ text: String, key: String = "rate") throws(SpecError) -> RateUnit {
        guard let unit = RateUnit(rawValue: text) else { throw SpecError(key: key, got: text, expected: "second, minute or hour") }
        return unit
    }
}
