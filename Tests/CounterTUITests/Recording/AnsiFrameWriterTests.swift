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
