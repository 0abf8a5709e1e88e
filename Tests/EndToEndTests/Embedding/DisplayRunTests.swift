import Foundation
import Testing

/// `DisplayRun`, the one run sequence of both commands, through the binary: `--frame-at` first
/// (then nothing else runs), else a recording of fixed targets rendered at once (no terminal),
/// else a live recording's file opened before the command's own checks, and only then the output.
@Suite(.serialized) struct DisplayRunTests {
    /// A fresh directory of its own, so that a left file is seen.
    func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("display-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    func files(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// On a terminal `--stdin` is refused by the command's own check (keys are no numbers), and
    /// no screen is taken; with `--frame-at` the frame comes first and the check never runs.
    @Test func frameAtComesBeforeTheCommandsChecks() throws {
        let refused = try Tmux()
        try refused.start("--stdin", clearFirst: false)
        #expect(try refused.status() == 64)
        #expect(refused.stderr().hasPrefix("counter-tui: --stdin: standard input is a terminal"), "\(refused.stderr())")
        #expect(!refused.raw().contains(0x1B))
        let frame = try Tmux()
        try frame.start("--stdin --from 7 --frame-at 1 --size 10x1", clearFirst: false)
        #expect(try frame.status() == 0)
        #expect(frame.stderr() == "")
        let screen = try frame.screen()
        #expect(screen.contains("\n    7\n"), "\(screen)")
        #expect(!frame.raw().contains(0x1B))
    }

    /// Fixed targets are recorded from the animation's clock, at once: in a terminal, not one
    /// escape sequence is written to it; under reduced motion the recording is made too, rather
    /// than the final frame printed.
    @Test func aRecordingOfFixedTargetsIsRenderedWithoutTheTerminal() throws {
        let tmux = try Tmux()
        let svg = tmux.directory.appendingPathComponent("fixed.svg").path
        try tmux.start("--to 5 --duration 0.2 --style big --record \(svg)", clearFirst: false)
        #expect(try tmux.status() == 0)
        #expect(tmux.stderr().hasPrefix("counter-tui: recorded "), "\(tmux.stderr())")
        #expect(!tmux.raw().contains(0x1B))
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg "))

        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let reduced = try Binary.run(["--to", "5", "--duration", "60", "--no-animation", "--record", "\(dir)/still.cast"])
        #expect(reduced.status == 0)
        #expect(reduced.stdout == "")
        #expect(reduced.stderr.hasPrefix("counter-tui: recorded "), "\(reduced.stderr)")
        #expect(try String(contentsOfFile: "\(dir)/still.cast", encoding: .utf8).contains("5\"]"))
    }

    /// `--stats` with a recording rendered at once is refused by the run itself for a dashboard
    /// (its command does not check it): in a terminal, before any screen or file. A live
    /// recording shows frames, so there `--stats` times them.
    @Test func statsNeedFramesShownToTime() throws {
        let tmux = try Tmux()
        let svg = tmux.directory.appendingPathComponent("board.svg").path
        try tmux.start("dashboard --counter to=5 --record \(svg) --stats", clearFirst: false)
        #expect(try tmux.status() == 64)
        #expect(tmux.stderr() == "counter-tui: --stats: got --record with fixed targets too; expected one of them "
                + "(the recording is rendered at once, no frames are shown to time)\n")
        #expect(!tmux.raw().contains(0x1B))
        #expect(!FileManager.default.fileExists(atPath: svg))

        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let live = try Binary.run(["dashboard", "--stdin", "--counter", "id=a,to=5,duration=0.2", "--record", "\(dir)/live.cast",
                                   "--stats"])
        #expect(live.status == 0, "\(live.stderr)")
        #expect(live.stdout.hasSuffix("5\n"))
        #expect(live.stderr.contains("counter-tui: recorded "), "\(live.stderr)")
        #expect(live.stderr.contains("\nframes: "), "\(live.stderr)")
        #expect(files(in: dir) == ["live.cast"])
    }

    /// A live recording's file is opened before the command's own checks: a path that cannot be
    /// written ends the run with 74 (not the check's 64), nothing drawn; a writable one is opened,
    /// then the check refuses the terminal as input and the unfinished file is removed.
    @Test(arguments: ["--count-lines", "dashboard --stdin --counter id=a,to=5"])
    func aLiveRecordingIsOpenedBeforeTheCommandsChecks(arguments: String) throws {
        let unwritable = try Tmux()
        try unwritable.start("\(arguments) --record /nonexistent-dir/live.cast", clearFirst: false)
        #expect(try unwritable.status() == 74)
        #expect(unwritable.stderr() == "counter-tui: --record: cannot write '/nonexistent-dir/live.cast': No such file or directory\n")
        #expect(!unwritable.raw().contains(0x1B))

        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let writable = try Tmux()
        try writable.start("\(arguments) --record \(dir)/live.cast", clearFirst: false)
        #expect(try writable.status() == 64)
        #expect(writable.stderr().contains(": standard input is a terminal; pipe "), "\(writable.stderr())")
        #expect(!writable.raw().contains(0x1B))
        #expect(files(in: dir) == [])
    }
}
