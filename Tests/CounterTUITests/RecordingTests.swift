import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

@Suite struct AnsiFrameWriterTests {
    let size = Size(columns: 10, rows: 3)

    @Test func movesOnlyWhereNeededAndSetsStylesOnce() {
        var writer = AnsiFrameWriter(size: size)
        #expect(writer.start() == "\u{1b}[0m\u{1b}[2J\u{1b}[H\u{1b}[?25l")
        let green = CellStyle(foreground: .green, bold: true)
        let runs = [
            CellRun(x: 3, y: 1, cells: [Cell("a"), Cell("b")]),
            CellRun(x: 6, y: 1, cells: [Cell("c", style: green)]),
            CellRun(x: 8, y: 1, cells: [Cell("d", style: green)]),
            CellRun(x: 0, y: 2, cells: [Cell("e")]),
        ]
        #expect(writer.write(runs) == "\u{1b}[2;4Hab\u{1b}[C\u{1b}[0;1;32mc\u{1b}[Cd\u{1b}[3H\u{1b}[0me")
        // The cursor is still known: the next run right after it needs no move.
        #expect(writer.write([CellRun(x: 1, y: 2, cells: [Cell("f")])]) == "f")
    }

    @Test func forgetsTheCursorAfterTheLastColumnAndSkipsContinuations() {
        var writer = AnsiFrameWriter(size: size)
        _ = writer.start()
        let wide = [Cell("漢", width: 2), Cell.continuation]
        #expect(writer.write([CellRun(x: 8, y: 0, cells: wide)]) == "\u{1b}[8C漢")
        #expect(writer.write([CellRun(x: 0, y: 1, cells: [Cell("x")])]) == "\u{1b}[2Hx")
        #expect(AnsiFrameWriter.sgr(CellStyle(foreground: .red, dim: true)) == "\u{1b}[0;2;31m")
    }

    /// Frames of styled text, wide characters and blanks, replayed in a terminal: the screen
    /// equals each frame, cell by cell.
    @Test func replayedFramesEqualTheBuffers() throws {
        let size = Size(columns: 12, rows: 4)
        var writer = AnsiFrameWriter(size: size)
        var terminal = TestTerminal(size: size)
        try terminal.feed(writer.start())
        var previous = Buffer(size: size)
        var seed: UInt64 = 42
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        let texts = ["12", "9,999", "漢字", " ", "█▀▄", "╭─╮", "$-3.50"]
        let styles = [CellStyle.plain, CellStyle(bold: true), CellStyle(dim: true), CellStyle(foreground: .cyan), CellStyle(foreground: .red, bold: true)]
        for _ in 0..<200 {
            var frame = previous
            for _ in 0..<next(4) {
                frame.put(texts[next(texts.count)], at: Point(x: next(size.columns), y: next(size.rows)), style: styles[next(styles.count)])
            }
            try terminal.feed(writer.write(frame.changes(from: previous)))
            #expect(terminal.buffer == frame)
            previous = frame
        }
    }
}

@Suite struct CastRecorderTests {
    @Test func headerAndOneEventPerChangedFrameEndingOnTheLast() throws {
        let size = Size(columns: 8, rows: 2)
        let recorder = CastRecorder(size: size, timestamp: 1_700_000_000, title: "a \"quoted\" title")
        var text = recorder.takePending()
        var previous = Buffer(size: size)
        for (time, value) in [(0.0, "1"), (0.5, "2"), (1.0, "2")] {
            var frame = Buffer(size: size)
            frame.put(value, at: Point(x: 3, y: 1))
            recorder.record(frame, changes: frame.changes(from: previous), at: time)
            text += recorder.takePending()
            previous = frame
        }
        text += recorder.finish(at: 1.0)
        let cast = try CastFile(text)
        #expect(cast.header["version"] as? Int == 2)
        #expect(cast.header["width"] as? Int == 8)
        #expect(cast.header["height"] as? Int == 2)
        #expect(cast.header["timestamp"] as? Int == 1_700_000_000)
        #expect(cast.header["title"] as? String == "a \"quoted\" title")
        #expect(cast.events.map(\.time) == [0, 0.5, 1.0])
        #expect(cast.events.map(\.data) == ["\u{1b}[0m\u{1b}[2J\u{1b}[H\u{1b}[?25l\u{1b}[2;4H1", "\u{1b}[2;4H2", ""])
    }

    @Test func jsonTextEscapesControlsAndFormatsMicroseconds() {
        #expect(JSONText.quoted("a\u{1b}[0m\"\\\n") == "\"a\\u001b[0m\\\"\\\\\\n\"")
        #expect(JSONText.seconds(1.25) == "1.25")
        #expect(JSONText.seconds(1.0 / 60) == "0.016666666666666666")
        #expect(Double(JSONText.seconds(7.0 / 60)) == 7.0 / 60)
        #expect(JSONText.seconds(-1) == "0")
        #expect(JSONText.seconds(.nan) == "0")
        #expect(NumberFormat.fixed(2.5, decimals: 2) == "2.50")
    }
}

@Suite struct SVGRecordingTests {
    /// Frames where some cells change, some stay, and runs split and merge: at the time of
    /// every frame, the pieces alive then cover exactly the frame's non-blank cells.
    @Test func livePiecesAlwaysCoverTheFrameExactly() {
        let size = Size(columns: 14, rows: 3)
        var tracker = SVGPieceTracker(size: size)
        var frames: [(Double, Buffer)] = []
        var previous = Buffer(size: size)
        for k in 0..<40 {
            var frame = Buffer(size: size)
            frame.put("Title", at: Point(x: 4, y: 0), style: CellStyle(bold: true))
            frame.put(String(k * 37 % 1000), at: Point(x: 2 + k % 3, y: 1), style: CellStyle(foreground: .green))
            frame.put(k % 2 == 0 ? "█▀▄ ▄" : "▀▀█  █", at: Point(x: 1, y: 2))
            frame.put(k % 5 == 0 ? "漢" : "ab", at: Point(x: 10, y: 2))
            let time = Double(k) / 10
            tracker.add(frame, changes: frame.changes(from: previous), at: time)
            frames.append((time, frame))
            previous = frame
        }
        let pieces = tracker.finish()
        for (time, frame) in frames {
            var shown = Buffer(size: size)
            for piece in pieces where piece.start <= time && (piece.end.map { time < $0 } ?? true) {
                for (i, cell) in piece.cells.enumerated() {
                    #expect(SVGPiece.isBlank(shown[x: piece.x + i, y: piece.y]), "two pieces on one cell at \(time)")
                    shown.set(cell, x: piece.x + i, y: piece.y)
                }
            }
            #expect(shown.lines == frame.lines, "frame at \(time)")
        }
        // The title never changes: one piece for the whole recording.
        #expect(pieces.filter { $0.y == 0 }.count == 1)
    }

    @Test func documentShowsEachGroupForItsLifetimeWithoutScript() {
        let size = Size(columns: 4, rows: 1)
        let recorder = SVGRecorder(size: size, loop: false)
        var previous = Buffer(size: size)
        for (time, text) in [(0.0, "1 █"), (0.5, "2 █")] {
            var frame = Buffer(size: size)
            frame.put(text, at: Point(x: 0, y: 0))
            recorder.record(frame, changes: frame.changes(from: previous), at: time)
            previous = frame
        }
        let svg = recorder.finish(at: 0.5)
        #expect(!svg.contains("<script"))
        #expect(svg.contains("<g><set attributeName=\"visibility\" to=\"hidden\" begin=\"0.5s\"/><text x=\"0\" y=\"14\" class=\"s0\" textLength=\"9\">1</text></g>"))
        #expect(svg.contains("<g visibility=\"hidden\"><set attributeName=\"visibility\" to=\"visible\" begin=\"0.5s\"/><text x=\"0\" y=\"14\" class=\"s0\" textLength=\"9\">2</text></g>"))
        // The block never changes: drawn once, as a shape, with no animation.
        #expect(svg.contains("\n<path class=\"s0\" d=\"M18,0h9v18h-9z\"/>"))
        let looping = SVGRecorder(size: size, loop: true)
        for (time, text) in [(0.0, "1"), (0.5, "2")] {
            var frame = Buffer(size: size)
            frame.put(text, at: Point(x: 0, y: 0))
            looping.record(frame, changes: frame.changes(from: Buffer(size: size)), at: time)
        }
        let loop = looping.finish(at: 0.5)
        #expect(loop.contains("values=\"visible;hidden\" keyTimes=\"0;0.2\" dur=\"2.5s\" calcMode=\"discrete\" repeatCount=\"indefinite\""))
        #expect(loop.contains("values=\"hidden;visible\" keyTimes=\"0;0.2\""))
    }

    /// A piece holding runs of spaces (a card's empty sparkline row between its borders) keeps
    /// them: browsers collapse spaces in SVG text unless told `white-space:pre` (Chromium does
    /// not honour `xml:space` alone; checked by eye with a live board recording).
    @Test func textKeepsItsSpacesInBrowsers() {
        let svg = SpacedRowSVG.make()
        #expect(svg.contains("<style>text{white-space:pre}"))
        #expect(svg.contains(">│ │        │ │</text>"))
    }
}

@Suite struct OfflineRecordingTests {
    /// Frames on the grid up to the end, and the end itself when it falls between two ticks;
    /// more than the cap (or no end) is nil, computed without overflow.
    @Test func frameCountIsKnownBeforeRendering() {
        #expect(OfflineRecording.frameCount(until: 0, fps: 60) == 1)
        #expect(OfflineRecording.frameCount(until: 1, fps: 60) == 61)
        #expect(OfflineRecording.frameCount(until: 1.005, fps: 100) == 102)
        #expect(OfflineRecording.frameCount(until: 4 * 3600, fps: 60) == 864_001)
        #expect(OfflineRecording.frameCount(until: 24 * 3600, fps: 240) == nil)
        #expect(OfflineRecording.frameCount(until: .infinity, fps: 60) == nil)
        #expect(OfflineRecording.frameCount(until: .nan, fps: 60) == nil)
        #expect(OfflineRecording.frameCount(until: 1e300, fps: 240) == nil)
    }
}
