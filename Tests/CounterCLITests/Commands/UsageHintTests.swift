import Testing
@testable import CounterCLI

/// `UsageHint`: a mistyped subcommand gets "did you mean", `--counter` without `dashboard` names
/// the subcommand to add; anything else keeps the parser's own message (nil).
@Suite struct UsageHintTests {
    @Test(arguments: [
        (["dashbord", "x.yaml"], "dashboard"), (["Dashboard"], "dashboard"), (["cont", "--to", "5"], "count"),
        (["coutn"], "count"), (["hlep", "count"], "help"),
    ])
    func aMistypedSubcommandGetsTheNearestName(arguments: [String], nearest: String) {
        #expect(UsageHint.message(for: arguments) == "unknown subcommand '\(arguments[0])'; did you mean '\(nearest)'?")
    }

    @Test func aWordNearNoSubcommandKeepsTheParsersMessage() {
        #expect(UsageHint.message(for: ["boards/sales.yaml"]) == nil)
        #expect(UsageHint.message(for: ["9999"]) == nil)
        #expect(UsageHint.message(for: []) == nil)
        #expect(UsageHint.message(for: ["--to", "5", "--bogus"]) == nil)
        // Real subcommands are not "mistyped".
        for name in RootCommand.subcommandNames { #expect(UsageHint.message(for: [name, "--bogus"]) == nil) }
    }

    @Test func counterWithoutDashboardNamesTheSubcommand() {
        let hint = "--counter: only a dashboard takes --counter; add the subcommand: counter-tui dashboard --counter 'title=A,to=5'"
        #expect(UsageHint.message(for: ["--counter", "title=A,to=5"]) == hint)
        #expect(UsageHint.message(for: ["--counter=title=A,to=5"]) == hint)
        #expect(UsageHint.message(for: ["count", "--to", "5", "--counter", "x"]) == hint)
        #expect(UsageHint.message(for: ["help", "count", "--counter"]) == hint)
        // A dashboard takes it: the parser's message stands.
        #expect(UsageHint.message(for: ["dashboard", "--counter", "title=A", "--bogus"]) == nil)
        #expect(UsageHint.message(for: ["help", "dashboard", "--counter"]) == nil)
        // Only the option itself, not a value that starts like it.
        #expect(UsageHint.message(for: ["--title", "--counters", "--bogus"]) == nil)
    }

    @Test func aHostileWordIsEchoedInert() throws {
        let message = try #require(UsageHint.message(for: ["dash\u{1b}board"]))
        #expect(message == "unknown subcommand 'dash\\x1bboard'; did you mean 'dashboard'?")
    }

    @Test func theHintIsWhatTheUserSees() throws {
        guard case .failure(let error) = CounterTUIMain.parseCommand(["dashbord", "x.yaml"]) else {
            Issue.record("dashbord was accepted")
            return
        }
        #expect(error.code == 64)
        #expect(error.message == UsageHint.message(for: ["dashbord", "x.yaml"]))
    }

    /// pv's short options, refused by the parser, name counter-tui's own; the parser's message
    /// stands for other options and other refusals.
    @Test func pvsShortOptionsNameTheirCounterparts() {
        #expect(UsageHint.message(for: ["-l"], refused: "Unknown option '-l'") == "-l: unknown option; pv's -l is --count-lines here")
        #expect(UsageHint.message(for: ["--count-bytes", "-s20m"], refused: "Unknown option '-s20m'")
            == "-s20m: unknown option; pv's -s SIZE is --expect SIZE here (or --expect-size FILE)")
        for letter in "lsLNdqc" {
            #expect(UsageHint.message(for: ["-\(letter)"], refused: "Unknown option '-\(letter)'")?.hasPrefix("-\(letter): unknown option; pv's -\(letter) ") == true)
        }
        #expect(UsageHint.message(for: ["-x"], refused: "Unknown option '-x'") == nil)
        #expect(UsageHint.message(for: ["--l"], refused: "Unknown option '--l'") == nil)
        #expect(UsageHint.message(for: ["--to", "-l"], refused: "Missing value for '--to <N>'") == nil)
    }
}
