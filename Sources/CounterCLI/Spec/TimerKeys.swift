import CounterEngine
import CounterTUI
import Foundation

/// `stopwatch`, `phases` and `repeat`: a counter that is a timer.
enum TimerKeys {
    /// A stopwatch, or timed phases with their colours, as the keys describe them (nil for
    /// neither); refused with a live feed or with the keys that shape a count.
    static func read(_ values: CounterOptions, live: Bool) throws(SpecError)
        -> (phases: PhasePlan?, colors: [Color?])?
    {
        if let text = values.text(.repeat), !values.has(.phases) {
            throw SpecError(key: "repeat", got: text, expected: "it together with phases (it repeats them)")
        }
        let stopwatch = values.stopwatch ?? false
        let key: CounterKey = stopwatch ? .stopwatch : .phases
        guard stopwatch || values.has(.phases) else { return nil }
        if stopwatch, let text = values.text(.phases) {
            throw SpecError(key: "phases", got: text, expected: "either a stopwatch or phases, not both")
        }
        // What a timer decides for itself: its end, its pace, its values.
        let shaping: [CounterKey] = stopwatch ? [.to, .duration, .ease] : [.from, .to, .duration, .ease]
        for other in shaping + [.rate, .history] where values.has(other) {
            throw SpecError(key: other.rawValue, got: values.text(other) ?? "",
                            expected: "no \(other.rawValue) with \(key.rawValue) (a timer counts one second a second)")
        }
        if live {
            throw SpecError(key: key.rawValue, got: values.text(key) ?? "",
                            expected: "no live values with it (stdin, command or a count): a timer counts time")
        }
        if let format = values.format, !format.isTime {
            throw SpecError(key: "format", got: values.text(.format) ?? "", expected: "a time format with \(key.rawValue) (time, mm:ss, hh:mm:ss, …)")
        }
        guard let list = values.phases else { return (nil, []) }
        // Once, unless `repeat` says how many times (nil: for ever).
        let rounds: Int? = if let given = values.rounds { given.count } else { 1 }
        return (PhasePlan(phases: list.phases, rounds: rounds), list.colors)
    }
}
