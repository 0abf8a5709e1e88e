import ArgumentParser
import CounterEngine
import CounterLocales
import CounterSystem
import CounterTUI
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The program's entry: parses the command line, reports bad usage on one line (exit 64),
/// and runs the counter; returns how the run ended (main.swift ends the process with it).
package enum CounterTUIMain {
    /// Runs the program with `arguments` in the real environment and returns how it ended.
    @MainActor
    package static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> RunEnding {
        // First of all, before anything opens a file that could take their numbers.
        if StandardStream.reopenClosedStandardDescriptors().contains(1) {
            StandardStream.write("counter-tui: standard output is closed; nothing to show the count on\n", to: 2)
            return .status(.outputError)
        }
        setlocale(LC_ALL, "")
        // Before anything asks for the local zone: TZ=:Europe/Berlin read as date(1) reads it.
        if let warning = LocalZoneVariable.prepare() { StandardStream.write("counter-tui: \(warning)\n", to: 2) }
        // Before any thread exists: keep the signals the session handles pending (not lost)
        // until its signal sources are listening; every later thread inherits this mask.
        SignalPolicy.holdSignals()
        return run(arguments, environment: .current())
    }

    /// Parses `arguments` and runs what they ask for in `environment`: how it ended. Tests call
    /// it in-process. The signals are handed back as the run found them: no handler it
    /// installed stays (`--on-done` after a run without a display takes over every ending
    /// signal), no signal it held stays blocked (an offline `--record` holds SIGPIPE).
    @MainActor
    static func run(_ arguments: [String], environment: @autoclosure () -> Environment) -> RunEnding {
        let found = SavedSignals()
        defer { found.restore() }
        switch parseCommand(arguments) {
        case .failure(let error):
            if error.code == 0 {
                StandardStream.write(error.message, to: 1)
                return .success
            }
            StandardStream.write("counter-tui: \(error.message)\n", to: 2)
            return .status(error.code)
        case .success(.count(let settings)):
            return CounterRunner.run(settings, environment: environment())
        case .success(.dashboard(let command)):
            return DashboardRunner.run(command, environment: environment())
        }
    }

    /// What a command line asks for, validated.
    enum Invocation {
        case count(CounterSettings)
        case dashboard(DashboardCommand)
    }

    /// A usage problem (or a help request, with code 0) and its text.
    struct UsageError: Error {
        var message: String
        var code: ExitStatus
    }

    /// Parses and validates `arguments` for one counter (`count`), without touching the terminal;
    /// `--until` counts from `now` on the clock of `timeZone`.
    static func parse(_ arguments: [String], now: Date = Date(), timeZone: @autoclosure () -> TimeZone = LocalZoneVariable.zone())
        -> Result<CounterSettings, UsageError>
    {
        parseCommand(arguments, now: now, timeZone: timeZone()).flatMap { invocation in
            guard case .count(let settings) = invocation else {
                return .failure(UsageError(message: "expected a count command line, got dashboard", code: .usage))
            }
            return .success(settings)
        }
    }

    /// Parses `arguments` through the root command and its subcommands, then validates the
    /// values: an unknown option or subcommand is reported before a bad or missing value. The time
    /// zone is looked up only for `--until` (it costs about 0.4 ms of start-up).
    static func parseCommand(_ arguments: [String], now: Date = Date(timeIntervalSince1970: TestWallClock.epochSeconds()),
                             timeZone: @autoclosure () -> TimeZone = LocalZoneVariable.zone())
        -> Result<Invocation, UsageError>
    {
        if let problem = ShorthandCheck.problem(arguments) { return .failure(UsageError(message: problem, code: .usage)) }
        let arguments = ClockOptions.expandDate(Shorthand.expand(arguments))
        let words = CountFileWords(arguments)
        do {
            switch try parseSubcommand(words.compacted, helpAsked: mayAskForHelp(arguments)) {
            case var command as CounterCommand:
                command.pipes.files = words.expanded(command.pipes.files)
                try command.check()
                return .success(.count(try CounterSettings(command, now: now, timeZone: timeZone())))
            case let command as ClockCommand:
                return .success(.count(try command.settings(now: now)))
            case let command as DashboardCommand:
                try command.check()
                return .success(.dashboard(command))
            case var command:
                // `help [SUBCOMMAND]` (and a root `--help`): its run() throws the help request.
                try command.run()
                return .failure(UsageError(message: "expected a subcommand: count, dashboard or clock", code: .usage))
            }
        } catch let error as ConfigError {
            // A file an option names is missing (66): said as the dashboard file's errors are.
            return .failure(UsageError(message: error.description, code: error.status))
        } catch let error as ValidationError {
            // Refused by the checks after the parse: the message is the error's own (the parser's
            // `message(for:)` would lay out the whole usage text first, and drop it).
            return .failure(refusal(error.message, arguments: arguments, words: words))
        } catch {
            if mayAskForHelp(arguments), RootCommand.exitCode(for: error) == .success {
                return .failure(UsageError(message: RootCommand.fullMessage(for: error) + "\n", code: 0))
            }
            return .failure(refusal(RootCommand.message(for: error), arguments: arguments, words: words))
        }
    }

    /// A usage error saying `message` on one line, with a hint when the words look like another
    /// tool's or a near name.
    private static func refusal(_ message: String, arguments: [String], words: CountFileWords) -> UsageError {
        let refused = oneLine(words.restored(message))
        return UsageError(message: UsageHint.message(for: arguments, refused: refused) ?? refused, code: .usage)
    }

    /// The command `words` ask for. A request for help goes through the root (its help lists the
    /// subcommands); any other command line is parsed by its subcommand alone (`count` when it
    /// names none): the same command and the same errors, without the root's passes over every
    /// option of the default subcommand (a third of a parse, and most of it in a debug build).
    private static func parseSubcommand(_ words: [String], helpAsked: Bool) throws -> ParsableCommand {
        if helpAsked { return try RootCommand.parseAsRoot(words) }
        switch words.first {
        case "count": return try CounterCommand.parseAsRoot(Array(words.dropFirst()))
        case "dashboard": return try DashboardCommand.parseAsRoot(Array(words.dropFirst()))
        case "clock": return try ClockCommand.parseAsRoot(Array(words.dropFirst()))
        default: return try CounterCommand.parseAsRoot(words)
        }
    }

    /// Whether `arguments` have a word the parser answers with help or the version (its
    /// success "errors"): only then is the error asked for its exit code, which builds the whole
    /// help text (a second time for a usage error).
    static func mayAskForHelp(_ arguments: [String]) -> Bool {
        arguments.contains { word in
            ["help", "--help", "-help", "--version"].contains(word) || word.hasPrefix("--generate-completion")
                || word.hasPrefix("--experimental-") || (word.hasPrefix("-") && !word.hasPrefix("--") && word.contains("h"))
        }
    }

    /// The first line of an error message, with anything unsafe shown as escapes.
    static func oneLine(_ message: String) -> String {
        let first = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
        let trimmed = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
        return TextSanitizer.escaped(trimmed, maximumLength: 2000)
    }
}
