import CounterEngine
import CounterTUI
import Foundation

/// The one parser of numbers in options: plain numbers, numbers or durations, thresholds.
enum NumberOption {
    /// Decimals written in a number literal (`1234.50` → 2, `1.5e1` → 0).
    static func typedDecimals(_ text: String) -> Int {
        guard case .success(let n) = NumberParser.parse(text) else { return 0 }
        let lower = text.lowercased()
        if !lower.contains("e"), let dot = lower.firstIndex(of: ".") {
            return lower[lower.index(after: dot)...].filter(\.isNumber).count
        }
        return max(-n.exponent, 0)
    }

    /// A number, or a duration such as `10m` or `1h30m` in seconds (true).
    static func numberOrDuration(_ text: String, key: String) throws(SpecError) -> (ExactNumber, Bool) {
        switch DurationParser.parseValue(text) {
        case .success(let seconds)?: return (seconds, true)
        case .failure(let error)?: throw SpecError(key: key, got: text, expected: error.description)
        case nil:
            switch NumberParser.parse(text) {
            case .success(let n): return (n, false)
            case .failure(let error):
                let hint = error == .malformed ? ", or a duration like 10m or 1h30m" : ""
                throw SpecError(key: key, got: text, expected: error.description + hint)
            }
        }
    }

    /// A threshold: a number, or a duration in seconds (`5m`: 300, for a value shown as a time).
    static func level(_ text: String, key: String) throws(SpecError) -> Double {
        switch NumberParser.parse(text) {
        case .success(let n): return n.doubleValue
        case .failure(let error):
            if error == .malformed, case .success(let seconds) = DurationParser.parse(text) { return seconds }
            let hint = error == .malformed ? ", or a duration like 5m for a time" : ""
            throw SpecError(key: key, got: text, expected: error.description + hint)
        }
    }

    static func parse(_ text: String, key: String) throws(SpecError) -> ExactNumber {
        switch NumberParser.parse(text) {
        case .success(let n): return n
        case .failure(let error): throw SpecError(key: key, got: text, expected: error.description)
        }
    }
}
