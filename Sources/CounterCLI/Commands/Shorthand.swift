import CounterEngine

/// termdown's shorthand: a lone duration, date or time of day where a subcommand would go is a
/// countdown that looks and behaves like a timer. `counter-tui 10m` is `--from 10m --to 0
/// --style big --wall-clock`, `counter-tui '1h 5m 30s'` the same for 3930 s, `counter-tui 14:30`
/// and `counter-tui '2026-12-31 23:59 UTC'` are `--until …` (the date and time may also come as
/// separate words). Big digits unless a style or `--inline` is given; the wall clock unless
/// `--no-wall-clock` is. Options after it as usual. Anything else is left alone.
enum Shorthand {
    /// `arguments` with a leading duration or target (after `count`, or first) spelled out.
    static func expand(_ arguments: [String]) -> [String] {
        let at = arguments.first == "count" ? 1 : 0
        // A count's words are files (`counter-tui --count-bytes 10m.log`).
        guard !PipeFiles.counting(arguments), arguments.indices.contains(at), let (spelled, used) = spelledOut(Array(arguments[at...])) else {
            return arguments
        }
        let rest = Array(arguments[(at + used)...])
        return Array(arguments[..<at]) + spelled + timerLook(rest, until: spelled.first == "--until") + rest
    }

    /// The options the first one to three words stand for, and how many words they were; nil
    /// when they are not a duration or a target.
    static func spelledOut(_ words: [String]) -> ([String], Int)? {
        guard let word = words.first, let first = word.first, first.isNumber else { return nil }
        // A date with its time (and zone) as separate words: the longest that reads as one target.
        for count in stride(from: min(3, words.count), through: 2, by: -1) {
            let joined = words[..<count].joined(separator: " ")
            if !words[1..<count].contains(where: { $0.hasPrefix("--") }), CalendarDate(word) != nil, CountdownTarget(joined) != nil {
                return (["--until", joined], count)
            }
        }
        if CountdownTarget(word) != nil { return (["--until", word], 1) }
        if word.last?.isNumber == true {
            // A bare number is seconds, as termdown takes it (`--from 10` would be a number).
            guard case .success(let seconds) = DurationParser.parse(word), seconds > 0 else { return nil }
            return (["--from", word + "s", "--to", "0"], 1)
        }
        guard case .success(let seconds)? = DurationParser.parseValue(word), seconds.doubleValue > 0 else { return nil }
        return (["--from", word, "--to", "0"], 1)
    }

    /// What makes the shorthand a timer, unless the rest of the line says otherwise: big digits
    /// (not with a style or `--inline`), the wall clock (not with `--no-wall-clock` or live
    /// values; `--until` keeps to it anyway).
    private static func timerLook(_ rest: [String], until: Bool) -> [String] {
        func given(_ flag: String) -> Bool { rest.contains { $0 == flag || $0.hasPrefix(flag + "=") } }
        var look: [String] = []
        if !given("--style") && !given("--inline") { look += ["--style", "big"] }
        // Live values (stdin, a command, a count) have no end to keep to the wall clock.
        let live = ["--stdin", "--command", "--count-lines", "--count-bytes"].contains(where: given)
        if !until && !live && !given("--no-wall-clock") && !given("--wall-clock") { look.append("--wall-clock") }
        return look
    }
}
