import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

/// Exit statuses, messages and refusals of both commands, through the runners in-process: each
/// run returns its ending instead of exiting, so no binary is spawned. (The end-to-end tests keep
/// what needs a real terminal: no screen taken, the terminal's modes restored.)
@MainActor @Suite(.serialized) struct RunnerStatusTests {
    /// A fresh directory of its own, so that a left file is seen.
    func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    func files(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    @Test func badUsageEndsWith64AndOneLine() {
        let run = InProcessRun(["--bogus"])
        #expect(run.ending == .status(.usage))
        #expect(run.stderr == "counter-tui: Unknown option '--bogus'\n")
        #expect(run.stdout == "")
    }

    @Test func helpIsWrittenOnStdoutAndEndsWithZero() {
        let run = InProcessRun(["--help"])
        #expect(run.ending == .success)
        #expect(run.stdout.contains("USAGE"), "\(run.stdout)")
        #expect(run.stderr == "")
    }

    /// `--frame-at` prints the frame and ends with 0: no `--stats`, no `--on-done`, for a count
    /// and a dashboard alike.
    @Test func frameAtPrintsTheFrameAndNothingElse() {
        let count = InProcessRun(["--to", "5", "--duration", "1", "--frame-at", "0.5", "--size", "10x1", "--stats",
                                  "--on-done", "echo done"])
        #expect(count.ending == .success)
        #expect(count.stdout == "    4\n")
        #expect(count.stderr == "")
        let board = InProcessRun(["dashboard", "--counter", "title=A,to=5,duration=1,style=label", "--frame-at", "10", "--size", "20x5",
                                  "--stats"])
        #expect(board.ending == .success)
        #expect(board.stdout == "\n╭─ A ──────────────╮\n│        5         │\n╰──────────────────╯\n\n")
        #expect(board.stderr == "")
    }

    /// A frame printed at once that cannot be written ends with 74 and one line saying why.
    @Test(arguments: [["--to", "5", "--frame-at", "1"], ["--to", "5", "--no-animation"],
                      ["dashboard", "--counter", "to=5", "--frame-at", "1"]])
    func aFrameThatCannotBeWrittenSaysWhy(_ arguments: [String]) {
        let run = InProcessRun(arguments, stdout: "/dev/full")
        #expect(run.ending == .status(.outputError))
        #expect(run.stderr == "counter-tui: cannot write to standard output: No space left on device\n")
    }

    /// `--tee` into the very terminal the count is drawn on is refused before anything is read.
    @Test func teeIntoTheTerminalIsRefused() {
        let run = InProcessRun(["--count-lines", "--tee"], environment: InProcessRun.terminal)
        #expect(run.ending == .status(.usage))
        #expect(run.stderr == "counter-tui: --tee: standard output is the terminal the count is drawn on; send the copy on, "
            + "e.g. | gzip > out.gz, or leave out --tee\n")
    }

    /// Input that is the terminal is refused with what to pipe in.
    @Test func inputFromTheTerminalIsRefused() {
        let numbers = InProcessRun(["--stdin"], environment: InProcessRun.terminal)
        #expect(numbers.ending == .status(.usage))
        #expect(numbers.stderr == "counter-tui: --stdin: standard input is a terminal; pipe numbers in, e.g. seq 1 10 | counter-tui --stdin\n")
        var stdinOnly = InProcessRun.pipes
        stdinOnly.stdinIsTerminal = true
        let lines = InProcessRun(["--count-lines"], environment: stdinOnly)
        #expect(lines.ending == .status(.usage))
        #expect(lines.stderr == "counter-tui: --count-lines: standard input is a terminal; pipe data in, e.g. seq 1 1000 | counter-tui --count-lines\n")
        let board = InProcessRun(["dashboard", "--stdin", "--counter", "id=a,to=5"], environment: InProcessRun.terminal)
        #expect(board.ending == .status(.usage))
        #expect(board.stderr.hasPrefix("counter-tui: --stdin: standard input is a terminal; pipe values in"), "\(board.stderr)")
    }

    /// With `--frame-at` the frame comes first and the command's checks never run.
    @Test func frameAtComesBeforeTheCommandsChecks() {
        let run = InProcessRun(["--stdin", "--from", "7", "--frame-at", "1", "--size", "10x1"], environment: InProcessRun.terminal)
        #expect(run.ending == .success)
        #expect(run.stdout == "    7\n")
        #expect(run.stderr == "")
    }

    /// `--stats` with a recording rendered at once is refused by the run (a dashboard's command
    /// does not check it), before any file is made.
    @Test func statsWithARecordingOfFixedTargetsIsRefused() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = InProcessRun(["dashboard", "--counter", "to=5", "--record", "\(dir)/board.svg", "--stats"])
        #expect(run.ending == .status(.usage))
        #expect(run.stderr == "counter-tui: --stats: got --record with fixed targets too; expected one of them "
                + "(the recording is rendered at once, no frames are shown to time)\n")
        #expect(files(in: dir) == [])
    }

    /// Too many frames is a usage error found before the file is made.
    @Test func tooManyFramesIsRefusedBeforeTheFileIsMade() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = InProcessRun(["--to", "99999999", "--duration", "24h", "--fps", "240", "--record", "\(dir)/d24.cast"])
        #expect(run.ending == .status(.usage))
        #expect(run.stderr == "counter-tui: --record: the animation needs more than 1000000 frames; "
                + "expected a shorter --duration or a lower --fps\n")
        #expect(files(in: dir) == [])
    }

    /// A recording of fixed targets is rendered at once and reported on stderr; reduced motion
    /// records too, rather than printing the final frame.
    @Test func aRecordingOfFixedTargetsIsRenderedAtOnce() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = InProcessRun(["--to", "5", "--duration", "60", "--no-animation", "--record", "\(dir)/still.cast"])
        #expect(run.ending == .success)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("counter-tui: recorded "), "\(run.stderr)")
        #expect(try String(contentsOfFile: "\(dir)/still.cast", encoding: .utf8).contains("5\"]"))
    }

    /// A live recording's file is opened before the command's checks: a path that cannot be
    /// written ends with 74 (not the check's 64); a writable one is opened, the check then
    /// refuses the terminal as input, and the unfinished file is removed.
    @Test(arguments: [["--count-lines"], ["dashboard", "--stdin", "--counter", "id=a,to=5"]])
    func aLiveRecordingIsOpenedBeforeTheCommandsChecks(_ arguments: [String]) throws {
        let unwritable = InProcessRun(arguments + ["--record", "/nonexistent-dir/live.cast"], environment: InProcessRun.terminal)
        #expect(unwritable.ending == .status(.outputError))
        #expect(unwritable.stderr == "counter-tui: --record: cannot write '/nonexistent-dir/live.cast': No such file or directory\n")
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let writable = InProcessRun(arguments + ["--record", "\(dir)/live.cast"], environment: InProcessRun.terminal)
        #expect(writable.ending == .status(.usage))
        #expect(writable.stderr.contains(": standard input is a terminal; pipe "), "\(writable.stderr)")
        #expect(files(in: dir) == [])
    }

    /// A dashboard file with bad data ends with 65 and one line at its file:line:column.
    @Test(arguments: [
        ("counters:\n  - to: \"abc\"\n", ":2:9: to: got 'abc'; expected a number like 1234.5, -3 or 1e6, or a duration like 10m or 1h30m"),
        ("counters:\n  - to: 5\n    duraton: 1s\n", ":3:5: unknown key 'duraton'; did you mean 'duration'?"),
        ("counters: []\n", ":1:11: counters: expected at least one counter, got an empty list"),
    ])
    func badFilesEndWith65AtFileLineAndColumn(text: String, suffix: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).yaml").path
        defer { unlink(path) }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = InProcessRun(["dashboard", path])
        #expect(result.ending == .status(.dataError))
        #expect(result.stderr == "counter-tui: \(path)\(suffix)\n")
        #expect(result.stdout.isEmpty)
    }

    /// A dashboard file that is missing, or a directory, ends with 66.
    @Test func missingFileOrDirectoryEndWith66() {
        let missing = InProcessRun(["dashboard", "/tmp/no-such-board.yaml"])
        #expect(missing.ending == .status(.noInput))
        #expect(missing.stderr == "counter-tui: /tmp/no-such-board.yaml: cannot read the file: No such file or directory\n")
        let directory = InProcessRun(["dashboard", "/tmp"])
        #expect(directory.ending == .status(.noInput))
        #expect(directory.stderr == "counter-tui: /tmp: is a directory; expected a dashboard file\n")
    }
}
