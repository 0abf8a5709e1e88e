import Testing
@testable import CounterTUI

@Suite struct BufferDiffTests {
    @Test func identicalFramesHaveNoChanges() {
        var a = Buffer(size: Size(columns: 10, rows: 3))
        a.put("1234", at: Point(x: 2, y: 1))
        #expect(a.changes(from: a).isEmpty)
    }

    @Test func oneChangedCellIsOneRun() {
        var a = Buffer(size: Size(columns: 10, rows: 3))
        a.put("1234", at: Point(x: 2, y: 1))
        var b = a
        b.put("5", at: Point(x: 5, y: 1))
        let runs = b.changes(from: a)
        #expect(runs == [CellRun(x: 5, y: 1, cells: [Cell("5")])])
    }

    @Test func separateChangesAreSeparateRuns() {
        let a = Buffer(size: Size(columns: 10, rows: 2))
        var b = a
        b.put("ab", at: Point(x: 0, y: 0))
        b.put("c", at: Point(x: 9, y: 1))
        let runs = b.changes(from: a)
        #expect(runs.map(\.x) == [0, 9])
        #expect(runs.map(\.y) == [0, 1])
        #expect(runs.map(\.cells.count) == [2, 1])
    }

    @Test func styleChangesCount() {
        let a = Buffer(size: Size(columns: 3, rows: 1))
        var b = a
        b.set(Cell(" ", style: CellStyle(bold: true)), x: 1, y: 0)
        #expect(b.changes(from: a).count == 1)
    }

    @Test func aNewSizeRedrawsEveryRow() {
        let a = Buffer(size: Size(columns: 3, rows: 1))
        let b = Buffer(size: Size(columns: 4, rows: 2))
        #expect(b.changes(from: a).count == 2)
        #expect(b.changes(from: nil).map(\.cells.count) == [4, 4])
    }

    @Test func wideCharacterHalvesTravelTogether() {
        var a = Buffer(size: Size(columns: 4, rows: 1))
        a.put("中", at: Point(x: 1, y: 0))
        var b = a
        b.put("文", at: Point(x: 1, y: 0))
        let runs = b.changes(from: a)
        #expect(runs.count == 1)
        #expect(runs[0].x == 1)
        #expect(runs[0].cells.count == 2)
    }
}
