import Testing
@testable import CounterTUI

/// `StyledRuns`, what `NcursesScreen.paint` writes: the part of a buffer inside the window at
/// any origin, and every cell in its own column when a wide character is cut by an edge.
@Suite struct StyledRunsTests {
    /// The runs of `cells` as (column, text) pairs.
    static func runs(_ cells: [Cell], x: Int = 0, utf8: Bool = true) -> [(Int, String)] {
        var runs: [(Int, String)] = []
        cells.withUnsafeBufferPointer { pointer in
            StyledRuns.forEach(in: pointer, x: x, utf8: utf8) { _, column, text in
                runs.append((column, String(String.UnicodeScalarView(text.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))))
            }
        }
        return runs
    }

    static func row(_ text: String, columns: Int) -> [Cell] {
        var buffer = Buffer(size: Size(columns: columns, rows: 1))
        buffer.put(text, at: Point(x: 0, y: 0))
        return Array(buffer.cells)
    }

    @Test func originsAtTheEndsOfIntShowNothing() {
        let size = Size(columns: 24, rows: 2)
        let window = Size(columns: 80, rows: 24)
        for origin in [Point(x: Int.min, y: 0), Point(x: 0, y: Int.min), Point(x: Int.max, y: 0), Point(x: 0, y: Int.max),
                       Point(x: Int.min, y: Int.min), Point(x: Int.max, y: Int.max)] {
            #expect(StyledRuns.visible(size, in: window, at: origin) == nil, "\(origin)")
        }
        let cut = StyledRuns.visible(size, in: window, at: Point(x: -5, y: -1))
        #expect(cut?.columns == 5..<24 && cut?.rows == 1..<2)
        let right = StyledRuns.visible(size, in: window, at: Point(x: 73, y: 23))
        #expect(right?.columns == 0..<7 && right?.rows == 0..<1)
    }

    /// `界AB` drawn from its second column (the window's left edge cuts 界): a blank, then A and
    /// B in their own columns (they used to shift one column left).
    @Test func aWideCharacterCutByTheLeftEdgeIsABlank() {
        let cells = Self.row("界AB", columns: 4)
        let runs = Self.runs(Array(cells[1...]), x: 0)
        #expect(runs.count == 1 && runs[0].0 == 0 && runs[0].1 == " AB", "\(runs)")
    }

    /// `AB界` cut after its third column (the window's right edge cuts 界): a blank, so ncurses
    /// has nothing to wrap to the next row.
    @Test func aWideCharacterCutByTheRightEdgeIsABlank() {
        let cells = Self.row("AB界", columns: 4)
        let runs = Self.runs(Array(cells[..<3]), x: 5)
        #expect(runs.count == 1 && runs[0].0 == 5 && runs[0].1 == "AB ", "\(runs)")
        let whole = Self.runs(cells, x: 5)
        #expect(whole.count == 1 && whole[0].1 == "AB界", "\(whole)")
    }

    /// Without a UTF-8 locale a wide character is one `?`: its continuation is a blank, so what
    /// follows keeps its column.
    @Test func aWideCharacterOutsideUTF8KeepsItsTwoColumns() {
        let runs = Self.runs(Self.row("界AB", columns: 4), utf8: false)
        #expect(runs.count == 1 && runs[0].1 == "? AB", "\(runs)")
    }
}
