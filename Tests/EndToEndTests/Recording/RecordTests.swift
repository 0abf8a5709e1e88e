import CounterTUI
import CounterTestSupport
import Foundation
import Testing

/// `--record`: the real binary writes asciicasts and SVGs; every recorded frame, replayed in a
/// small terminal (or read back from the SVG), equals the frame `--frame-at` renders at its time.
@Suite(.serialized) struct RecordTests {
    static let w1 = ["--from", "0", "--to", "9999", "--duration", "10", "--ease", "out", "--fps", "100"]
    static var w2: [String] {
        var arguments = ["dashboard", "--columns", "4", "--fps", "60"]
        for i in 0..<16 {
            let to = String(format: "%.2f", Double(i + 1) * 12345.67)
            arguments += ["--counter", "title=C\(i + 1),to=\(to),format=,##0.00,duration=10s,ease=out"]
        }
        return arguments
    }

    func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)").path
    }

    /// Records `arguments` as a cast, replays every event and compares the screen with the frame
    /// at the event's time, cell by cell (characters and styles); a few frames are also checked
    /// against the binary's own `--frame-at`. Returns the cast.
    @MainActor @discardableResult
    func expectCastReplays(_ arguments: [String], size: Size = Size(columns: 80, rows: 24), end: Double,
                           sourceLocation: SourceLocation = #_sourceLocation) throws -> CastFile {
        let path = temporary("run.cast")
        defer { unlink(path) }
        let sizeArguments = ["--size", "\(size.columns)x\(size.rows)"]
        let run = try Binary.run(arguments + sizeArguments + ["--record", path], environment: ["LANG": "C.UTF-8"])
        #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stdout == "", sourceLocation: sourceLocation)
        let cast = try CastFile(String(contentsOfFile: path, encoding: .utf8))
        #expect(run.stderr.hasPrefix("counter-tui: recorded ") && run.stderr.hasSuffix(": \(path)\n"), "\(run.stderr)",
                sourceLocation: sourceLocation)
        #expect(cast.header["width"] as? Int == size.columns && cast.header["height"] as? Int == size.rows,
                sourceLocation: sourceLocation)
        #expect(cast.events.last?.time == end, sourceLocation: sourceLocation)
        let frame = try RecordedRun.frames(arguments + sizeArguments + ["--record", path], size: size)
        var terminal = TestTerminal(size: size)
        let sampled = Set([0, cast.events.count / 3, 2 * cast.events.count / 3, cast.events.count - 1])
        var samples: [(Double, [String])] = []
        for (i, event) in cast.events.enumerated() {
            try terminal.feed(event.data)
            let frameThen = frame(event.time)
            // The closing event's newline on the bottom row scrolls the picture up.
            let expected = Self.scrolled(frameThen, by: terminal.scrolled)
            guard terminal.buffer == expected else {
                let got = terminal.buffer.lines.joined(separator: "\n")
                let want = expected.lines.joined(separator: "\n")
                Issue.record("event \(i) at \(event.time) s:\n\(got)\n--- expected\n\(want)", sourceLocation: sourceLocation)
                return cast
            }
            if sampled.contains(i) { samples.append((event.time, FrameText.rightTrimmed(frameThen.lines))) }
        }
        // The recording ends as the run leaves the terminal: attributes reset, cursor shown, at
        // the start of the line after the last one drawn.
        let last = cast.events.last.map { frame($0.time) } ?? Buffer(size: size)
        let lastRow = last.lines.lastIndex { $0.contains { $0 != " " } } ?? -1
        #expect(terminal.cursorShown && terminal.attributes == .plain, sourceLocation: sourceLocation)
        #expect(terminal.cursor == Point(x: 0, y: min(lastRow + 1, size.rows - 1)), sourceLocation: sourceLocation)
        #expect(terminal.scrolled == (lastRow == size.rows - 1 ? 1 : 0), sourceLocation: sourceLocation)
        for (time, lines) in samples {
            let frameAt = try Binary.run(arguments + sizeArguments + ["--frame-at", "\(time)"], environment: ["LANG": "C.UTF-8"])
            #expect(frameAt.stdout == lines.joined(separator: "\n") + "\n", "at \(time) s", sourceLocation: sourceLocation)
        }
        return cast
    }

    /// `frame` moved up `lines` rows, blank rows coming in at the bottom.
    static func scrolled(_ frame: Buffer, by lines: Int) -> Buffer {
        guard lines > 0 else { return frame }
        var out = Buffer(size: frame.size)
        for y in 0..<max(frame.size.rows - lines, 0) {
            for x in 0..<frame.size.columns { out.set(frame[x: x, y: y + lines], x: x, y: y) }
        }
        return out
    }

    @Test @MainActor func w1CastReplaysEveryFrameAsFrameAtDraws() throws {
        let cast = try expectCastReplays(Self.w1, end: 10)
        // 100 fps, from 0 to the end: an event for each frame that changed, and the end.
        #expect(cast.events.count > 500 && cast.events.count <= 1001)
        #expect(cast.events.first?.time == 0)
        #expect(cast.header["version"] as? Int == 2)
    }

    @Test @MainActor func w2BoardCastReplaysEveryFrame() throws {
        try expectCastReplays(Self.w2, end: 10)
    }

    @Test @MainActor func everyStyleReplays() throws {
        try expectCastReplays(["--from", "1290", "--to", "1310", "--duration", "1", "--style", "rolling", "--title", "Wheels",
                               "--fps", "30", "--color", "green"], size: Size(columns: 40, rows: 10), end: 1)
        try expectCastReplays(["--from", "0", "--to", "-1234.5", "--format", ",##0.00", "--duration", "0.5", "--style", "big",
                               "--fps", "30"], size: Size(columns: 60, rows: 12), end: 0.5)
        try expectCastReplays(["dashboard", "boards/rolling.yaml", "--fps", "20"], end: 4)
        try expectCastReplays(["dashboard", "boards/mixed.yaml", "--fps", "20"], size: Size(columns: 100, rows: 30), end: 4)
    }

    /// Every frame time of an SVG recording shows the frame `--frame-at` renders then.
    @MainActor func expectSVGPlays(_ arguments: [String], size: Size = Size(columns: 80, rows: 24), fps: Double, end: Double,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let path = temporary("run.svg")
        defer { unlink(path) }
        let sizeArguments = ["--size", "\(size.columns)x\(size.rows)"]
        let run = try Binary.run(arguments + sizeArguments + ["--record", path], environment: ["LANG": "C.UTF-8"])
        #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!svg.lowercased().contains("script"), sourceLocation: sourceLocation)
        let player = try SVGPlayer(svg, size: size)
        let frame = try RecordedRun.frames(arguments + sizeArguments + ["--record", path], size: size)
        var times = stride(from: 0, to: end, by: 1 / fps).map { $0 }
        times.append(end)
        for time in times {
            // Just after the frame's time: the SVG keeps times to a tenth of a millisecond.
            let shown = try player.lines(at: time + 0.0002)
            let expected = FrameText.rightTrimmed(frame(time).lines)
            guard shown == expected else {
                Issue.record("at \(time) s:\n\(shown.joined(separator: "\n"))\n--- expected\n\(expected.joined(separator: "\n"))",
                             sourceLocation: sourceLocation)
                break
            }
        }
        #expect(try player.lines(at: end + 100) == FrameText.rightTrimmed(frame(end).lines), "holds the last frame",
                sourceLocation: sourceLocation)
        return svg
    }

    @Test @MainActor func w1SVGPlaysEveryFrameAndIsSmall() throws {
        let w1 = ["--from", "0", "--to", "9999", "--duration", "10", "--ease", "out", "--fps", "30"]
        let svg = try expectSVGPlays(w1, fps: 30, end: 10)
        #expect(svg.utf8.count < 300_000)
    }

    @Test @MainActor func svgPlaysInEveryStyleAndForBoards() throws {
        _ = try expectSVGPlays(["--from", "1998", "--to", "2000", "--style", "rolling", "--duration", "1", "--ease", "linear",
                                "--title", "Year", "--fps", "20"], size: Size(columns: 60, rows: 14), fps: 20, end: 1)
        _ = try expectSVGPlays(["--to", "1234567.89", "--format", ",##0.00", "--prefix", "$", "--style", "big", "--duration", "0.5",
                                "--fps", "20"], size: Size(columns: 70, rows: 10), fps: 20, end: 0.5)
        _ = try expectSVGPlays(Self.w2.map { $0.replacingOccurrences(of: "duration=10s", with: "duration=1s") }
                               .map { $0 == "60" ? "20" : $0 }, fps: 20, end: 1)
        _ = try expectSVGPlays(["dashboard", "boards/mixed.yaml", "--fps", "10"], size: Size(columns: 100, rows: 30), fps: 10, end: 4)
    }

    @Test func unknownExtensionIsAUsageError() throws {
        let run = try Binary.run(["--to", "5", "--record", "out.gif"])
        #expect(run.status == 64)
        #expect(run.stderr == "counter-tui: --record: got 'out.gif'; expected a file name ending in .cast (asciicast, for asciinema) or .svg (an animated SVG)\n")
        let board = try Binary.run(["dashboard", "--counter", "to=5", "--record", "board"])
        #expect(board.status == 64)
        #expect(board.stderr.hasPrefix("counter-tui: --record: got 'board'; expected a file name ending in .cast"))
        #expect(try Binary.run(["--to", "5", "--loop", "--record", "a.cast"]).status == 64)
        #expect(try Binary.run(["--to", "5", "--record", "a.svg", "--frame-at", "1"]).status == 64)
    }

    @Test func unwritablePathFailsBeforeAnythingIsDrawn() throws {
        let run = try Binary.run(["--to", "5", "--record", "/nonexistent-dir/out.svg"])
        #expect(run.status == 74)
        #expect(run.stdout == "")
        #expect(run.stderr == "counter-tui: --record: cannot write '/nonexistent-dir/out.svg': No such file or directory\n")
        // A live run too: nothing reaches stdout (no line, no screen).
        let live = try Binary.run(["--stdin", "--record", "/nonexistent-dir/out.cast"])
        #expect(live.status == 74)
        #expect(live.stdout == "")
    }

    /// A live source is recorded in real time beside the display, until its input ends.
    @Test @MainActor func liveStdinIsRecordedInRealTime() throws {
        let path = temporary("live.cast")
        defer { unlink(path) }
        let script = temporary("feed.sh")
        defer { unlink(script) }
        // The second value comes 0.4 s after the recording began (its file has a header): the
        // program's start-up, slow on a loaded machine, is not counted in the 0.4 s.
        let partial = (path as NSString).deletingLastPathComponent + "/." + (path as NSString).lastPathComponent + ".partial-"
        try """
            (echo 100; i=0; while [ $i -lt 1000 ]; do
              for f in '\(partial)'*; do [ -s "$f" ] && break 2; done; sleep 0.01; i=$((i+1)); done
             sleep 0.4; echo 250) | "$@"

            """.write(toFile: script, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "interactive=no"
        environment["LANG"] = "C.UTF-8"
        let run = try Spawn.run(["sh", script, Binary.path, "--stdin", "--duration", "0.2", "--ease", "linear", "--fps", "20",
                                 "--size", "30x3", "--record", path], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("250\n"))
        #expect(run.stderr.contains("counter-tui: recorded "))
        let cast = try CastFile(String(contentsOfFile: path, encoding: .utf8))
        var terminal = TestTerminal(size: Size(columns: 30, rows: 3))
        var shown: [(time: Double, value: String)] = []
        for event in cast.events {
            try terminal.feed(event.data)
            let value = terminal.buffer.lines.joined().trimmingCharacters(in: .whitespaces)
            if shown.last?.value != value { shown.append((event.time, value)) }
        }
        // Nothing measured before the first line: `—`, not a 0 (issue 34).
        #expect(shown.first?.value == "—", "\(shown)")
        #expect(shown.last?.value == "250")
        // Real time: it rests on 100 until the second value arrives, 0.4 s in.
        let rest = try #require(shown.firstIndex { $0.value == "100" })
        #expect(rest + 1 < shown.count && shown[rest + 1].time >= 0.35, "\(shown)")
    }

    /// asciinema itself plays the file (in tmux, at 80x24) and ends on the final frame.
    @Test func asciinemaPlaysTheCast() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/asciinema") else {
            Issue.record("asciinema is not installed; run: sudo apt-get install -y asciinema (make test installs it as root)")
            return
        }
        let path = temporary("play.cast")
        defer { unlink(path) }
        let arguments = ["--from", "0", "--to", "1234567.89", "--format", ",##0.00", "--prefix", "$", "--title", "Revenue",
                         "--style", "big", "--duration", "1", "--color", "green"]
        let run = try Binary.run(arguments + ["--record", path], environment: ["LANG": "C.UTF-8"])
        #expect(run.status == 0, "\(run.stderr)")
        let expected = try Binary.run(arguments + ["--frame-at", "1"], environment: ["LANG": "C.UTF-8"]).stdout
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let tmux = try Tmux()
        try tmux.keys("clear; LANG=C.UTF-8 asciinema play -s 2 \(path); sleep 30", "Enter")
        var screen: [String] = []
        let shown = tmux.wait(timeout: 15) {
            screen = ((try? tmux.screen()) ?? "").split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0.reversed().drop { $0 == " " }.reversed())
            }
            return Array(screen.prefix(24)) == Array(expected.prefix(24))
        }
        #expect(shown, "asciinema ended on:\n\(screen.joined(separator: "\n"))\n--- expected\n\(expected.joined(separator: "\n"))")
    }

    /// A live dashboard on the full screen is recorded beside it, at --size, until `q`; the file
    /// is finished and reported after the terminal is handed back as it was.
    @Test func liveFullScreenRecordingEndsWithQ() throws {
        let tmux = try Tmux()
        let path = tmux.directory.appendingPathComponent("live.cast").path
        let board = tmux.directory.appendingPathComponent("board.yaml").path
        // From 0: a card with nothing to start from shows its first value at once (issue 26),
        // and this one is to take 0.3 s to settle.
        // A label three rows tall, at 40x3: the board fills the screen (a card takes only the
        // height it uses).
        try "counters:\n  - title: Answer\n    style: label\n    from: 0\n    command: echo 42\n    every: 5s\n    duration: 0.3s\n"
            .write(toFile: board, atomically: true, encoding: .utf8)
        try tmux.start("dashboard \(board) --size 40x3 --record \(path)")
        #expect(tmux.wait { (try? tmux.screen())?.contains("42") == true }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        #expect(tmux.stderr().hasPrefix("counter-tui: recorded "), "\(tmux.stderr())")
        let cast = try CastFile(String(contentsOfFile: path, encoding: .utf8))
        #expect(cast.header["width"] as? Int == 40 && cast.header["height"] as? Int == 3)
        var terminal = TestTerminal(size: Size(columns: 40, rows: 3))
        for event in cast.events.dropLast() { try terminal.feed(event.data) }
        let lines = terminal.buffer.lines
        #expect(lines.contains { $0.contains("Answer") } && lines.contains { $0.contains("42") }, "\(lines.joined(separator: "\n"))")
        // The closing event: the board fills the bottom row, so the cursor goes to a new line below it.
        try terminal.feed(cast.events.last?.data ?? "")
        #expect(terminal.cursorShown && terminal.attributes == .plain && terminal.cursor == Point(x: 0, y: 2) && terminal.scrolled == 1)
        // Recorded until q, in real time: the file lasts at least until the value settled.
        #expect((cast.events.last?.time ?? 0) >= 0.3)
    }
}
