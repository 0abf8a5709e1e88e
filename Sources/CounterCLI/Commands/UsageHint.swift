import CounterEngine

/// Clearer messages than the parser's for the mistakes new users make most: a mistyped
/// subcommand, `--counter` (a dashboard option) without `dashboard`, and pv's short options.
enum UsageHint {
    /// The hint for a command line the parser refused (`refused`: the parser's own message), or
    /// nil to keep the parser's message.
    static func message(for arguments: [String], refused: String = "") -> String? {
        if let hint = pvOption(refused: refused) { return hint }
        guard let first = arguments.first else { return nil }
        if !first.hasPrefix("-"), !RootCommand.subcommandNames.contains(first),
            let nearest = NearestName.suggestion(for: first, in: RootCommand.subcommandNames)
        {
            return "unknown subcommand '\(TextSanitizer.escaped(first, maximumLength: 60))'; did you mean '\(nearest)'?"
        }
        let isDashboard = first == "dashboard" || (first == "help" && arguments.dropFirst().first == "dashboard")
        if !isDashboard, arguments.contains(where: { $0 == "--counter" || $0.hasPrefix("--counter=") }) {
            return "--counter: only a dashboard takes --counter; add the subcommand: counter-tui dashboard --counter 'title=A,to=5'"
        }
        return nil
    }

    /// pv's short options, by letter, and what they are called here.
    static let pvOptions: [Character: String] = [
        "l": "pv's -l is --count-lines here",
        "s": "pv's -s SIZE is --expect SIZE here (or --expect-size FILE)",
        "L": "pv's -L RATE is --rate-limit RATE here",
        "N": "pv's -N NAME is --name NAME here",
        "d": "pv's -d PID is --pid PID here",
        "c": "pv's -c is --inline here (each meter keeps its own line)",
        "q": "pv's -q (show nothing) has no counterpart here",
    ]

    /// `-l: unknown option; pv's -l is --count-lines here`, when the option the parser refused
    /// (`Unknown option '-l'`) is one of pv's short ones (also with its value joined on: `-s20m`).
    private static func pvOption(refused: String) -> String? {
        let opening = "Unknown option '"
        guard refused.hasPrefix(opening), refused.hasSuffix("'") else { return nil }
        let word = refused.dropFirst(opening.count).dropLast()
        guard word.count >= 2, word.hasPrefix("-"), !word.hasPrefix("--"), let hint = pvOptions[word.dropFirst().first ?? "-"] else { return nil }
        return "\(word): unknown option; \(hint)"
    }
}
