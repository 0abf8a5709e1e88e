import Testing
@testable import CounterTUI
import CounterTestSupport

/// `MemoryScreen`, the `Screen` of tests and `--frame-at`: runs written where they say, counted,
/// flushed, and cleared by a resize.
@Suite struct MemoryScreenTests {
    @Test func runsLandWhereTheySayAndAreCounted() {
        let memory = MemoryScreen(size: Size(columns: 6, rows: 2))
        let screen: Screen = memory
        screen.write([CellRun(x: 1, y: 1, cells: [Cell("4"), Cell("2")]), CellRun(x: 4, y: 0, cells: [Cell("!")])])
        screen.flush()
        #expect(memory.frame.lines == ["    ! ", " 42   "])
        #expect(memory.cellsWritten == 3 && memory.flushes == 1)
        // A run past the edge is clipped, not a trap.
        screen.write([CellRun(x: 5, y: 1, cells: [Cell("a"), Cell("b")])])
        #expect(memory.frame.lines[1] == " 42  a")
    }

    @Test func aResizeClearsTheScreen() {
        let memory = MemoryScreen(size: Size(columns: 3, rows: 1))
        memory.write([CellRun(x: 0, y: 0, cells: [Cell("x")])])
        memory.resize(to: Size(columns: 4, rows: 2))
        #expect(memory.size == Size(columns: 4, rows: 2))
        #expect(memory.frame.lines == ["    ", "    "])
    }
}
