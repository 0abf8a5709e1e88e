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
        var phases: [PhasePlan.Phase] = []
        var colors: [Color?] = []
        let example = "phases such as 'Work=25m:red; Break=5m', each NAME=DURATION with an optional :COLOUR"
        for item in text.split(separator: ";", omittingEmptySubsequences: false) {
            let item = item.trimmingCharacters(in: .whitespaces)
            guard let equals = item.lastIndex(of: "=") else { throw SpecError(key: "phases", got: item, expected: example) }
            let name = TextSanitizer.clean(String(item[..<equals])).trimmingCharacters(in: .whitespaces)
            var rest = String(item[item.index(after: equals)...])
            var color: Color?
            if let colon = rest.lastIndex(of: ":"), rest[rest.index(after: colon)...].allSatisfy(\.isLetter) {
                let word = String(rest[rest.index(after: colon)...])
                guard let named = Color(rawValue: word) else {
                    throw SpecError(key: "phases", got: item,
                                    expected: "a colour after ':', one of \(Color.allCases.map(\.rawValue).joined(separator: ", ")); '\(TextSanitizer.escaped(word))' is none")
                }
                color = named
                rest = String(rest[..<colon])
            }
            guard !name.isEmpty, name.count <= 40 else {
                throw SpecError(key: "phases", got: item, expected: example + " (a name of 1 to 40 characters)")
            }
            let seconds: Double
            switch DurationParser.parse(rest) {
            case .success(let value) where value > 0: seconds = value
            case .success: throw SpecError(key: "phases", got: item, expected: "a duration above 0 for each phase")
            case .failure(let error): throw SpecError(key: "phases", got: item, expected: "a duration for each phase: " + error.description)
            }
            phases.append(PhasePlan.Phase(name: name, seconds: seconds))
            colors.append(color)
        }
        guard phases.count <= 64 else { throw SpecError(key: "phases", got: text, expected: "at most 64 phases") }
        var rounds: Int? = 1
        if let text = values[.repeat] {
            if ["forever", "for-ever", "always"].contains(text) {
                rounds = nil
            } else {
                guard let n = Int(text), (1...100_000).contains(n) else {
                    throw SpecError(key: "repeat", got: text, expected: "a number of rounds from 1 to 100000, or forever")
                }
                rounds = n
            }
        }
        return (PhasePlan(phases: phases, rounds: rounds), colors)
    }
}
