import CounterEngine

/// termdown's shorthand: a lone duration or time of day where a subcommand would go is a
/// countdown. `counter-tui 10m` is `--from 10m --to 0`, `counter-tui 14:30` is `--until 14:30`,
/// options after it as usual (`counter-tui 25m --style big`). Anything else is left alone.
enum Shorthand {
    /// `arguments` with a leading duration or time of day (after `count`, or first) spelled out.
    static func expand(_ arguments: [String]) -> [String] {
        let at = arguments.first == "count" ? 1 : 0
        guard arguments.indices.contains(at), let spelled = spelledOut(arguments[at]) else { return arguments }
        return Array(arguments[..<at]) + spelled + Array(arguments[(at + 1)...])
    }

    /// The options one word stands for, or nil when it is not a duration or a time of day.
    private static func spelledOut(_ word: String) -> [String]? {
        guard let first = word.first, first.isNumber else { return nil }
        if word.contains(":") { return TimeOfDay(word) == nil ? nil : ["--until", word] }
        guard case .success(let seconds) = DurationParser.parse(word), seconds > 0 else { return nil }
        // A bare number is seconds, as termdown takes it (`--from 10` would be a number).
        let duration = word.last?.isNumber == true ? word + "s" : word
        return ["--from", duration, "--to", "0"]
    }
}
