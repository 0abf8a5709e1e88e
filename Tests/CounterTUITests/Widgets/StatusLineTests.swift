import Testing
@testable import CounterTUI

/// `StatusLine`: the text, made inert, on the last row; the area above it is what is left.
@Suite struct StatusLineTests {
    @Test func theLastRowAndTheAreaAboveIt() {
        var buffer = Buffer(size: Size(columns: 12, rows: 3), filling: "x")
        let area = StatusLine.draw("! timed out", theme: .monochrome, into: &buffer)
        #expect(area == Rect(x: 0, y: 0, columns: 12, rows: 2))
        #expect(buffer.lines == ["xxxxxxxxxxxx", "xxxxxxxxxxxx", "! timed outx"])
    }

    @Test func noTextOrOneRowLeavesTheWholeBuffer() {
        var buffer = Buffer(size: Size(columns: 5, rows: 3), filling: "x")
        #expect(StatusLine.draw("", theme: .monochrome, into: &buffer) == buffer.bounds)
        var one = Buffer(size: Size(columns: 5, rows: 1), filling: "x")
        #expect(StatusLine.draw("status", theme: .monochrome, into: &one) == one.bounds)
        #expect(one.lines == ["xxxxx"])
    }

    @Test func escapesFromDataAreRemovedAndTheStyleIsTheThemes() {
        var buffer = Buffer(size: Size(columns: 20, rows: 2))
        _ = StatusLine.draw("a\u{1b}[31mb\u{7}", theme: .colored(), into: &buffer)
        #expect(buffer.lines[1] == "a[31mb              ")
        #expect(buffer[x: 0, y: 1].style == Theme.colored().style(.status))
    }
}
