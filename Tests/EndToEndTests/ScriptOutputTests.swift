import Foundation
import Testing

extension LongTerminalRuns {
    /// Issue 36, "for streams and scripts", through the real binary: `--outfile` keeps the shown
    /// text in a file (replaced whole, never half a line; the last text stays), `--exec-cmd` runs
    /// once per shown change with the value in its environment (one at a time, only the newest
    /// waits), `--say` speaks the last seconds through espeak-ng (a fake one that logs here),
    /// and laps show their fastest, slowest and average.
    @Suite(.serialized) struct ScriptOutputTests {
        /// A full-screen countdown with `--outfile`: every read of the file while it runs is one
        /// whole line the countdown showed, and it ends holding the last one, `0:00`.
        @Test func theOutfileHoldsTheLastShownTextAndNeverHalfALine() throws {
            let tmux = try Tmux()
            let file = tmux.directory.appendingPathComponent("shown.txt").path
            try tmux.start("--from 3s --to 0 --outfile \(file)")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            var reads = Set<String>()
            let deadline = Date().addingTimeInterval(6)
            while Date() < deadline, !FileManager.default.fileExists(atPath: tmux.directory.appendingPathComponent("status").path) {
                if let text = try? String(contentsOfFile: file, encoding: .utf8) { reads.insert(text) }
                usleep(2_000)
            }
            #expect(try tmux.status() == 0, "\(tmux.stderr())")
            #expect(!reads.isEmpty, "the file was never there while the countdown ran")
            // Only whole lines the countdown showed, never an empty or half-written file.
            #expect(reads.isSubset(of: ["0:03\n", "0:02\n", "0:01\n", "0:00\n"]), "\(reads.sorted())")
            #expect(reads.count >= 2, "the file did not follow the countdown: \(reads.sorted())")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "0:00\n")
            // No temporary file left beside it.
            let left = try FileManager.default.contentsOfDirectory(atPath: tmux.directory.path).filter { $0.hasSuffix(".tmp") }
            #expect(left.isEmpty, "\(left)")
        }

        /// Piped and `--inline`, the file holds the same text as the screen's: the last shown.
        @Test func theOutfileFollowsPipedLinesAndTheInlineLine() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("outfile-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("n.txt").path
            let piped = try Binary.run(["--from", "0", "--to", "1234", "--duration", "0.3", "--format", "#,##0", "--outfile", file])
            #expect(piped.status == 0, "\(piped.stderr)")
            #expect(piped.stdout.hasSuffix("1,234\n"))
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "1,234\n")
            let inline = try Binary.run(["--to", "42", "--duration", "0.2", "--inline", "--title", "Ready", "--outfile", file])
            #expect(inline.status == 0, "\(inline.stderr)")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "42\n")
        }

        /// Reduced motion shows the final frame at once: the file holds it and the command runs
        /// once with it. A recording rendered at once has no changes to follow: refused (64).
        @Test func reducedMotionStillWritesTheFinalTextAndRunsTheCommandOnce() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("outfile-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("n.txt").path
            let log = directory.appendingPathComponent("log").path
            let run = try Binary.run(["--from", "5s", "--to", "0", "--outfile", file, "--exec-cmd", "echo \"$COUNTER_TEXT $COUNTER_VALUE\" >> '\(log)'"],
                                     environment: ["COUNTER_TUI_ANIMATIONS": "none"])
            #expect(run.status == 0 && run.stdout == "0:00\n", "\(run.stderr)")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "0:00\n")
            #expect(try String(contentsOfFile: log, encoding: .utf8) == "0:00 0\n")
            let recorded = try Binary.run(["--from", "5s", "--to", "0", "--outfile", file, "--record", directory.appendingPathComponent("r.cast").path])
            #expect(recorded.status == 64 && recorded.stderr.contains("--outfile: expected a run on a display"), "\(recorded.stderr)")
        }

        /// A file that cannot be made: one line naming it, 74, and nothing drawn or printed.
        @Test func anOutfileThatCannotBeWrittenEndsBeforeAnythingIsDrawn() throws {
            for path in ["/nonexistent-\(UUID().uuidString)/shown.txt", FileManager.default.temporaryDirectory.path] {
                let run = try Binary.run(["--from", "2s", "--to", "0", "--outfile", path])
                #expect(run.status == 74, "\(path): \(run.stderr)")
                #expect(run.stdout.isEmpty)
                #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("--outfile: cannot write \(path)"), "\(run.stderr)")
            }
        }

        /// A write that fails while it runs (the file's place taken by a folder): a note on the
        /// status line, and 74 at the end with a line saying why, never 0 after a lost write.
        @Test func anOutfileWriteThatFailsLaterEndsWith74() throws {
            let tmux = try Tmux()
            let file = tmux.directory.appendingPathComponent("shown.txt").path
            try tmux.start("--from 3s --to 0 --outfile \(file)")
            #expect(tmux.wait { (try? String(contentsOfFile: file, encoding: .utf8)) == "0:03\n" })
            try FileManager.default.removeItem(atPath: file)
            try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
            #expect(try tmux.wait { try tmux.screen().contains("--outfile: cannot write") }, "\((try? tmux.screen()) ?? "")")
            #expect(try tmux.status() == 74)
            #expect(tmux.stderr().contains("--outfile: cannot write \(file)"), "\(tmux.stderr())")
            #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        }

        /// `--exec-cmd` runs once per shown change, in order, with the text and the value
        /// (seconds, for a time) in its environment.
        @Test func theExecCommandRunsOncePerShownChangeWithTheValue() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("exec-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let log = directory.appendingPathComponent("log").path
            let run = try Binary.run(["--from", "3s", "--to", "0", "--exec-cmd", "echo \"$COUNTER_TEXT $COUNTER_VALUE\" >> '\(log)'"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "0:03\n0:02\n0:01\n0:00\n")
            #expect(try String(contentsOfFile: log, encoding: .utf8) == "0:03 3\n0:02 2\n0:01 1\n0:00 0\n")
            #expect(run.stderr.isEmpty, "\(run.stderr)")
        }

        /// A slow command: one run at a time (its start and end never interleave), changes that
        /// come meanwhile skipped but for the newest, which runs; the last value always runs,
        /// and the number skipped is said once on stderr.
        @Test func aSlowExecCommandRunsOneAtATimeAndTheNewestChangeWaits() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("exec-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let log = directory.appendingPathComponent("log").path
            let command = "echo \"start $COUNTER_VALUE\" >> '\(log)'; sleep 0.2; echo end >> '\(log)'"
            let run = try Binary.run(["--from", "0", "--to", "100", "--duration", "1", "--exec-cmd", command])
            #expect(run.status == 0, "\(run.stderr)")
            let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
            let starts = lines.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            #expect(lines.enumerated().allSatisfy { $0.offset % 2 == 0 ? $0.element.hasPrefix("start ") : $0.element == "end" }, "\(lines)")
            #expect(starts.last == "start 100", "\(lines)")
            #expect(starts.count >= 3 && starts.count < 20, "\(starts)")
            let changes = run.stdout.split(separator: "\n").count
            #expect(run.stderr.contains("--exec-cmd: \(changes - starts.count) changes skipped"), "\(changes) changes, \(starts.count) runs: \(run.stderr)")
        }

        /// A run still going 2 s after the end is ended, and stderr says so (a last value
        /// never lost without a word).
        @Test func aRunStillGoingLongAfterTheEndIsEndedAndSaidSo() throws {
            let started = Date()
            let run = try Binary.run(["--from", "1s", "--to", "0", "--exec-cmd", "sleep 30"])
            #expect(run.status == 0)
            #expect(Date().timeIntervalSince(started) < 8)
            #expect(run.stderr.contains("--exec-cmd: the last run was still going 2 s after the end, and was ended"), "\(run.stderr)")
        }

        /// On the full screen the command's output goes nowhere: the screen never shows it.
        @Test func theExecCommandsOutputNeverGarblesTheScreen() throws {
            let tmux = try Tmux()
            let noisy = try tmux.script("noisy", "echo NOISE; echo NOISE >&2")
            try tmux.start("--from 2s --to 0 --style big --exec-cmd \(noisy)")
            var seen = ""
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline, !FileManager.default.fileExists(atPath: tmux.directory.appendingPathComponent("status").path) {
                seen += try tmux.screen()
                usleep(50_000)
            }
            #expect(try tmux.status() == 0)
            let last = try tmux.screen()
            #expect(!seen.contains("NOISE") && !last.contains("NOISE"))
            #expect(!tmux.stderr().contains("NOISE"))
        }

        /// `--say`: the last seconds and the end text through espeak-ng (a fake that logs and
        /// takes its time): each said once, in order, and the countdown keeps its pace meanwhile.
        @Test func sayingTheLastSecondsNeverHoldsAFrame() throws {
            let tmux = try Tmux()
            let log = tmux.directory.appendingPathComponent("said").path
            _ = try tmux.script("espeak-ng", "echo \"$*\" >> '\(log)'; sleep 0.6")
            let started = Date()
            try tmux.start("--from 3s --to 0 --say --end-text Done", environment: "LANG=C.UTF-8 PATH=\(tmux.directory.path):$PATH")
            #expect(try tmux.status() == 0, "\(tmux.stderr())")
            #expect(Date().timeIntervalSince(started) < 6.5)
            #expect(try String(contentsOfFile: log, encoding: .utf8) == "3\n2\n1\nDone\n")
        }

        /// No espeak-ng on PATH: one line saying so, 69, nothing drawn.
        @Test func sayWithoutEspeakSaysSoBeforeAnythingIsDrawn() throws {
            let run = try Binary.run(["--from", "3s", "--to", "0", "--say"], environment: ["PATH": "/nonexistent"])
            #expect(run.status == 69, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("espeak-ng is not installed"), "\(run.stderr)")
        }

        /// `--decimals 2` on a stopwatch: hundredths on the screen, moving at the frame rate
        /// (many distinct values in half a second, not one a second); more than 3 decimals on a
        /// time is refused (64).
        @Test func aStopwatchShowsHundredthsAtTheFrameRate() throws {
            let tmux = try Tmux()
            try tmux.start("--stopwatch --decimals 2")
            #expect(try tmux.wait { try tmux.screen().contains("0:00.") })
            var values = Set<String>()
            let deadline = Date().addingTimeInterval(0.5)
            while Date() < deadline {
                let screen = try tmux.screen()
                if let range = screen.range(of: #"0:0\d\.\d\d"#, options: .regularExpression) { values.insert(String(screen[range])) }
                usleep(10_000)
            }
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
            #expect(values.count >= 8, "\(values.sorted())")
            // Bounded: a binary that takes 4 decimals would run until stopped.
            let refused = try Spawn.run(["timeout", "-s", "INT", "3", Binary.path, "--stopwatch", "--decimals", "4"],
                                        environment: ["SWIFT_BACKTRACE": "interactive=no", "PATH": "/usr/bin:/bin"])
            #expect(refused.status == 64 && refused.stderr.contains("expected 0 to 3 for a time"), "\(refused.stderr)")
        }

        /// Laps: with two or more the list under the time marks the fastest and the slowest and
        /// shows the fastest, slowest and average; so does the table printed at exit.
        @Test func lapsShowTheirFastestSlowestAndAverage() throws {
            let tmux = try Tmux(columns: 80, rows: 30)
            try tmux.start("--stopwatch --decimals 1")
            #expect(try tmux.wait { try tmux.screen().contains("0:00.5") })
            try tmux.keys("l")
            #expect(try tmux.wait { try tmux.screen().contains("Lap 1") })
            #expect(try tmux.wait { try tmux.screen().contains("0:02.") })
            try tmux.keys("l")
            #expect(try tmux.wait { try tmux.screen().contains("Lap 2") })
            try tmux.keys("l")
            let shown = { (try? tmux.screen()) ?? "" }
            #expect(tmux.wait { shown().contains("Lap 3") && shown().contains("average") }, "\(shown())")
            let screen = shown()
            for word in ["fastest   Lap", "slowest   Lap", "average  ", "   fastest", "   slowest"] {
                #expect(screen.contains(word), "\(word): \(screen)")
            }
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
            let printed = try tmux.screen().split(separator: "\n").map(String.init)
            let table = printed.drop { !($0.contains(" lap ") && $0.hasSuffix("split")) }
            #expect(table.filter { $0.hasPrefix("Lap ") }.count == 3, "\(printed)")
            #expect(table.contains { $0.hasPrefix("fastest   Lap ") } && table.contains { $0.hasPrefix("slowest   Lap ") }
                && table.contains { $0.hasPrefix("average ") && $0.contains("0:0") }, "\(printed)")
            #expect(table.contains { $0.hasPrefix("Lap ") && $0.hasSuffix("fastest") }, "\(printed)")
        }
    }
}
