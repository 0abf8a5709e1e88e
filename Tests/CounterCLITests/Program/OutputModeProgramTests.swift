import CounterEngine
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

/// `--inline` in-process (`InlineLineTerminal`): the value redrawn on the line the cursor is on,
/// from its column, never past the last column but one, with no escape sequence; the line ended
/// at the end. (The cursor's column as the real terminal answers it is EndToEndTests'.)
@MainActor
@Suite struct InlineProgramTests {
    /// `--to 250 --duration 0.3 --inline --title Done`: one line, `Done: 250`, ended by a newline
    /// (the prompt starts below it); nothing but text, backspaces and the newline written.
    @Test func inlineDrawsOnTheCurrentLine() {
        let line = InlineLineTerminal()
        var midway = ""
        let run = ProgramRun(["--to", "250", "--duration", "0.3", "--inline", "--title", "Done"], inline: line) { program in
            program.advance(by: 0.15)
            midway = line.text
            program.advance(by: 0.2)
        }
        #expect(run.status == 0 && !run.endedByTest, "\(run.stderr)")
        #expect(midway.hasPrefix("Done: ") && midway != "Done: 250", "\(midway)")
        #expect(line.rows == ["Done: 250", ""])
        #expect(!line.wroteEscapes && line.controls.isEmpty)
        #expect(run.stdout.isEmpty && run.terminal.flushes == 0)
    }

    /// Text before the value on the line (`Imported: `) stays: the value is drawn from the
    /// cursor's column, and backspaces never reach back into it.
    @Test func inlineStartsAtTheCursorColumn() {
        let line = InlineLineTerminal(before: "Imported: ")
        let run = ProgramRun(["--to", "1500", "--duration", "0.3", "--inline", "--suffix", " rows"], inline: line) { program in
            program.advance(by: 0.35)
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(line.rows == ["Imported: 1500 rows", ""])
    }

    /// A value too long for the line (1e85) is cut with an ellipsis at the last column but one,
    /// the title kept: the terminal never wraps, so it never scrolls.
    @Test func inlineNeverWrapsAndShowsTheTitle() {
        let line = InlineLineTerminal(columns: 80, before: "Value: ")
        let run = ProgramRun(["--to", "1e85", "--duration", "0.3", "--inline", "--title", "Big"], inline: line) { program in
            program.advance(by: 0.35)
        }
        #expect(run.status == 0)
        let first = line.rows[0]
        #expect(first.hasPrefix("Value: Big: 1000") && first.hasSuffix("…"), "\(first)")
        #expect(first.count == 79)
        #expect(line.rows.count == 2 && line.rows[1].isEmpty)
    }

    /// `--outfile` with `--inline`: the file holds what the line shows last, the value.
    @Test func theOutfileFollowsTheInlineLine() throws {
        let folder = try ScriptFolder()
        defer { folder.remove() }
        let file = folder.path + "/n.txt"
        let line = InlineLineTerminal()
        let run = ProgramRun(["--to", "42", "--duration", "0.2", "--inline", "--title", "Ready", "--outfile", file], inline: line) { program in
            program.advance(by: 0.25)
        }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(line.rows == ["Ready: 42", ""])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "42\n")
    }
}

/// The program without a terminal, in-process: frames as text (`--frame-at`), piped lines,
/// reduced motion, bad input.
@MainActor
@Suite struct PlainModeProgramTests {
    /// Runs `arguments` ending before any display (`InProcessRun`), one run at a time.
    static func plain(_ arguments: [String], environment: Environment = InProcessRun.pipes) -> InProcessRun {
        ProgramRun.exclusive.lock()
        defer { ProgramRun.exclusive.unlock() }
        return InProcessRun(arguments, environment: environment)
    }

    /// `--frame-at 5 --size 20x3`: the frame at 5 s of the curve, centred, nothing on stderr.
    @Test func frameAtPrintsTheFrameAtAVirtualTime() {
        let run = Self.plain(["--from", "0", "--to", "9999", "--duration", "10", "--ease", "out", "--frame-at", "5", "--size", "20x3"])
        #expect(run.status == 0)
        #expect(run.stdout == "\n        8749\n\n")
        #expect(run.stderr.isEmpty)
    }

    /// `--frame-at` takes a duration: 5, 5s and 5000ms are the same instant.
    @Test(arguments: ["5", "5s", "5000ms"])
    func frameAtAcceptsDurations(time: String) {
        let run = Self.plain(["--to", "9999", "--duration", "10", "--frame-at", time, "--size", "20x1"])
        #expect(run.stdout == "        8749\n")
    }

    /// Without `--size`, 80x24; there a big count is drawn in the pixel face (issue 16), not the
    /// three-row box face.
    @Test func frameAtDefaultsTo80x24() {
        let run = Self.plain(["--to", "1234567.89", "--format", ",##0.00", "--prefix", "$", "--style", "big",
                              "--title", "Revenue", "--frame-at", "10"])
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 24)
        #expect(run.stdout.contains("Revenue"))
        #expect(run.stdout.contains("▀") && !run.stdout.contains("╭┼╴"))
    }

    /// Piped, one plain line per frame at 20 fps over 1 s: from 0.00 to exactly 1,234,567.89
    /// (never before the end), no escape sequence.
    @Test func pipedOutputIsOnePlainLinePerFrameEndingExactly() {
        let run = ProgramRun(["--from", "0", "--to", "1234567.89", "--format", ",##0.00", "--duration", "1", "--fps", "20", "--ease", "linear"],
                             piped: true) { program in
            program.advance(by: 1.1)
        }
        #expect(run.status == 0 && !run.endedByTest)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count >= 17 && lines.count <= 24, "got \(lines.count) lines")
        #expect(lines.first == "0.00")
        #expect(lines.last == "1,234,567.89")
        #expect(lines.dropLast().allSatisfy { $0 != "1,234,567.89" })
        #expect(!run.stdout.contains("\u{1B}"))
    }

    /// Reduced motion, by `--no-animation` or COUNTER_TUI_ANIMATIONS=none: the final value at once.
    @Test func reducedMotionShowsTheFinalValueAtOnce() {
        let flag = Self.plain(["--to", "9999", "--duration", "60", "--no-animation"])
        #expect(flag.stdout == "9999\n")
        var reduced = InProcessRun.pipes
        reduced.animationsOff = true
        let environment = Self.plain(["--to", "42", "--duration", "60"], environment: reduced)
        #expect(environment.stdout == "42\n")
        #expect(environment.status == 0)
    }

    /// Bad input: one line on stderr, starting `counter-tui: `, no escape sequence, nothing on
    /// stdout, status 64.
    @Test(arguments: [
        ["--to", "abc"], ["--to", "NaN"], ["--to", "5", "--duration", "-1"], ["--to", "5", "--duration", "10q"],
        ["--to", "5", "--ease", "wobble"], ["--to", "5", "--fps", "0"], ["--to", "5", "--format", "#,##0.0.0"],
        ["--to", "5", "--size", "0x0"], ["--to", "1e309"], [],
    ])
    func badInputIsOneLineAndExit64(arguments: [String]) {
        let run = Self.plain(arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("counter-tui: "))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "not one line: \(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}"))
    }

    /// `--help`: the usage on stdout, status 0.
    @Test func helpExitsZero() {
        let run = Self.plain(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: counter-tui"))
    }
}
