import CounterEngine
import CounterTUI

/// The one parser of `roll`: how rolling digits move.
enum RollOption: OptionParser {
    /// The names it takes, for completions.
    static let names = RollMode.allCases.map(\.rawValue)

    /// The mode named `text`.
    static func read(_ text: String, key: String = "roll") throws(SpecError) -> RollMode {
        guard let mode = RollMode(rawValue: text) else { throw SpecError(key: key, got: text, expected: "carry, shortest, up or down") }
        return mode
    }
}
