import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// The value of `key` in a line of fields (`lines=3000 rate=2035/s …`).
private func field(_ key: String, in line: Substring) -> String? {
    line.split(separator: " ").first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
}

/// The last line of `text`.
private func lastLine(_ text: String) -> Substring { text.split(separator: "\n").last ?? "" }

/// Counting a pipe as `pv` users expect (issue 24), in-process, the input poured at exact times
/// of the manual clock: the rate beside the total (`--rate` names its unit), the percent, bar
/// and time left of an expected total, a summary line at the end, live values shown as they
/// arrive with `--no-animation`, and the refusals of bad figures.
@MainActor
@Suite struct PipeProgramTests {
    /// `--count-lines --rate second` used to print `…` on every line: the rate is a figure beside
    /// the total, in the unit `--rate` names: 1,000 lines every half second, three times, is
    /// 2,000 a second.
    @Test func theRateIsBesideTheTotal() {
        let run = ProgramRun(["--count-lines", "--rate", "second"], piped: true, stdin: true) { program in
            for _ in 0..<3 {
                program.advance(by: 0.1)
                program.pourLines(through: 1000)
                program.advance(by: 0.4)
            }
            program.endInput()
        }
        #expect(run.status == 0)
        #expect(!run.stdout.contains("…"))
        #expect(run.stdout == """
            lines=0 elapsed=0.0s
            lines=2000 rate=2000/s elapsed=1.0s
            lines=3000 rate=2000/s elapsed=1.5s avg=2000/s min=2000/s max=2000/s

            """)
        let minute = ProgramRun(["--count-lines", "--rate", "minute"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pourLines(through: 5000)
            program.endInput()
        }
        #expect(lastLine(minute.stdout) == "lines=5000 rate=3000000/min elapsed=0.1s avg=3000000/min", "\(minute.stdout)")
    }

    /// An expected total gives the percent and the time left, piped as fields (60,000 of
    /// 100,000 lines in the first second: 60 %, 0.7 s left) and on the screen as a bar under the
    /// total (30,000 of 120,000: 25 %, the rate and the time left beside it); `--expect-size
    /// FILE` takes a file's size.
    @Test func anExpectedTotalGivesThePercentAndTheTimeLeft() throws {
        let piped = ProgramRun(["--count-lines", "--expect", "100000"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pourLines(through: 60_000)
            program.advance(by: 1.1)
            program.pourLines(through: 40_000)
            program.endInput()
        }
        #expect(piped.stdout == """
            lines=0 elapsed=0.0s percent=0
            lines=60000 rate=60000/s elapsed=1.0s percent=60 left=0.7s
            lines=100000 rate=83333/s elapsed=1.2s percent=100 avg=83333/s min=60000/s max=60000/s

            """)
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let file = scratch.path + "/file"
        let content = String(repeating: "0123456789abcde\n", count: 18_750)
        try content.write(toFile: file, atomically: true, encoding: .utf8)
        let sized = withStandardInput(from: file) {
            ProgramRun(["--count-bytes", "--tee", "--expect-size", file], piped: true) { program in
                program.wait { program.hasEnded }
            }
        }
        #expect(sized.stdout == content)
        #expect(sized.stderrText.hasPrefix("300,000 bytes in "), "\(sized.stderrText)")
        var screen = ""
        let shown = ProgramRun(["--count-lines", "--expect", "120000", "--title", "Rows"], stdin: true,
                               environment: .stdinPiped) { program in
            program.advance(by: 0.1)
            program.pourLines(through: 30_000)
            program.advance(by: 1)
            screen = program.screen
            program.type("q")
        }
        let rows = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.contains("30,000"), "\(screen)")
        #expect(rows.contains("████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 25 %"), "\(screen)")
        #expect(rows.contains("27,273 lines/s · 0:01 · 0:04 left"), "\(screen)")
        #expect(shown.status == 0 && shown.terminal.ended)
    }

    /// Piped, the run ends with one summary line on stderr, for lines and for bytes.
    @Test func theRunEndsWithASummary() {
        let lines = ProgramRun(["--count-lines"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pourLines(through: 134_817)
            program.endInput()
        }
        #expect(lines.stderrText == "134,817 lines in 0.10 s, 1,348,170 lines/s\n")
        let bytes = ProgramRun(["--count-bytes", "--tee"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pour(count: 1_048_576)
            program.endInput()
        }
        #expect(bytes.stderrText == "1,048,576 bytes in 0.10 s, 10,485,760 bytes/s\n")
    }

    /// Space and r would stop the count's clock or start it over while the input flows on (the
    /// rate and the time left then lie): refused, with a note on the status line.
    @Test func aCountCannotPause() {
        var afterSpace = "", afterR = ""
        let run = ProgramRun(["--count-lines"], stdin: true, environment: .stdinPiped) { program in
            program.advance(by: 0.1)
            program.pourLines(through: 1000)
            program.type(" ")
            program.advance(by: 0.1)
            afterSpace = program.screen
            program.type("r")
            program.advance(by: 0.1)
            afterR = program.screen
            program.type("q")
        }
        #expect(afterSpace.contains("space: a count keeps the pace of its input; it cannot pause"), "\(afterSpace)")
        #expect(!afterSpace.contains("paused"))
        #expect(afterR.contains("r: a count keeps the pace of its input; it cannot start over"), "\(afterR)")
        #expect(run.status == 0 && run.terminal.ended)
    }

    /// `--no-animation` with live values used to print the first value and exit: each value is
    /// shown as it arrives, until the input ends (or the run is ended), for a counter, a command
    /// and a board; nothing in between, and no `0` first (issue 34).
    @Test func withoutAnimationLiveValuesAreShownAsTheyArrive() {
        let stdin = ProgramRun(["--stdin", "--no-animation"], piped: true, stdin: true) { program in
            program.feed("10\n")
            program.advance(by: 0.3)
            program.feed("20.5\n")
            program.closeInput()
        }
        #expect(stdin.status == 0 && !stdin.endedByTest)
        #expect(stdin.stdout == "10\n20.5\n")
        let command = ProgramRun(["--command", "echo 7", "--every", "200ms", "--no-animation"], piped: true) { program in
            for _ in 0..<7 { program.advanceWaitingForCommands(by: 0.2) }
            program.advance(by: 0.1)
        }
        #expect(command.endedByTest && command.status == 143)
        #expect(command.stdout == "7\n")
        let board = ProgramRun(["dashboard", "--counter", "id=a,title=A,to=0", "--counter", "id=b,title=B,to=0", "--stdin",
                                "--no-animation"], piped: true, stdin: true) { program in
            program.feed("a 500\n")
            program.advance(by: 0.3)
            program.feed("b 9\n")
            program.closeInput()
        }
        #expect(board.stdout == "A: 0 | B: 0\nA: 500 | B: 0\nA: 500 | B: 9\n")
    }

    /// `--no-animation` values that arrive just before the end of the input were lost (the run
    /// ended on the frame before them); piped, a board writes a line only when it changes.
    @Test func withoutAnimationTheLastValueIsNeverLost() {
        let run = ProgramRun(["--stdin", "--no-animation"], piped: true, stdin: true) { program in
            program.feed("7\n")
            program.closeInput()
        }
        #expect(run.stdout == "7\n")
        let board = ProgramRun(["dashboard", "--stdin", "--counter", "id=a,title=A,to=0", "--no-animation"],
                               piped: true, stdin: true) { program in
            program.feed("a 5\n")
            program.closeInput()
        }
        #expect(board.stdout == "A: 0\nA: 5\n")
    }

    /// What the first people to try it ran into: a link given to `--expect-size` (its own
    /// length was taken), sizes as `pv -s` takes them, more than expected (stuck at 100 %), a
    /// summary in the counter's format and the rate's unit, stdin that cannot be read (74).
    @Test func whatTheFirstUsersRanInto() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        try Data(count: 100_000).write(to: URL(fileURLWithPath: scratch.path + "/big"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link", withDestinationPath: "big")
        let linked = ProgramRun(["--count-bytes", "--expect-size", scratch.path + "/link"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pour(count: 50_000)
            program.endInput()
        }
        #expect(field("percent", in: lastLine(linked.stdout)) == "50", "\(linked.stdout)")
        let kilo = ProgramRun(["--count-lines", "--expect", "1k"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pourLines(through: 500)
            program.endInput()
        }
        #expect(field("percent", in: lastLine(kilo.stdout)) == "50", "\(kilo.stdout)")
        let mebi = ProgramRun(["--count-bytes", "--expect", "1MiB"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pour(count: 524_288)
            program.endInput()
        }
        #expect(field("percent", in: lastLine(mebi.stdout)) == "50", "\(mebi.stdout)")
        let over = ProgramRun(["--count-lines", "--expect", "10"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pourLines(through: 30)
            program.endInput()
        }
        #expect(field("percent", in: lastLine(over.stdout)) == "300", "\(over.stdout)")
        #expect(!lastLine(over.stdout).contains("left="), "no time left once the input has ended: \(over.stdout)")
        let summary = ProgramRun(["--count-bytes", "--format", "bytes", "--rate", "minute"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pour(count: 3_000_000)
            program.endInput()
        }
        #expect(summary.stderrText == "2.9 MiB in 0.10 s, 1.7 GiB/min\n", "\(summary.stderrText)")
        let directory = withStandardInput(from: scratch.path) { InProcessRun(["--count-lines"]) }
        #expect(directory.status == 74)
        #expect(directory.stdout.isEmpty && directory.stderr == "counter-tui: cannot read standard input: Is a directory\n")
    }

    /// Bad figures are refused in one line, with 64 (or 66 for a file that is not there or not
    /// a file).
    @Test func badFiguresAreRefusedInOneLine() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID().uuidString)").path
        for (arguments, message, status) in [
            (["--to", "5", "--expect", "10"], "--expect: expected it with --count-lines or --count-bytes (it is a figure of the count)", 64),
            (["--count-lines", "--expect", "0"], "--expect: got '0'; expected a number of lines, at least 1: 1000000, 250k or 1.5M (powers of 1,000)", 64),
            (["--count-lines", "--expect", "nan"], "--expect: got 'nan'; expected a number of lines, at least 1: 1000000, 250k or 1.5M (powers of 1,000)", 64),
            (["--count-lines", "--expect", "5Ki5"], "--expect: got '5Ki5'; expected a number of lines, at least 1: 1000000, 250k or 1.5M (powers of 1,000)", 64),
            (["--count-bytes", "--expect", "20iB"], "--expect: got '20iB'; expected a number of bytes, at least 1: 1000000, 500k, 20M or 1.5GiB (powers of 1,024, as pv -s)", 64),
            (["--count-bytes", "--expect-size", "/"], "--expect-size: '/' is a directory; expected a file", 66),
            (["--count-lines", "--expect-size", "/etc/hostname"], "--expect-size: expected it with --count-bytes (a file's size is bytes; --expect N counts lines)", 64),
            (["--count-bytes", "--expect-size", missing], "--expect-size: '\(missing)': no such file", 66),
            (["--count-bytes", "--rate-window", "0.1s"], "--rate-window: got '0.1s'; expected a duration of at least 0.5s, e.g. 10s", 64),
            (["--count-bytes", "--rate", "fortnight"], "--rate: got 'fortnight'; expected second, minute or hour", 64),
        ] as [([String], String, Int32)] {
            let run = withStandardInput(from: "/dev/null") { InProcessRun(arguments) }
            #expect(run.status == status, "\(arguments)")
            #expect(run.stderr == "counter-tui: \(message)\n", "\(arguments)")
        }
    }
}

/// What a pv user types, in-process: sizes as pv's (`--expect 20m` is 20 MiB with
/// `--count-bytes`), the size of a regular file on stdin, a summary that says why a count was
/// stopped, and one-line hints for pv's words and options.
@MainActor
@Suite struct PipeViewerHabitsProgramTests {
    /// `--expect 20m`, `20M`, `20MiB` and `20mib` are all 20 MiB with `--count-bytes` (as pv -s):
    /// 20 MiB of input meets them exactly (no share said, `percent=100`); with `--count-lines`
    /// `20k` stays 20,000 lines. Before: `20m` refused (64), `20M` was 20,000,000 (`104 %`).
    @Test(arguments: ["20m", "20M", "20MiB", "20mib", "20971520"])
    func expectTakesSizesAsPvDoesWithBytes(size: String) {
        let run = ProgramRun(["--count-bytes", "--expect", size], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pour(count: 20_971_520)
            program.endInput()
        }
        #expect(run.status == 0)
        #expect(lastLine(run.stdout) == "bytes=20971520 rate=209715200/s elapsed=0.1s percent=100 avg=209715200/s", "\(run.stdout)")
        #expect(run.stderrText == "20,971,520 bytes in 0.10 s, 209,715,200 bytes/s\n")
    }

    /// With `--count-lines`, `20k` is 20,000 lines (powers of 1,000).
    @Test func expectTakesThousandsWithLines() {
        let run = ProgramRun(["--count-lines", "--expect", "20k"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pourLines(through: 20_000)
            program.endInput()
        }
        #expect(lastLine(run.stdout).hasPrefix("lines=20000 ") && lastLine(run.stdout).contains(" percent=100"), "\(run.stdout)")
        #expect(run.stderrText == "20,000 lines in 0.10 s, 200,000 lines/s\n")
    }

    /// A regular file on stdin gives the total expected, from where it stands (a part read
    /// before is not expected), as pv takes it: the percent is there from the first line; with
    /// `--count-lines` none. Before: no percent at all.
    @Test func aFileOnStdinGivesTheTotalExpected() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let big = scratch.path + "/big"
        let content = String(repeating: "abcdefghijklmnopqrstuvwxy\n", count: 115_384) + "abcdefghijklmno\n"
        try content.write(toFile: big, atomically: true, encoding: .utf8)
        #expect(content.utf8.count == 3_000_000)
        let counted = withStandardInput(from: big, offset: 1000) {
            ProgramRun(["--count-bytes"], piped: true) { program in program.wait { program.hasEnded } }
        }
        #expect(counted.status == 0)
        let lines = counted.stdout.split(separator: "\n")
        #expect(lines.first == "bytes=0 elapsed=0.0s percent=0", "\(counted.stdout)")
        #expect(lines.last?.hasPrefix("bytes=2999000 ") == true && lines.last?.contains(" percent=100") == true, "\(counted.stdout)")
        #expect(counted.stderrText.hasPrefix("2,999,000 bytes in ") && !counted.stderrText.contains("expected"), "\(counted.stderrText)")
        let copied = withStandardInput(from: big) {
            ProgramRun(["--count-bytes", "--tee"], piped: true) { program in program.wait { program.hasEnded } }
        }
        #expect(copied.stdout == content)
        #expect(copied.stderrText.hasPrefix("3,000,000 bytes in ") && !copied.stderrText.contains("expected"), "\(copied.stderrText)")
        // Lines are not bytes: a file's size gives no count of lines.
        let numbers = scratch.path + "/lines"
        try ((1...1000).map(String.init).joined(separator: "\n") + "\n").write(toFile: numbers, atomically: true, encoding: .utf8)
        let byLines = withStandardInput(from: numbers) {
            ProgramRun(["--count-lines"], piped: true) { program in program.wait { program.hasEnded } }
        }
        #expect(lastLine(byLines.stdout).hasPrefix("lines=1000 ") && !byLines.stdout.contains("percent"), "\(byLines.stdout)")
    }

    /// A signal (Ctrl-C's SIGINT, or SIGTERM) before the end of the input: the summary says the
    /// count stopped, at the share reached. Before: `; 50 % of the 40,000,000 bytes expected`
    /// (`40M` was not 40 MiB) with no word of why.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsTheCountAndTheSummarySaysSo(signal: Int32) {
        let run = ProgramRun(["--count-bytes", "--tee", "--expect", "40M"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pour(count: 20_971_520)
            program.advance(by: 1.4)
            #expect(program.signal(signal))
        }
        #expect(run.status == 128 + signal && !run.endedByTest)
        #expect(run.stderrText == "20,971,520 bytes in 1.50 s, 13,981,013 bytes/s avg, min 20,971,520 bytes/s, max 20,971,520 bytes/s; "
                + "stopped at 50 % of the 41,943,040 bytes expected\n",
                "\(run.stderrText)")
    }

    /// `counter-tui big` (pv's habit) names the option that counts a file; a word that is no file
    /// stays as it was. Before: `Unexpected argument 'big'` alone.
    @Test func aFileWithoutACountGetsAHint() throws {
        let scratch = try ShortFolder()
        defer { scratch.remove() }
        let big = scratch.path + "/big", spaced = scratch.path + "/my file"
        try "1\n".write(toFile: big, atomically: true, encoding: .utf8)
        let named = InProcessRun([big])
        #expect(named.status == 64)
        #expect(named.stderr == "counter-tui: Unexpected argument '\(big)'; to count a file's bytes: counter-tui --count-bytes \(big)\n")
        let nope = InProcessRun([scratch.path + "/nope"])
        #expect(nope.status == 64 && nope.stderr == "counter-tui: Unexpected argument '\(scratch.path)/nope'\n")
        #expect(InProcessRun([spaced]).stderr == "counter-tui: Unexpected argument '\(spaced)'\n")
        try "1\n".write(toFile: spaced, atomically: true, encoding: .utf8)
        #expect(InProcessRun([spaced]).stderr
            == "counter-tui: Unexpected argument '\(spaced)'; to count a file's bytes: counter-tui --count-bytes '\(spaced)'\n")
    }

    /// pv's short options are one line naming counter-tui's own. Before: `Unknown option '-l'`.
    @Test(arguments: [("-l", "pv's -l is --count-lines here"), ("-s 20m", "pv's -s SIZE is --expect SIZE here (or --expect-size FILE)"),
                      ("-L 5M", "pv's -L RATE is --rate-limit RATE here"), ("-N in", "pv's -N NAME is --name NAME here"),
                      ("-d 1", "pv's -d PID is --pid PID here"), ("-q", "pv's -q (show nothing) has no counterpart here"),
                      ("-c", "pv's -c is --inline here (each meter keeps its own line)")])
    func pvsShortOptionsNameTheirCounterparts(option: String, hint: String) {
        let run = withStandardInput(from: "/dev/null") {
            InProcessRun(["--count-bytes"] + option.split(separator: " ").map(String.init))
        }
        let word = option.split(separator: " ")[0]
        #expect(run.stderr == "counter-tui: \(word): unknown option; \(hint)\n", "\(run.stderr)")
        #expect(run.status == 64)
    }

    /// Stdin a directory is one line and 74, before anything is shown: nothing on stdout.
    /// Before: `bytes=0 elapsed=0.0s` on stdout first.
    @Test(arguments: [["--count-bytes"], ["--count-lines", "--tee"], ["--count-bytes", "-", "BIG"]])
    func aDirectoryOnStdinIsOneLineAndNothingElse(arguments: [String]) throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        try "1\n".write(toFile: scratch.path + "/big", atomically: true, encoding: .utf8)
        let run = withStandardInput(from: scratch.path) {
            ProgramRun(arguments.map { $0 == "BIG" ? scratch.path + "/big" : $0 }, piped: true) { program in
                program.wait { program.hasEnded }
            }
        }
        #expect(run.status == 74 && !run.endedByTest)
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.stderrText == "counter-tui: cannot read standard input: Is a directory\n", "\(run.stderrText)")
    }
}
