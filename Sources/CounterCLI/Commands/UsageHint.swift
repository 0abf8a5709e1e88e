import CounterEngine

/// Clearer messages than the parser's for the mistakes new users make most: a mistyped
/// subcommand, and `--counter` (a dashboard option) without `dashboard`.
enum UsageHint {
    /// The hint for a command line the parser refused, or nil to keep the parser's message.
    static func message(for arguments: [String]) -> String? {
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
}
