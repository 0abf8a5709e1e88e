import CounterEngine
import CounterTUI
import Foundation

/// The one parser of durations in options (`10`, `2.5s`, `500ms`, `1h30m`), in seconds.
enum DurationOption {
    static func parse(_ text: String, key: String) throws(SpecError) -> Double {
        switch DurationParser.parse(text) {
        case .success(let d): return d
        case .failure(let error): throw SpecError(key: key, got: text, expected: error.description)
        }
    }
}
