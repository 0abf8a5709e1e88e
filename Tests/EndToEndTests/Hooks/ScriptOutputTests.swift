import Foundation
import Testing

extension LongTerminalRuns {
    /// Issue 36, "for streams and scripts", through the real binary: `--outfile` keeps the shown
    /// text in a file (replaced whole, never half a line; the last text stays), `--exec-cmd` runs
    /// once per shown change with the value in its environment (one at a time, only the newest
    /// waits), `--say` speaks the last seconds through espeak-ng (a fake one that logs here),
    /// and laps show their fastest, slowest and average.
    @Suite(.serialized) struct ScriptOutputTests {
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
    }
}
