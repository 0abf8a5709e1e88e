import CounterEngine
import CounterTUI
import CounterTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// A live recording whose write fails (a full disk; here a file size limit with SIGXFSZ ignored,
/// so the write fails with EFBIG as a full disk fails with ENOSPC), in a real terminal: the status
/// line says so at once, the run ends with 74 with the terminal restored, and the frames written
/// before the failure are kept as a valid file (before: the board ran on with no notice, 74 came
/// only at `q`, and the whole recording was dropped).
@Suite(.serialized) struct RecordingFailureTests {
    /// A board fed by a command whose value changes at every run: frames change all the time.
    static let board = """
        fps: 30
        defaults:
          duration: 1s
        counters:
          - title: Clock
            command: "date +%s%N"
            every: 0.2s
          - title: Nanos
            command: "date +%N"
            every: 0.2s
        """

    /// Runs `arguments` in tmux with a file size limit of `blocks` (of the shell's `ulimit`) and
    /// SIGXFSZ ignored; returns the pane, the screens seen and the status.
    func runFull(_ arguments: String, blocks: Int, note: String) throws -> (Tmux, [String], Int32?) {
        let tmux = try Tmux()
        let launcher = try tmux.script("limit.sh", "ulimit -f \(blocks); trap '' XFSZ; exec \"$@\"")
        try tmux.start(arguments, launcher: launcher)
        var screens: [String] = []
        tmux.wait(timeout: 20) {
            guard let screen = try? tmux.screen() else { return false }
            screens.append(screen)
            return screen.contains(note)
        }
        return (tmux, screens, try tmux.status(timeout: 10))
    }

    @Test func aLiveDashboardCastStopsAtOnceAndKeepsItsFrames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.board.write(toFile: "\(dir)/board.yaml", atomically: true, encoding: .utf8)
        let path = "\(dir)/run.cast"
        let note = "recording stopped: File too large (run.cast)"
        let (tmux, screens, status) = try runFull("dashboard \(dir)/board.yaml --record \(path)", blocks: 24, note: note)
        #expect(screens.contains { $0.contains(note) }, "the status line never said so: \(screens.last ?? "")")
        #expect(status == 74, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        let stderr = tmux.stderr()
        #expect(stderr.hasPrefix("counter-tui: --record: cannot write '\(path)': File too large; kept the first "), "\(stderr)")
        // The file is there, every line JSON, and it replays to the end, closing as a run does.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let cast = try CastFile(text)
        #expect(cast.events.count > 2)
        var terminal = TestTerminal(size: Size(columns: 80, rows: 24))
        for event in cast.events { try terminal.feed(event.data) }
        #expect(terminal.cursorShown && terminal.attributes == .plain)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["board.yaml", "run.cast"])
        #expect(text.utf8.count <= 24 * 512)
    }

    @Test func aLiveSVGStopsAtOnceAndStaysAWellFormedDocument() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/run.svg"
        let note = "recording stopped: File too large (run.svg)"
        let (tmux, screens, status) = try runFull("--command \"date +%N\" --every 0.2 --style big --fps 30 --record \(path)",
                                                  blocks: 8, note: note)
        #expect(screens.contains { $0.contains(note) }, "the status line never said so: \(screens.last ?? "")")
        #expect(status == 74, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        #expect(tmux.stderr().contains("File too large; kept the first "), "\(tmux.stderr())")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
        _ = try XMLDocument(xmlString: svg)
        let player = try SVGPlayer(svg, size: Size(columns: 80, rows: 24))
        #expect(try player.lines(at: 0).joined().contains { $0 != " " })
    }

    /// A recording rendered at once under `ulimit -f` alone (SIGXFSZ at its default, as a shell
    /// leaves it; issue 47): one line, 74 and a well-formed SVG of the frames that fitted. Before,
    /// the run died of SIGXFSZ (153) with nothing said and no file left.
    @Test func aRecordingRenderedAtOnceOverTheSizeLimitKeepsItsFrames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/r.svg"
        let run = try Spawn.run(["bash", "-c", "ulimit -f 20; exec \"$0\" --to 9999 --record \"$1\" --fps 60 --duration 10 </dev/null >/dev/null",
                                 Binary.path, path],
                                environment: ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "interactive=no"]) { $1 })
        #expect(run.status == 74, "\(run.status): \(run.stderr)")
        #expect(run.stderr.hasPrefix("counter-tui: --record: cannot write '\(path)': File too large; kept the first ")
                && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
        _ = try XMLDocument(xmlString: svg)
    }

    /// Without a full screen (stdout piped), the run ends at once with 74, the frames kept:
    /// with SIGXFSZ ignored, and with its default action too (`ulimit -f` alone, as a shell
    /// sets it: before, the run died of SIGXFSZ, 153, with nothing said and no file left).
    @Test(arguments: ["trap '' XFSZ; ", ""])
    func aPipedLiveRecordingEndsWith74KeepingAValidFile(trap: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/full.cast"
        // `--from 0`: counts up from 0 (without a start the first value is shown as it is,
        // issue 34, and the recording stays under the limit).
        let run = try Spawn.run(["sh", "-c", "seq 1 50 | (ulimit -f 16; \(trap)exec \"$0\" --stdin --from 0 --style big "
                                 + "--duration 0.3 --fps 30 --record \"$1\") >/dev/null", Binary.path, path],
                                environment: ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "interactive=no"]) { $1 })
        #expect(run.status == 74, "\(trap): \(run.stderr)")
        #expect(run.stderr.hasPrefix("counter-tui: --record: cannot write '\(path)': File too large; kept the first "), "\(run.stderr)")
        let cast = try CastFile(String(contentsOfFile: path, encoding: .utf8))
        var terminal = TestTerminal(size: Size(columns: 80, rows: 24))
        for event in cast.events { try terminal.feed(event.data) }
        #expect(terminal.cursorShown)
    }
}
