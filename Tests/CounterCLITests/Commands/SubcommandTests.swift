import ArgumentParser
import Testing
@testable import CounterCLI

/// Issue 14: the root command, its subcommands, --version, the validation order, help text and
/// "did you mean".
@Suite struct SubcommandTests {
    func outcome(_ arguments: [String]) -> Result<CounterTUIMain.Invocation, CounterTUIMain.UsageError> {
        CounterTUIMain.parseCommand(arguments)
    }

    func failure(_ arguments: [String]) -> CounterTUIMain.UsageError? {
        if case .failure(let error) = outcome(arguments) { return error }
        return nil
    }

    @Test func countIsTheDefaultSubcommand() throws {
        for arguments in [["--to", "9999"], ["count", "--to", "9999"]] {
            guard case .success(.count(let settings)) = outcome(arguments) else {
                Issue.record("\(arguments) is not a count")
                continue
            }
            #expect(settings.spec.to.description == "9999")
        }
        guard case .success(.dashboard(let command)) = outcome(["dashboard", "--counter", "title=A,to=5"]) else {
            Issue.record("dashboard not parsed")
            return
        }
        #expect(command.counters.map(\.text) == ["title=A,to=5"])
    }

    @Test func versionComesFromOnePlace() throws {
        let version = try #require(failure(["--version"]))
        #expect(version.code == 0)
        #expect(version.message == "counter-tui \(Version.number)\n")
        #expect(Version.number.split(separator: ".").count == 3)
    }

    @Test func rootHelpListsTheSubcommands() throws {
        for arguments in [["--help"], ["help"]] {
            let help = try #require(failure(arguments))
            #expect(help.code == 0)
            #expect(help.message.contains("SUBCOMMANDS:"))
            #expect(help.message.contains("count (default)"))
            #expect(help.message.contains("dashboard"))
        }
    }

    @Test func helpDashboardIsTheDashboardsHelp() throws {
        let help = try #require(failure(["help", "dashboard"]))
        #expect(help.code == 0)
        #expect(help.message.contains("USAGE: counter-tui dashboard [<FILE>]"))
        #expect(help.message.contains("--counter <KEYS>"))
    }

    @Test(arguments: [
        (["dashbord", "x.yaml"], "unknown subcommand 'dashbord'; did you mean 'dashboard'?"),
        (["cont", "--to", "5"], "unknown subcommand 'cont'; did you mean 'count'?"),
        (["--counter", "title=A,to=5"], "--counter: only a dashboard takes --counter; add the subcommand: counter-tui dashboard --counter 'title=A,to=5'"),
        (["--from", "0", "--too", "9999"], "Unknown option '--too'. Did you mean '--to'?"),
        (["--from", "0", "--bogus"], "Unknown option '--bogus'"),
        (["dashboard", "--counter", "title=A,to=5,colour=red"], "--counter: unknown key 'colour'; did you mean 'color'?"),
        // The second used to win silently.
        (["dashboard", "--counter", "to=5,to=6"], "--counter: got to= twice in 'to=5,to=6'; expected each key once"),
        (["dashboard", "--fps", "0", "--bogus"], "Unknown option '--bogus'"),
        // Each value is read as it is parsed, but a mistyped option is still named first.
        (["--to", "abc", "--bogus"], "Unknown option '--bogus'"),
        (["--fps", "0", "--colour", "red"], "Unknown option '--colour'. Did you mean '--color'?"),
        (["clock", "--fps", "0", "--bogus"], "Unknown option '--bogus'. Did you mean '--box'?"),
        (["dashboard"], "dashboard: expected a FILE or at least one --counter"),
    ])
    func mistakesAreNamedBeforeAMissingTo(arguments: [String], message: String) throws {
        let error = try #require(failure(arguments))
        #expect(error.code == 64)
        #expect(error.message == message)
    }

    @Test func eachDefaultIsSaidOnceWithoutJargon() throws {
        let help = try #require(failure(["help", "count"])).message
        #expect(!help.contains("(default 0)"))
        #expect(!help.contains("seeds"))
        #expect(help.contains("--from <N>              Start value, e.g. --from -5 or 10m. (default: 0)"))
        // Every "(default" is the library's style, "(default: …)", and no option says it twice.
        #expect(!help.contains("(default "))
        for block in help.components(separatedBy: "\n  --") {
            #expect(block.components(separatedBy: "(default").count <= 2, "\(block)")
        }
    }

    @Test(arguments: [CompletionShell.bash, .zsh, .fish])
    func completionsOfferSubcommandsOptionsAndValues(shell: CompletionShell) throws {
        let script = RootCommand.completionScript(for: shell)
        for word in ["dashboard", "count", "ease", "counter", "columns", "locale", "frame-at",
                     "in-out-cubic", "out-bounce", "rolling", "shortest", "ascii", "magenta", "compact", ",##0.00",
                     "yaml", "yml", "json"] {
            #expect(script.contains(word), "\(shell) completion lacks \(word)")
        }
    }
}
