import Testing
@testable import CounterTUI

/// Rectangles, points and buffer writes at the far ends of `Int`: the public edges hold their
/// arithmetic at `Int.min`/`Int.max`, so nothing traps on a bad index (as `Buffer` promises).
@Suite struct ExtremeGeometryTests {
    @Test func rectanglesAtTheEndsOfIntDoNotOverflow() {
        let far = Rect(x: Int.max - 5, y: 0, columns: 10, rows: 1)
        #expect(far.columns == 5 && far.maxX == Int.max)
        let huge = Rect(x: 0, y: 0, columns: Int.max, rows: Int.max)
        #expect(huge.maxX == Int.max && huge.maxY == Int.max)
        #expect(huge.inset(by: Int.min) == Rect(x: Int.min, y: Int.min, columns: Int.max, rows: Int.max))
        #expect(huge.inset(by: Int.max).size.isEmpty)
        #expect(Rect(x: Int.max, y: Int.max, columns: 10, rows: 10).centered(Size(columns: 3, rows: 1)).size.isEmpty)
        #expect(huge.centered(Size(columns: 4, rows: 2)) == Rect(x: (Int.max - 4) / 2, y: (Int.max - 2) / 2, columns: 4, rows: 2))
        #expect(Rect(x: Int.min, y: Int.min, columns: 4, rows: 4).maxX == Int.min + 4)
        #expect(far.split(columns: 2).map(\.maxX) == [Int.max - 2, Int.max])
        let bounds = Rect(x: 0, y: 0, columns: 80, rows: 24)
        #expect(huge.clipped(to: bounds) == bounds)
        #expect(far.clipped(to: bounds).size.isEmpty)
        #expect(Rect(x: Int.min, y: Int.min, columns: Int.max, rows: Int.max).clipped(to: bounds).size.isEmpty)
    }

    @Test func bufferWritesAtTheEndsOfIntAreIgnored() {
        var buffer = Buffer(size: Size(columns: 8, rows: 2), filling: "x")
        let untouched = buffer
        for x in [Int.min, Int.min + 1, Int.max, Int.max - 1] {
            buffer.put("abc", at: Point(x: x, y: 0))
            buffer.put("a世b", at: Point(x: x, y: 0))
            buffer.put("abc", at: Point(x: 0, y: x))
            buffer.fill(Rect(x: x, y: 0, columns: 10, rows: 1))
            buffer.fill(Rect(x: 0, y: x, columns: 10, rows: 10))
            buffer.fillRow(0, from: x, count: Int.max, with: .blank)
            buffer.put("abc", at: Point(x: 2, y: 0), clip: Rect(x: x, y: x, columns: Int.max, rows: Int.max))
        }
        #expect(buffer == untouched, "\(buffer.lines)")
        // What does reach the buffer still lands.
        buffer.fill(Rect(x: 6, y: 1, columns: Int.max, rows: Int.max), with: Cell("o"))
        buffer.fillRow(0, from: 1, count: Int.max, with: Cell("-"))
        #expect(buffer.lines == ["x-------", "xxxxxxoo"])
    }

    /// A buffer whose cell count overflows `Int` stops with a clear message, not an arithmetic trap.
    @Test func aBufferTooLargeToCountStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Buffer(size: Size(columns: Int.max, rows: 2))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("cell count overflows"), "\(message)")
    }
}
