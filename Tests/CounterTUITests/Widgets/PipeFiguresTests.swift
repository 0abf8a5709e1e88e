import CounterEngine
import Testing
@testable import CounterTUI

/// The figures under a running total, drawn into an `x`-filled buffer so stray writes show.
@Suite struct PipeFiguresTests {
    /// 60 lines a second for 2 s, 120 of 480 expected.
    var throughput: Throughput {
        var throughput = Throughput(noun: "lines", expected: 480)
        throughput.add(60, at: 1)
        throughput.add(120, at: 2)
        return throughput
    }

    func frame(_ figures: PipeFigures, columns: Int, rows: Int = 2) -> [String] {
        var buffer = Buffer(size: Size(columns: columns, rows: rows), filling: "x")
        figures.render(in: Rect(x: 0, y: 0, columns: columns, rows: rows), into: &buffer)
        return buffer.lines
    }

    /// A 35-cell bar (40 columns less the percent) a quarter full, then the rate (a decimal under
    /// 100), the time counting and the time left at the rate (360 lines at 60 a second).
    @Test func theBarThePercentAndTheFiguresAreCentred() {
        #expect(frame(PipeFigures(throughput: throughput, time: 2, format: .int, ascii: false), columns: 40) == [
            "████████░░░░░░░░░░░░░░░░░░░░░░░░░░░ 25 %",
            "xxxx60.0 lines/s · 0:02 · 0:06 leftxxxxx",
        ])
        #expect(frame(PipeFigures(throughput: throughput, time: 2, format: .int, ascii: true), columns: 40) == [
            "########--------------------------- 25 %",
            "xxxx60.0 lines/s - 0:02 - 0:06 leftxxxxx",
        ])
    }

    /// While the number animates toward the total, the bar and the percent show the number on
    /// screen, not the total it is heading for.
    @Test func theBarFollowsTheShownCount() {
        let lines = frame(PipeFigures(throughput: throughput, time: 2, shown: 60, format: .int, ascii: false), columns: 40)
        #expect(lines[0] == "████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 12 %")
    }

    /// No expected total: one row of figures; too narrow for a bar: the percent alone; one row:
    /// the bar only.
    @Test func whatFitsIsShown() {
        var open = Throughput(noun: "bytes")
        open.add(1000, at: 4)
        #expect(PipeFigures.rows(for: open) == 1 && PipeFigures.rows(for: throughput) == 2)
        #expect(frame(PipeFigures(throughput: open, time: 4, format: .int, ascii: false), columns: 24, rows: 1)
            == ["xxx250 bytes/s · 0:04xxx"])
        #expect(frame(PipeFigures(throughput: throughput, time: 2, format: .int, ascii: false), columns: 8)[0] == "xx25 %xx")
        #expect(frame(PipeFigures(throughput: throughput, time: 2, format: .int, ascii: false), columns: 40, rows: 1)
            == ["████████░░░░░░░░░░░░░░░░░░░░░░░░░░░ 25 %"])
    }
}
