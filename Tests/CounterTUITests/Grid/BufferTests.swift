import Testing
@testable import CounterTUI

@Suite struct BufferTests {
    @Test func writesAreClippedToTheBuffer() {
        var b = Buffer(size: Size(columns: 5, rows: 2), filling: "x")
        let advanced = b.put("hello world", at: Point(x: 2, y: 0))
        #expect(advanced == 3)
        b.put("ab", at: Point(x: -1, y: 1))
        b.put("zz", at: Point(x: 0, y: 5))
        b.put("zz", at: Point(x: 0, y: -1))
        #expect(b.lines == ["xxhel", "bxxxx"])
    }

    @Test func writesAreClippedToARectangle() {
        var b = Buffer(size: Size(columns: 6, rows: 3), filling: "x")
        let clip = Rect(x: 1, y: 1, columns: 3, rows: 1)
        b.put("abcdef", at: Point(x: 0, y: 1), clip: clip)
        b.put("abcdef", at: Point(x: 0, y: 0), clip: clip)
        #expect(b.lines == ["xxxxxx", "xbcdxx", "xxxxxx"])
    }

    /// Printable ASCII takes a shortcut (a cell a byte, clipped once): it must write what the
    /// general path writes (forced here by a zero-width space, which the general path drops).
    @Test func asciiShortcutWritesWhatTheGeneralPathWrites() {
        let clips: [Rect?] = [nil, Rect(x: 2, y: 1, columns: 5, rows: 2), Rect(x: -2, y: 0, columns: 30, rows: 9),
                              Rect(x: 4, y: 2, columns: 0, rows: 1)]
        for clip in clips {
            for y in -1...4 {
                for x in -12...12 {
                    var fast = Buffer(size: Size(columns: 10, rows: 3), filling: "x")
                    var general = fast
                    let a = fast.put("12,345.67", at: Point(x: x, y: y), style: CellStyle(bold: true), clip: clip)
                    let b = general.put("12,345.67\u{200B}", at: Point(x: x, y: y), style: CellStyle(bold: true), clip: clip)
                    #expect(fast == general, "at \(x),\(y) clip \(String(describing: clip))")
                    #expect(a == b, "advance at \(x),\(y) clip \(String(describing: clip))")
                }
            }
        }
    }

    @Test func wideCharactersTakeTwoCellsAndNeverHalfFit() {
        var b = Buffer(size: Size(columns: 5, rows: 1), filling: "x")
        b.put("中文中", at: Point(x: 0, y: 0))
        #expect(b[x: 0, y: 0].width == 2)
        #expect(b[x: 1, y: 0].width == 0)
        #expect(b.lines == ["中文 "])
    }

    @Test func controlCharactersNeverReachTheGrid() {
        var b = Buffer(size: Size(columns: 8, rows: 1), filling: "x")
        b.put("a\u{1b}[2J\u{7}b\u{202E}c", at: Point(x: 0, y: 0))
        #expect(b.lines == ["a[2Jbcxx"])
    }

    @Test func degenerateSizesDoNotTrap() {
        var empty = Buffer(size: Size(columns: 0, rows: 0))
        empty.put("abc", at: Point(x: 0, y: 0))
        empty.fill(Rect(x: -5, y: -5, columns: 50, rows: 50))
        #expect(empty.lines == [])
        var one = Buffer(size: Size(columns: 1, rows: 1), filling: "x")
        one.put("中", at: Point(x: 0, y: 0))
        #expect(one.lines == [" "])
        #expect(Size(columns: -3, rows: -1) == .zero)
    }

    @Test func fillStaysInside() {
        var b = Buffer(size: Size(columns: 3, rows: 2), filling: "x")
        b.fill(Rect(x: 2, y: 1, columns: 10, rows: 10), with: Cell("o"))
        #expect(b.lines == ["xxx", "xxo"])
    }
}
