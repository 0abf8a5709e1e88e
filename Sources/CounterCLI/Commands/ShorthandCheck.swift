import CounterEngine

/// What is wrong with a shorthand line, said before it is spelled out (so an error never names
/// an option the user did not type): a shorthand with an option that sets what it sets
/// (`counter-tui 10m --from 1h`, `counter-tui 14:30 --until 15:00`), or a first word that starts
/// with a digit and is no duration or target (`counter-tui 10mins`, `counter-tui 2026-02-30`),
/// explained as `--until` or a duration explains it.
enum ShorthandCheck {
    /// Options a countdown from a duration sets itself, or cannot be.
    static let durationConflicts = ["--from", "--to", "--until", "--stopwatch", "--phase"]
    /// Options a countdown to a target sets itself, or cannot be.
    static let untilConflicts = ["--until", "--from", "--to", "--stopwatch", "--phase"]

    /// A one-line usage error for `arguments`, or nil when the shorthand (if any) is fine.
    static func problem(_ arguments: [String]) -> String? {
        let at = arguments.first == "count" ? 1 : 0
        guard !PipeFiles.counting(arguments), arguments.indices.contains(at), let first = arguments[at].first, first.isASCII, first.isNumber else { return nil }
        let words = Array(arguments[at...])
        guard let (spelled, used) = Shorthand.spelledOut(words) else { return explanation(words) }
        let shown = quoted(words[..<used].joined(separator: " "))
        let until = spelled.first == "--until"
        let conflicts = until ? untilConflicts : durationConflicts
        for word in words[used...] {
            let name = String(word.split(separator: "=", maxSplits: 1).first ?? "")
            guard conflicts.contains(name) else { continue }
            let what = until ? "a countdown to that time" : "a countdown from that duration to 0"
            return "\(shown) is \(what); it cannot go with \(name) (give one or the other)"
        }
        return nil
    }

    /// Why the first word (with the next ones of a date) is neither a duration nor a target.
    private static func explanation(_ words: [String]) -> String {
        let word = words[0]
        let digits = word.prefix(while: { $0.isASCII && $0.isNumber })
        let dated = digits.count == 4 && word.dropFirst(4).first == "-"
        if dated || word.contains(":") {
            var target = [word]
            if dated {
                target += words.dropFirst().prefix(2).prefix(while: { !$0.hasPrefix("-") && !$0.contains("=") })
            }
            return "got \(quoted(target.joined(separator: " "))) (a countdown's target, as --until takes); expected \(UntilOption.expected)"
        }
        let detail: String
        switch DurationParser.parseValue(word) ?? DurationParser.parse(word).map({ ExactNumber($0) }) {
        case .failure(let error): detail = error.description
        case .success: detail = "expected a duration above 0, e.g. 10m, 90s or '1h 5m 30s'"
        }
        return "got \(quoted(word)) (a countdown's duration); \(detail), or a target such as 14:30 or 2026-12-31"
    }

    /// `text` in quotes, anything unsafe escaped.
    private static func quoted(_ text: String) -> String {
        "'" + TextSanitizer.escaped(text, maximumLength: 60) + "'"
    }
}
