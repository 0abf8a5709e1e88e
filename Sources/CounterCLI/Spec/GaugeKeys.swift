import CounterEngine
import CounterTUI

/// `min` and `max`: the ends of a gauge card's bar (`style: gauge`; default 0 and 100), numbers
/// or durations (`max: 25m`, a timer's seconds).
enum GaugeKeys {
    /// The one parser of `min` and `max`: a number or a duration within ±1e15.
    enum End: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The number `text` gives.
        static func read(_ text: String, key: String) throws(SpecError) -> Double {
            let value = try NumberOption.CountEnd.read(text, key: key).number.doubleValue
            guard value.isFinite, abs(value) < 1e15 else {
                throw SpecError(key: key, got: text, expected: "a number within ±1e15")
            }
            return value
        }
    }

    /// The gauge of a card of `style` (nil unless `gauge`): its `min` below its `max`; `min`,
    /// `max` on another style, a gauge of the time of day (`clock:`) or a sparkline's `history`
    /// on a gauge are errors.
    static func read(_ values: CounterOptions, style: CounterStyle) throws(SpecError) -> GaugeBody? {
        guard style == .gauge else {
            for key in [CounterKey.gaugeMin, .gaugeMax] {
                if let text = values.text(key) {
                    throw SpecError(key: key.rawValue, got: text, expected: "it with style: gauge (the ends of a gauge's bar)")
                }
            }
            return nil
        }
        if values.has(.clock) {
            throw SpecError(key: "style", got: "gauge", expected: "label, big, rolling or auto on a clock card (the time of day has no range)")
        }
        if let text = values.text(.history) {
            throw SpecError(key: "history", got: text, expected: "it without style: gauge (a gauge draws a bar, no sparkline)")
        }
        let low = values.gaugeMin ?? 0
        let high = values.gaugeMax ?? 100
        guard low < high else {
            let key = values.has(.gaugeMax) ? CounterKey.gaugeMax : .gaugeMin
            throw SpecError(key: key.rawValue, got: values.text(key) ?? "",
                            expected: key == .gaugeMax ? "a max above min (\(values.text(.gaugeMin) ?? "0"))"
                                : "a min below max (\(values.text(.gaugeMax) ?? "100"))")
        }
        return GaugeBody(minimum: low, maximum: high)
    }
}
