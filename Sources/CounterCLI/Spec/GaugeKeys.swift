import CounterEngine
import CounterTUI

/// `min` and `max`: the ends of a gauge card's bar (`style: gauge`; default 0 and 100), numbers
/// or durations (`max: 25m`, a timer's seconds).
enum GaugeKeys {
    /// The gauge of a card of `style` (nil unless `gauge`): its `min` below its `max`, both
    /// numbers; `min`, `max` on another style, a gauge of the time of day (`clock:`) or a
    /// sparkline's `history` on a gauge are errors.
    static func read(_ values: CounterOptions, style: CounterStyle) throws(SpecError) -> GaugeBody? {
        guard style == .gauge else {
            for key in [CounterKey.gaugeMin, .gaugeMax] {
                if let text = values[key] {
                    throw SpecError(key: key.rawValue, got: text, expected: "it with style: gauge (the ends of a gauge's bar)")
                }
            }
            return nil
        }
        if values[.clock] != nil {
            throw SpecError(key: "style", got: "gauge", expected: "label, big, rolling or auto on a clock card (the time of day has no range)")
        }
        if let text = values[.history] {
            throw SpecError(key: "history", got: text, expected: "it without style: gauge (a gauge draws a bar, no sparkline)")
        }
        let low = try number(values, .gaugeMin) ?? 0
        let high = try number(values, .gaugeMax) ?? 100
        guard low < high else {
            let key = values[.gaugeMax] != nil ? CounterKey.gaugeMax : .gaugeMin
            throw SpecError(key: key.rawValue, got: values[key] ?? "",
                            expected: key == .gaugeMax ? "a max above min (\(values[.gaugeMin] ?? "0"))"
                                : "a min below max (\(values[.gaugeMax] ?? "100"))")
        }
        return GaugeBody(minimum: low, maximum: high)
    }

    /// The finite number given for `key`; nil when it is left out.
    private static func number(_ values: CounterOptions, _ key: CounterKey) throws(SpecError) -> Double? {
        guard let text = values[key] else { return nil }
        let value = try NumberOption.numberOrDuration(text, key: key.rawValue).0.doubleValue
        guard value.isFinite, abs(value) < 1e15 else {
            throw SpecError(key: key.rawValue, got: text, expected: "a number within ±1e15")
        }
        return value
    }
}
