import CounterEngine
import Testing
@testable import CounterCLI

@Suite struct CommandLineTests {
    func settings(_ arguments: [String]) throws -> CounterSettings {
        try CounterTUIMain.parse(arguments).mapError { $0 as Error }.get()
    }

    func failure(_ arguments: [String]) -> CounterTUIMain.UsageError? {
        if case .failure(let error) = CounterTUIMain.parse(arguments) { return error }
        return nil
    }

    @Test func canonicalCommand() throws {
        let s = try settings(["--from", "0", "--to", "9999", "--duration", "10", "--ease", "out"])
        #expect(s.spec.from == .zero)
        #expect(s.spec.to.description == "9999")
        #expect(s.spec.duration == 10)
        #expect(s.spec.easing == .power(.out, exponent: 3))
        #expect(s.fps == 60)
        #expect(s.spec.format == .int)
    }

    @Test func negativeNumbersWorkAsTyped() throws {
        #expect(try settings(["--from", "-5", "--to", "5"]).spec.from.description == "-5")
        #expect(try settings(["--from=-5", "--to", "-1e6"]).spec.to.description == "-1000000")
        #expect(try settings(["--to", "5", "--prefix", "-", "--suffix", "-x"]).spec.format.prefix == "-")
    }

    @Test func defaultFormatKeepsTypedDecimals() throws {
        #expect(try settings(["--to", "1234.50"]).spec.format.format(ExactNumber(1234.5)) == "1234.50")
        #expect(try settings(["--to", "1e6"]).spec.format.format(ExactNumber(1e6)) == "1000000")
    }

    @Test(arguments: [
        (["--to", "abc"], "--to: got 'abc'; expected a number like 1234.5, -3 or 1e6, or a duration like 10m or 1h30m"),
        (["--to", "NaN"], "--to: got 'NaN'; expected a finite number (NaN and infinity are refused)"),
        (["--to", "inf"], "--to: got 'inf'; expected a finite number (NaN and infinity are refused)"),
        (["--to", "1e309"], "--to: got '1e309'; expected a number within ±1.7976931348623157e308"),
        (["--to", "1,5"], "--to: got '1,5'; expected a number with '.' as the decimal point and no grouping (1234.5)"),
        (["--to", "5", "--duration", "-1"], "--duration: got '-1'; expected a duration like 10, 2.5s, 500ms or 1m, not negative"),
        (["--to", "5", "--duration", "10q"], "--duration: got '10q'; expected a duration like 10, 2.5s, 500ms or 1m"),
        (["--to", "5", "--fps", "0"], "--fps: got '0'; expected a whole number from 1 to 240"),
        (["--to", "5", "--fps", "241"], "--fps: got '241'; expected a whole number from 1 to 240"),
        (["--to", "5", "--format", "#,##0.0.0"], "--format: got '#,##0.0.0'; expected int, float, percent, compact, bytes, bytes-si, si, time or a pattern like ,##0.00, #,##0, 0.0, 00000 or mm:ss (one '.' at most)"),
        (["--to", "5", "--size", "0x0"], "--size: got '0x0'; expected COLSxROWS with each from 1 to 1000, e.g. 80x24"),
        (["--to", "5", "--style", "huge"], "--style: got 'huge'; expected label, big, rolling or auto (or gauge or chart on a board's card)"),
        (["--to", "5", "--roll", "sideways"], "--roll: got 'sideways'; expected carry, shortest, up or down"),
        (["--to", "5", "--style", "rolling", "--format", "compact"], "--format: got 'compact'; expected a format other than compact with style rolling (units change as it counts)"),
        (["--to", "5", "--on-done", "  "], "--on-done: got '  '; expected a shell command of at most 4096 bytes"),
        (["--to", "5", "--decimals", "99"], "--decimals: got '99'; expected a whole number from 0 to 20"),
        (["--stopwatch", "--decimals", "4"], "--decimals: got '4'; expected 0 to 3 for a time (1 tenths, 2 hundredths, 3 milliseconds)"),
        (["--to", "5", "--exec-cmd", "  "], "--exec-cmd: got '  '; expected a shell command of at most 4096 bytes"),
        (["--to", "5", "--outfile", "dir/"], "--outfile: got 'dir/'; expected a file name, e.g. --outfile countdown.txt"),
        (["--stopwatch", "--say"], "--say: a stopwatch has no end (it counts until q); leave out --say or --stopwatch"),
        (["--to", "5", "--say"], "--say: expected a countdown of time to speak (e.g. 10m, --from 1m --to 0, --until 14:30) or --phase"),
        (["--to", "5", "--frame-at", "1", "--outfile", "x"], "--outfile: expected a run on a display, not --frame-at (one frame shows no changes)"),
        (["--stdin", "--say"], "--say: got --stdin too; expected a countdown or phases (live values have no last seconds to speak)"),
        (["--to", "5", "--locale", "xx_YY"], "--locale: got 'xx_YY'; expected a locale such as en_US, de_DE, de_DE.UTF-8, en_IN, C or auto"),
        (["--to", "5", "--exponent", "0"], "--exponent: got '0'; expected a number above 0 and at most 20"),
        (["--to", "5", "--inline", "--style", "big"], "--inline: got --style big; expected the label style (big and rolling digits need the full screen)"),
        (["--to", "5", "--inline", "--style", "rolling"], "--inline: got --style rolling; expected the label style (big and rolling digits need the full screen)"),
        (["--to", "5", "--inline", "--hold"], "--inline: got --hold too; expected one of them (--hold keeps a full screen until a key)"),
        (["--to", "5", "--name", "in", "--title", "x"], "--name: got --title too; expected one of them (the name is the meter's title)"),
        (["--to", "5", "--prefix", "\u{7}"], "--prefix: got '\\x07'; expected at most 40 printable characters"),
        (["--to", "5", "--color", "mauve"], "--color: got 'mauve'; expected default, black, red, green, yellow, blue, magenta, cyan, white"),
    ])
    func badInputIsOneLineNamingTheFlag(arguments: [String], message: String) throws {
        let error = try #require(failure(arguments))
        #expect(error.code == 64)
        #expect(error.message == message)
    }

    // Issue 14 changed this contract: no 489-character list of names, but "did you mean" or
    // a few examples, and a pointer to --help.
    @Test func unknownEasingSuggestsAndPointsToHelp() throws {
        let error = try #require(failure(["--to", "5", "--ease", "wobble"]))
        #expect(error.code == 64)
        #expect(error.message == "--ease: got 'wobble'; expected an easing name such as linear, out, in-out-cubic, steps(N) or spring (every name: counter-tui help count)")
        let typo = try #require(failure(["--to", "5", "--ease", "in-out-cubc"]))
        #expect(typo.message == "--ease: got 'in-out-cubc'; did you mean 'in-out-cubic'? (every name: counter-tui help count)")
    }

    @Test func missingTargetIsAUsageError() throws {
        let error = try #require(failure([]))
        #expect(error.code == 64)
        #expect(error.message == "--to: missing; expected the number to count to (or live values from stdin or a command)")
    }

    @Test func hostileTextIsEchoedInert() throws {
        let error = try #require(failure(["--to", "\u{1b}]0;PWNED\u{7}5"]))
        #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(error.message.contains("\\x1b]0;PWNED\\x075"))
        let unknown = try #require(failure(["--to", "5", "--\u{1b}[2J"]))
        #expect(!unknown.message.unicodeScalars.contains { $0.value < 0x20 })
    }

    /// `--name` (issue 37, as `pv -N`) is the meter's title, cleaned as titles are, and names its
    /// summary; empty, it names nothing.
    @Test func theNameIsTheTitle() throws {
        let named = try settings(["--count-bytes", "--name", "in\u{200B}"])
        #expect(named.spec.title == "in" && named.name == "in")
        let empty = try settings(["--count-bytes", "--name", ""])
        #expect(empty.spec.title == "" && empty.name == nil)
        #expect(try settings(["--count-bytes", "--title", "in"]).name == nil)
    }

    @Test func zeroWidthCharactersLeaveAffixesAndMarksCompose() throws {
        let s = try settings(["--to", "5", "--prefix", "\u{200B}$\u{200D}", "--suffix", "\u{FEFF} pts\u{2060}", "--title", "Cafe\u{301}"])
        #expect(s.spec.format.prefix == "$")
        #expect(s.spec.format.suffix == " pts")
        #expect(s.spec.title == "Caf\u{E9}")
        #expect(s.spec.transliterated().title == "Cafe")
        #expect(s.spec.transliterated().format.format(s.spec.to) == "$5 pts")
    }

    @Test func hostileAffixesAreRefused() throws {
        let error = try #require(failure(["--to", "5", "--prefix", "\u{1b}[31m"]))
        #expect(error.message == "--prefix: got '\\x1b[31m'; expected at most 40 printable characters")
    }

    // Issue 14: the options and examples are the `count` subcommand's help now (`counter-tui
    // help count`); the root `--help` lists the subcommands (SubcommandTests).
    @Test func helpShowsExamplesAndEasingNames() throws {
        let help = try #require(failure(["help", "count"]))
        #expect(help.code == 0)
        for text in ["--from 0 --to 9999 --duration 10 --ease out", "in-out-bounce", "cubic-bezier(x1,y1,x2,y2)",
                     "--frame-at", "--no-animation", "e.g. --from -5", "500ms", "de_DE"] {
            #expect(help.message.contains(text), "help lacks \(text)")
        }
    }
}
