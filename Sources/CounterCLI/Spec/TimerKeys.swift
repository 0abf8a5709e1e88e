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
        if let text = values[.repeat], values[.phases] == nil {
            throw SpecError(key: "repeat", got: text, expected: "it together with phases (it repeats them)")
        }
        let stopwatch = try values[.stopwatch].map { text throws(SpecError) in try BoolOption.parse(text, key: "stopwatch") } ?? false
        let key: CounterKey = stopwatch ? .stopwatch : .phases
        guard stopwatch || values[.phases] != nil else { return nil }
        if stopwatch, let text = values[.phases] {
            throw SpecError(key: "phases", got: text, expected: "either a stopwatch or phases, not both")
        }
        // What a timer decides for itself: its end, its pace, its values.
        let shaping: [CounterKey] = stopwatch ? [.to, .duration, .ease] : [.from, .to, .duration, .ease]
        for other in shaping + [.rate, .history] where values[other] != nil {
            throw SpecError(key: other.rawValue, got: values[other] ?? "",
                            expected: "no \(other.rawValue) with \(key.rawValue) (a timer counts one second a second)")
        }
        if live {
            throw SpecError(key: key.rawValue, got: values[key] ?? "",
                            expected: "no live values with it (stdin, command or a count): a timer counts time")
        }
        if let text = values[.format], case .success(let format) = NumberFormat.parse(text), !format.isTime {
            throw SpecError(key: "format", got: text, expected: "a time format with \(key.rawValue) (time, mm:ss, hh:mm:ss, …)")
        }
        guard let text = values[.phases] else { return (nil, []) }
        let (phases, colors) = try PhasesOption.parse(text)
        let rounds = try values[.repeat].map { text throws(SpecError) in try PhasesOption.rounds(text) } ?? 1
        return (PhasePlan(phases: phases, rounds: rounds), colors)
    }
}
