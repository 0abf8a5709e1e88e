import CounterEngine
import Testing
@testable import CounterTUI

/// `SparklineRow`: a fixed axis has its range printed small (dimmed) at the sparkline's ends,
/// when the row has room for it and at least four samples; a free axis prints none.
@Suite struct SparklineRowTests {
    func row(_ width: Int, history: SampleHistory, ends: (low: String, high: String)?) -> (String, Buffer) {
        var buffer = Buffer(size: Size(columns: width, rows: 1))
        buffer.fill(Rect(x: 0, y: 0, columns: width, rows: 1), with: Cell("x"))
        SparklineRow(levels: CounterEngine.Sparkline.blocks).showing(history, style: .plain, ends: ends)
            .render(in: Rect(x: 0, y: 0, columns: width, rows: 1), into: &buffer)
        return (buffer.lines[0], buffer)
    }

    @Test func theAxisEndsAreAtTheSparklinesEnds() {
        var history = SampleHistory(capacity: 6, lower: 0, upper: 100)
        for v in [0.0, 50, 100] { history.append(v) }
        let (line, buffer) = row(20, history: history, ends: ("0%", "100%"))
        // The row as wide as the history (6), newest on the right, the ends beside it; centred.
        #expect(line == "xxx0%xxxx▁▅█x100%xxx", "\(line)")
        #expect(buffer[x: 3, y: 0].style.dim && buffer[x: 13, y: 0].style.dim && !buffer[x: 10, y: 0].style.dim)
    }

    @Test func noRoomNoEnds() {
        var history = SampleHistory(capacity: 6, lower: 0, upper: 100)
        for v in [0.0, 50, 100] { history.append(v) }
        // 8 columns: 4 samples no longer fit beside "0%" and "100%".
        #expect(row(8, history: history, ends: ("0%", "100%")).0 == "xxxx▁▅█x")
        var free = SampleHistory(capacity: 3)
        for v in [0.0, 50, 100] { free.append(v) }
        #expect(row(5, history: free, ends: nil).0 == "x▁▅█x")
    }
}
