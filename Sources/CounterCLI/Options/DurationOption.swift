import CounterEngine
import CounterTUI
import Foundation

/// The one parser of durations in options (`10`, `2.5s`, `500ms`, `1h30m`), in seconds.
enum DurationOption: OptionParser {
    /// Any text: no names to offer to completions.
    static let names: [String] = []

    /// The seconds `text` spells: a number (seconds) or a duration with units.
    static func read(_ text: String, key: String) throws(SpecError) -> Double {
        switch DurationParser.parse(text) {
        case .success(let d): return d
        case .failure(let error): throw SpecError(key: key, got: text, expected: error.description)
        }
    }

    /// The one parser of `--step`: a duration longer than 0.
    enum Step: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The seconds `text` gives.
        static func read(_ text: String, key: String = "step") throws(SpecError) -> Double {
            let seconds = try DurationOption.read(text, key: key)
            guard seconds > 0 else { throw SpecError(key: key, got: text, expected: "a duration longer than 0, e.g. 10s or 1m") }
            return seconds
        }
    }
}
