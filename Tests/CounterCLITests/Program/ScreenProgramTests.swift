import CounterEngine
import CounterSystem
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// What the full screen draws, the whole program in-process (`ProgramRun`): the exact frame at
/// an exact time, the oracle for a layout being `--frame-at` at the same size (the same renderer,
/// no terminal). The terminal's own part (modes, the alternate screen, `stty -g`) stays in
/// EndToEndTests.
enum ScreenOracle {
    /// The lines `--frame-at seconds` renders for `arguments` at `size`, trailing blanks and blank
    /// lines cut, as `ScreenTerminal.lines` gives them.
    @MainActor
    static func frame(_ arguments: [String], at seconds: Double = 60, size: String = "80x24") -> [String] {
        // Descriptors 1 and 2 are the process's: one run at a time.
        ProgramRun.exclusive.lock()
        defer { ProgramRun.exclusive.unlock() }
        let run = InProcessRun(arguments + ["--frame-at", "\(seconds)", "--size", size])
        return trimmed(run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// `lines` with trailing blanks and trailing blank lines cut.
    static func trimmed(_ lines: [String]) -> [String] {
        var rows = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows
    }

    /// The screen's rows without the spaces around them (the full screen centres the frame).
    static func centredRows(_ lines: [String]) -> String {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    }
}

/// A single counter on the full screen: its frames, what it leaves behind, its layout at any size.
@MainActor
@Suite struct ScreenProgramTests {
    /// `--from 0 --to 9999 --duration 1.5 --ease out`: halfway the whole screen is `--frame-at
    /// 0.75`'s (a value between 0 and 9999); it ends by itself with status 0, nothing on stderr,
    /// the final value left on the terminal.
    @Test func aCountShowsItsCurveMidwayAndLeavesTheExactTarget() {
        let arguments = ["--from", "0", "--to", "9999", "--duration", "1.5", "--ease", "out"]
        var midway: [String] = []
        let run = ProgramRun(arguments) { program in
            program.advance(by: 0.75)
            midway = ScreenOracle.trimmed(program.lines)
            program.advance(by: 0.75)
        }
        #expect(midway == ScreenOracle.frame(arguments, at: 0.75))
        let shown = Int(midway.joined().filter(\.isNumber)) ?? 0
        #expect(shown > 0 && shown < 9999, "\(midway)")
        #expect(run.status == 0 && !run.endedByTest && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.terminal.leftText == "9999\n")
    }

    /// `--style big --height 3 --title Answer --hold`: the held last frame is the title over the
    /// three-row digits of 42; `q` leaves one line, the title and the exact value (issue 38).
    @Test func bigStyleEndsOnTheExactValueAndLeavesOneLine() {
        var held = ""
        let run = ProgramRun(["--to", "42", "--duration", "0.5", "--style", "big", "--height", "3", "--title", "Answer", "--hold"]) { program in
            program.advance(by: 0.5)
            held = ScreenOracle.centredRows(program.lines)
            program.type("q")
        }
        #expect(held.contains("Answer\n╷ ╷ ╶─╮\n╰─┤ ╭─╯\n╵ ╰─╴"), "\(held)")
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.terminal.leftText == "Answer: 42\n")
    }

    /// The same for `--style rolling`: mid-run a wheel is between faces (the frame differs from
    /// every resting one), held at the end the exact 1234; `q` leaves `Odometer: 1234`.
    @Test func rollingDigitsEndOnTheExactValueAndLeaveOneLine() {
        let arguments = ["--from", "0", "--to", "1234", "--duration", "0.8", "--style", "rolling", "--height", "3", "--title", "Odometer"]
        var midway: [String] = [], held = ""
        let run = ProgramRun(arguments + ["--hold"]) { program in
            program.advance(by: 0.4)
            midway = ScreenOracle.trimmed(program.lines)
            program.advance(by: 0.4)
            held = ScreenOracle.centredRows(program.lines)
            program.type("q")
        }
        #expect(midway == ScreenOracle.frame(arguments, at: 0.4))
        #expect(midway != ScreenOracle.frame(arguments, at: 0.8))
        #expect(held.contains("Odometer\n╶┐  ╶─╮ ╶─╮ ╷ ╷\n│  ╭─╯  ─┤ ╰─┤\n╶┴╴ ╰─╴ ╶─╯   ╵"), "\(held)")
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.terminal.leftText == "Odometer: 1234\n")
    }

    /// Issue 16: on 200x50 the digits fill the screen (≥ 60 % of the width, ≥ 12 rows tall), the
    /// suffix is readable text, and the title's cells are bold, never dim.
    @Test func bigDigitsFillALargeTerminal() throws {
        var frame: Buffer?
        let run = ProgramRun(["--to", "1000000", "--format", "#,##0", "--style", "big", "--suffix", " users", "--title", "Thank you",
                              "--no-animation", "--hold"], size: Size(columns: 200, rows: 50)) { program in
            program.advance(by: 0.1)
            frame = program.terminal.frame
            program.type("q")
        }
        #expect(run.status == 0)
        let screen = try #require(frame)
        let lines = screen.lines
        let digitRows = lines.filter { $0.contains("█") || $0.contains("▀") || $0.contains("▄") }
        #expect(digitRows.count >= 12, "\(digitRows.count) rows of digits")
        let spans = digitRows.map { row -> (Int, Int) in
            let cells = Array(row)
            return (cells.firstIndex { "█▀▄".contains($0) } ?? 0, cells.lastIndex { "█▀▄".contains($0) } ?? 0)
        }
        let width = (spans.map(\.1).max() ?? 0) - (spans.map(\.0).min() ?? 0) + 1
        #expect(width * 100 >= 60 * 200, "digits span \(width) of 200 columns")
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix(" users") })
        #expect(!lines.joined().contains("u s e r s"))
        let titleRow = try #require(lines.firstIndex { $0.contains("Thank you") })
        let titleCells = (0..<200).map { screen[x: $0, y: titleRow] }.filter { $0.character != " " }
        #expect(titleCells.count == "Thankyou".count)
        #expect(titleCells.allSatisfy { $0.style.bold && !$0.style.dim }, "\(titleCells.map(\.style))")
    }

    /// A resize to 30x5 lays the big 7 out afresh, centred, whole; 1x1 and back to 80x24 on the
    /// way to `q` break nothing (status 0).
    @Test func aResizeLaysTheFrameOutAfresh() {
        let arguments = ["--to", "7", "--duration", "0.2", "--style", "big"]
        var small: [String] = [], back: [String] = []
        let run = ProgramRun(arguments + ["--hold"]) { program in
            program.advance(by: 0.2)
            program.resize(columns: 30, rows: 5)
            small = program.lines
            program.resize(columns: 1, rows: 1)
            program.resize(columns: 80, rows: 24)
            back = ScreenOracle.trimmed(program.lines)
            program.type("q")
        }
        #expect(small.count == 5 && small[1].hasPrefix("             ╶─┐"), "\(small)")
        #expect(ScreenOracle.trimmed(small) == ScreenOracle.frame(arguments, size: "30x5"))
        #expect(back == ScreenOracle.frame(arguments))
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// The size is the terminal's (40x5): the title and value centred in it, exactly.
    @Test func theLayoutFollowsTheTerminalsSize() {
        var lines: [String] = []
        let run = ProgramRun(["--to", "123", "--duration", "0.1", "--hold", "--title", "abc"], size: Size(columns: 40, rows: 5)) { program in
            program.advance(by: 0.1)
            lines = program.lines
            program.type("q")
        }
        #expect(lines == ["", "                  abc", "                  123", "", ""])
        #expect(run.status == 0)
    }

    /// A 1x1 terminal: a big count with a title runs to its end, status 0, nothing on stderr.
    @Test func aOneByOneTerminalRunsToTheEnd() {
        let run = ProgramRun(["--to", "123456", "--duration", "0.2", "--style", "big", "--title", "Tiny"],
                             size: Size(columns: 1, rows: 1)) { program in
            program.advance(by: 0.2)
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    /// TERM=dumb: plain lines on stdout instead of a full screen, a line saying why, status 0.
    @Test func aDumbTerminalFallsBackToPlainLines() {
        let run = ProgramRun(["--to", "3", "--duration", "0.2", "--fps", "10"], environment: .init { $0.term = "dumb" }) { program in
            program.advance(by: 0.2)
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stderr.contains("TERM is 'dumb'"), "\(run.stderr)")
        #expect(run.stdout.hasSuffix("\n3\n"), "\(run.stdout)")
        #expect(run.terminal.flushes == 0)
    }

    /// NO_COLOR: no cell has a colour; without it the red count's cells are red.
    @Test func noColorMeansNoColouredCell() {
        func colours(noColor: Bool) -> Set<CounterTUI.Color> {
            var found = Set<CounterTUI.Color>()
            _ = ProgramRun(["--to", "3", "--duration", "60", "--color", "red"], noColor: noColor) { program in
                program.advance(by: 1)
                let frame = program.terminal.frame
                for y in 0..<frame.size.rows {
                    for x in 0..<frame.size.columns { found.insert(frame[x: x, y: y].style.foreground) }
                }
                program.type("q")
            }
            return found
        }
        #expect(colours(noColor: true) == [.default])
        #expect(colours(noColor: false).contains(.red))
    }

    /// `--on-done` runs once, with the exact final value and its text in its environment.
    @Test func onDoneRunsOnceWithTheFinalValue() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let marker = scratch.path + "/done"
        let script = try scratch.script("on-done.sh", "echo \"$COUNTER_VALUE $COUNTER_TEXT\" >> \(marker)")
        let run = ProgramRun(["--to", "1234567.89", "--format", ",##0.00", "--duration", "0.3", "--on-done", script]) { program in
            // Settled at the first frame past the end; the command is a real process: the run
            // ends once it has.
            program.advance(by: 0.35)
            #expect(program.wait { program.hasEnded })
        }
        #expect(run.status == 0 && !run.endedByTest, "\(run.status) \(run.stderr)")
        #expect(try String(contentsOfFile: marker, encoding: .utf8) == "1234567.89 1,234,567.89\n")
    }
}
