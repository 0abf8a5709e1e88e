import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

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
