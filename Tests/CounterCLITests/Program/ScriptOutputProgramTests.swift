import CounterEngine
import CounterSystem
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

/// Issue 36, "for streams and scripts", in-process: `--outfile` keeps the shown text in a file
/// (replaced whole; the last text stays), `--exec-cmd` runs once per shown change with the value
/// in its environment, a stopwatch's hundredths and laps. Each second of a countdown is an exact
/// instant on the manual clock. (`--say`, which looks espeak-ng up on the process's PATH, and
/// the real-time bound on a last command stay in EndToEndTests.)
@MainActor
@Suite struct ScriptOutputProgramTests {
    /// A full-screen countdown with `--outfile`: at each second the file holds the line shown,
    /// whole, and it ends holding `0:00`, no temporary file left beside it.
    @Test func theOutfileHoldsTheShownTextAtEachSecond() throws {
        let folder = try ScriptFolder()
        defer { folder.remove() }
        let file = folder.path + "/shown.txt"
        var reads: [String] = []
        let run = ProgramRun(["--from", "3s", "--to", "0", "--outfile", file]) { program in
            for _ in 0..<3 {
                reads.append((try? String(contentsOfFile: file, encoding: .utf8)) ?? "none")
                program.advance(by: 1)
            }
            reads.append((try? String(contentsOfFile: file, encoding: .utf8)) ?? "none")
            program.advance(by: 0.5)
        }
        #expect(run.status == 0 && !run.endedByTest, "\(run.stderr)")
        #expect(reads == ["0:03\n", "0:02\n", "0:01\n", "0:00\n"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "0:00\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty, "\(left)")
    }

    /// Piped, the file holds the last line printed.
    @Test func theOutfileFollowsPipedLines() throws {
        let folder = try ScriptFolder()
        defer { folder.remove() }
        let file = folder.path + "/n.txt"
        let run = ProgramRun(["--from", "0", "--to", "1234", "--duration", "0.3", "--format", "#,##0", "--outfile", file], piped: true) { program in
            program.advance(by: 0.4)
        }
        #expect(run.status == 0 && !run.endedByTest, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("1,234\n"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "1,234\n")
    }

    /// Reduced motion shows the final frame at once: the file holds it and the command runs once
    /// with it. A recording rendered at once has no changes to follow: refused (64).
    @Test func reducedMotionStillWritesTheFinalTextAndRunsTheCommandOnce() throws {
        let folder = try ScriptFolder()
        defer { folder.remove() }
        let file = folder.path + "/n.txt", log = folder.path + "/log"
        var reduced = InProcessRun.pipes
        reduced.animationsOff = true
        let run = PlainModeProgramTests.plain(["--from", "5s", "--to", "0", "--outfile", file,
                                               "--exec-cmd", "echo \"$COUNTER_TEXT $COUNTER_VALUE\" >> '\(log)'"], environment: reduced)
        #expect(run.status == 0 && run.stdout == "0:00\n", "\(run.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "0:00\n")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "0:00 0\n")
        let recorded = PlainModeProgramTests.plain(["--from", "5s", "--to", "0", "--outfile", file, "--record", folder.path + "/r.cast"])
        #expect(recorded.status == 64 && recorded.stderr.contains("--outfile: expected a run on a display"), "\(recorded.stderr)")
    }

    /// A file that cannot be made (no such folder; a folder's place): one line naming it, 74,
    /// nothing printed.
    @Test func anOutfileThatCannotBeWrittenEndsBeforeAnythingIsDrawn() {
        for path in ["/nonexistent-\(UUID().uuidString)/shown.txt", FileManager.default.temporaryDirectory.path] {
            let run = PlainModeProgramTests.plain(["--from", "2s", "--to", "0", "--outfile", path])
            #expect(run.status == 74, "\(path): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("--outfile: cannot write \(path)"), "\(run.stderr)")
        }
        // Escapes in the name are shown as \x1b, as in every other error, not sent to the terminal.
        let hostile = PlainModeProgramTests.plain(["--from", "2s", "--to", "0", "--outfile", "/nope-\(UUID().uuidString)/\u{1b}[2J\u{1b}]0;pwn\u{07}"])
        #expect(hostile.status == 74 && !hostile.stderr.contains("\u{1b}") && hostile.stderr.contains("\\x1b[2J\\x1b]0;pwn\\x07"), "\(hostile.stderr)")
    }

    /// A write that fails while it runs (the file's place taken by a folder): a note on the
    /// screen by the frame after the failed write, and 74 at the end with a line saying why, never 0.
    @Test func anOutfileWriteThatFailsLaterEndsWith74() throws {
        let folder = try ScriptFolder()
        defer { folder.remove() }
        let file = folder.path + "/shown.txt"
        var first = "", noted = ""
        let run = ProgramRun(["--from", "3s", "--to", "0", "--outfile", file]) { program in
            first = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
            // The write of 0:02 fails; the note is drawn with the next frame.
            program.advance(by: 2)
            noted = program.screen
            program.advance(by: 1.5)
        }
        #expect(first == "0:03\n")
        #expect(noted.contains("--outfile: cannot write"), "\(noted)")
        #expect(run.status == 74 && !run.endedByTest)
        #expect(run.stderr.contains("--outfile: cannot write \(file)"), "\(run.stderr)")
    }

    /// `--exec-cmd` runs once per shown change, in order, with the text and the value (seconds,
    /// for a time) in its environment.
    @Test func theExecCommandRunsOncePerShownChangeWithTheValue() throws {
        let folder = try ScriptFolder()
        defer { folder.remove() }
        let log = folder.path + "/log"
        let run = ProgramRun(["--from", "3s", "--to", "0", "--exec-cmd", "echo \"$COUNTER_TEXT $COUNTER_VALUE\" >> '\(log)'"],
                             piped: true) { program in
            for _ in 0..<4 { #expect(program.advanceWaitingForCommands(by: 1)) }
        }
        #expect(run.status == 0 && !run.endedByTest, "\(run.stderr)")
        #expect(run.stdout == "0:03\n0:02\n0:01\n0:00\n")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "0:03 3\n0:02 2\n0:01 1\n0:00 0\n")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    /// On the full screen the command's output goes nowhere: neither the screen, nor stdout,
    /// nor stderr shows it (it writes lines that start as the program's own).
    @Test func theExecCommandsOutputNeverGarblesTheScreen() throws {
        let folder = try ScriptFolder()
        defer { folder.remove() }
        let noisy = try folder.script("noisy", "echo counter-tui NOISE; echo counter-tui NOISE >&2")
        var seen = ""
        let run = ProgramRun(["--from", "2s", "--to", "0", "--style", "big", "--exec-cmd", noisy]) { program in
            for _ in 0..<3 {
                #expect(program.advanceWaitingForCommands(by: 1))
                seen += program.screen
            }
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(!seen.contains("NOISE") && !run.terminal.leftText.contains("NOISE"))
        #expect(!run.stdout.contains("NOISE") && !run.stderr.contains("NOISE"), "\(run.stdout) \(run.stderr)")
    }

    /// `--decimals 2` on a stopwatch: hundredths, a new value at each 20 fps frame (not one a
    /// second); more than 3 decimals on a time is refused (64).
    @Test func aStopwatchShowsHundredthsAtTheFrameRate() {
        var values: [String] = []
        let run = ProgramRun(["--stopwatch", "--decimals", "2", "--fps", "20"]) { program in
            for _ in 0..<10 {
                program.advance(by: 0.05)
                values.append(program.screen.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            program.type("q")
        }
        #expect(run.status == 0)
        #expect(values == (1...10).map { String(format: "0:00.%02d", $0 * 5) }, "\(values)")
        let refused = PlainModeProgramTests.plain(["--stopwatch", "--decimals", "4"])
        #expect(refused.status == 64 && refused.stderr.contains("expected 0 to 3 for a time"), "\(refused.stderr)")
    }

    /// Laps: with three, the list under the time marks the fastest and the slowest and shows the
    /// fastest, slowest and average; so does the table left at exit.
    @Test func lapsShowTheirFastestSlowestAndAverage() {
        var screen = ""
        let run = ProgramRun(["--stopwatch", "--decimals", "1"], size: Size(columns: 80, rows: 30)) { program in
            program.advance(by: 0.5)
            program.type("l")
            program.advance(by: 1.7)
            program.type("l")
            program.advance(by: 0.4)
            program.type("l")
            program.advance(by: 0.1)
            screen = program.screen
            program.type("q")
        }
        #expect(run.status == 0)
        for word in ["Lap 3", "fastest   Lap", "slowest   Lap", "average  ", "   fastest", "   slowest"] {
            #expect(screen.contains(word), "\(word): \(screen)")
        }
        let printed = run.terminal.leftText.split(separator: "\n").map(String.init)
        let table = printed.drop { !($0.contains(" lap ") && $0.hasSuffix("split")) }
        #expect(table.filter { $0.hasPrefix("Lap ") }.count == 3, "\(printed)")
        #expect(table.contains { $0.hasPrefix("fastest   Lap ") } && table.contains { $0.hasPrefix("slowest   Lap ") }
            && table.contains { $0.hasPrefix("average ") && $0.contains("0:0") }, "\(printed)")
        #expect(table.contains { $0.hasPrefix("Lap ") && $0.hasSuffix("fastest") }, "\(printed)")
    }
}
