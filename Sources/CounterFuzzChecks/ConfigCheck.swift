import CounterCLI
import CounterEngine
import CounterLive
import CounterSystem
import CounterTUI

/// Config decoder: any text gives either a dashboard whose every counter follows the
/// command-line rules (finite numbers, bounded durations, at most 256 counters, clean titles),
/// or one safe line of error that names the file and a line, with the data-error status.
enum ConfigCheck {
    static func run(_ bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        let live = input.byte() & 1 == 1
        let text = input.rest()
        do {
            let config = try DashboardFile.parse(text, path: "fuzz.yaml", live: live)
            return configProblems(config)
        } catch {
            return errorProblems(error)
        }
    }

    static func configProblems(_ config: DashboardConfig) -> [String] {
        var problems: [String] = []
        if config.counters.isEmpty || config.counters.count > DashboardConfig.maximumCounters {
            problems.append("\(config.counters.count) counters accepted")
        }
        if let fps = config.fps, !(1...240).contains(fps) { problems.append("fps \(fps) accepted") }
        if let columns = config.columns, columns < 1 { problems.append("columns \(columns) accepted") }
        for (i, c) in config.counters.enumerated() {
            func say(_ s: String) { problems.append("counters[\(i)]: \(s)") }
            if !c.from.doubleValue.isFinite || !c.to.doubleValue.isFinite { say("non-finite \(c.from) → \(c.to)") }
            // A countdown of durations (from: 48h) lasts its span, up to the longest duration value.
            let longest = c.durationValues ? DurationParser.maximumValue : DurationParser.maximum
            for (name, d) in [("duration", c.duration), ("delay", c.delay)]
            where !(d.isFinite && d >= 0 && d <= (name == "duration" ? longest : DurationParser.maximum)) {
                say("\(name) \(d) accepted")
            }
            if let command = c.feed as? CommandSource.Feed {
                let every = command.interval
                if !(every.isFinite && every >= 0.1 && every <= DurationParser.maximum) { say("every \(every) accepted") }
                if let t = command.timeout, !(t.isFinite && t > 0) { say("timeout \(t) accepted") }
            }
            if TextSanitizer.clean(c.title) != c.title { say("unsafe title \(TextSanitizer.escaped(c.title))") }
            problems += DisplayRules.violations(of: c.format.format(c.to), what: "counters[\(i)] final text")
        }
        return problems
    }

    static func errorProblems(_ error: ConfigError) -> [String] {
        let line = error.description
        var problems: [String] = []
        if !line.hasPrefix("fuzz.yaml:") { problems.append("error does not start with the file and line: \(TextSanitizer.escaped(line))") }
        if let bad = line.unicodeScalars.first(where: { !TextSanitizer.isSafe($0) }) {
            problems.append("error holds unsafe U+\(String(bad.value, radix: 16)): \(TextSanitizer.escaped(line))")
        }
        if (error.line ?? 0) < 1 { problems.append("error has no line: \(line)") }
        if error.status != .dataError { problems.append("status \(error.status) for bad data: \(line)") }
        if line.unicodeScalars.count > 1000 { problems.append("error is \(line.unicodeScalars.count) characters long") }
        return problems
    }
}
