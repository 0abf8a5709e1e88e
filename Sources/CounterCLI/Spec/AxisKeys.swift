import CounterEngine
import CounterTUI
import Foundation

/// `history_min`, `history_max` and `axis`: the fixed ends of a card's sparkline.
enum AxisKeys {
    /// The one parser of `history_min` and `history_max`: a number.
    enum End: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The number `text` spells.
        static func read(_ text: String, key: String) throws(SpecError) -> Double {
            try NumberOption.Plain.read(text, key: key).doubleValue
        }
    }

    /// The one parser of `axis` (`[0, 100]` from a board file's list, or `0,100`): two numbers.
    enum Ends: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The bottom and the top `text` gives.
        static func read(_ text: String, key: String = "axis") throws(SpecError) -> AxisEnds {
            let inner = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
            let expected = "two numbers, the bottom and the top, like [0, 100]"
            guard parts.count == 2 else { throw SpecError(key: key, got: text, expected: expected) }
            do {
                return AxisEnds(low: try NumberOption.Plain.read(parts[0], key: key).doubleValue,
                                high: try NumberOption.Plain.read(parts[1], key: key).doubleValue)
            } catch {
                throw SpecError(key: key, got: text, expected: expected)
            }
        }
    }

    /// `history_min`, `history_max` or `axis` (not with the other two): the sparkline's fixed
    /// ends, below one another, with `history`.
    static func read(_ values: CounterOptions, history: Int?) throws(SpecError) -> (Double?, Double?) {
        var low: Double?
        var high: Double?
        var key = CounterKey.historyMax
        if let axis = values.axis {
            key = .axis
            if values.has(.historyMin) || values.has(.historyMax) {
                throw SpecError(key: "axis", got: values.text(.axis) ?? "", expected: "either axis or history_min/history_max, not both")
            }
            (low, high) = (axis.low, axis.high)
        } else {
            (low, high) = (values.historyMin, values.historyMax)
            if !values.has(.historyMax) { key = .historyMin }
        }
        guard low != nil || high != nil else { return (nil, nil) }
        if history == nil {
            throw SpecError(key: key.rawValue, got: values.text(key) ?? "", expected: "it with history: N (the axis is the sparkline's)")
        }
        if let low, let high, low >= high {
            throw SpecError(key: key.rawValue, got: values.text(key) ?? "",
                            expected: key == .axis ? "a bottom below the top, like [0, 100]" : "a history_max above history_min")
        }
        return (low, high)
    }
}
