import CounterEngine
import CounterTUI
import Foundation

/// `history_min`, `history_max` and `axis`: the fixed ends of a card's sparkline.
enum AxisKeys {
    /// `history_min`, `history_max` or `axis` (`[0, 100]`, `0,100`; not with the other two): the
    /// sparkline's fixed ends, below one another, with `history`.
    static func read(_ values: CounterOptions, history: Int?) throws(SpecError) -> (Double?, Double?) {
        var low: Double?
        var high: Double?
        var key = CounterKey.historyMax
        if let text = values[.axis] {
            key = .axis
            if values[.historyMin] != nil || values[.historyMax] != nil {
                throw SpecError(key: "axis", got: text, expected: "either axis or history_min/history_max, not both")
            }
            let inner = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
            guard parts.count == 2 else { throw SpecError(key: "axis", got: text, expected: "two numbers, the bottom and the top, like [0, 100]") }
            do {
                low = try NumberOption.parse(parts[0], key: "axis").doubleValue
                high = try NumberOption.parse(parts[1], key: "axis").doubleValue
            } catch {
                throw SpecError(key: "axis", got: text, expected: "two numbers, the bottom and the top, like [0, 100]")
            }
        } else {
            low = try values[.historyMin].map { text throws(SpecError) in try NumberOption.parse(text, key: "history_min").doubleValue }
            high = try values[.historyMax].map { text throws(SpecError) in try NumberOption.parse(text, key: "history_max").doubleValue }
            if values[.historyMax] == nil { key = .historyMin }
        }
        guard low != nil || high != nil else { return (nil, nil) }
        if history == nil {
            throw SpecError(key: key.rawValue, got: values[key] ?? "", expected: "it with history: N (the axis is the sparkline's)")
        }
        if let low, let high, low >= high {
            throw SpecError(key: key.rawValue, got: values[key] ?? "",
                            expected: key == .axis ? "a bottom below the top, like [0, 100]" : "a history_max above history_min")
        }
        return (low, high)
    }
}
