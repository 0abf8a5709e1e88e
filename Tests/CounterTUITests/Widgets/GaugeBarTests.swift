import CounterEngine
import Testing
@testable import CounterTUI

/// A gauge's bar fills its share of the width from the left, in eighths of a cell at its end
/// (whole cells in ASCII), clamped to empty and full.
@Suite struct GaugeBarTests {
    func row(_ fraction: Double, columns: Int, ascii: Bool = false) -> String {
        var buffer = Buffer(size: Size(columns: columns, rows: 1))
        GaugeBar(fraction: fraction, filled: .plain, ascii: ascii).render(in: Rect(x: 0, y: 0, columns: columns, rows: 1), into: &buffer)
        return buffer.lines[0]
    }

    @Test func theEndIsDrawnInEighths() {
        #expect(row(0.5, columns: 3) == "█▌░")
        #expect(row(0.73, columns: 10) == "███████▎░░")
        #expect(row(1.0 / 80, columns: 10) == "▏░░░░░░░░░")
        #expect(row(0, columns: 4) == "░░░░")
        #expect(row(1, columns: 4) == "████")
    }

    @Test func valuesOutsideTheRangeAreClamped() {
        #expect(row(1.7, columns: 4) == "████")
        #expect(row(-0.2, columns: 4) == "░░░░")
        #expect(row(.nan, columns: 4) == "░░░░")
    }

    @Test func asciiFillsWholeCells() {
        #expect(row(0.73, columns: 10, ascii: true) == "#######---")
        // Rounded down: 7.6 cells is 7 (it was 8, a bar fuller than its value).
        #expect(row(0.76, columns: 10, ascii: true) == "#######---")
        #expect(row(0.8, columns: 10, ascii: true) == "########--")
    }

    /// 95 of 100 drew a full `#######` in 7 ASCII cells, 99.6 a full bar of eighths at 38
    /// columns: the bar is rounded down, full only at the maximum.
    @Test func onlyTheMaximumFillsTheBar() {
        #expect(row(0.95, columns: 7, ascii: true) == "######-")
        #expect(row(0.996, columns: 38) == String(repeating: "█", count: 37) + "▊")
        #expect(row(0.999, columns: 4) == "███▉")
        #expect(row(0.29, columns: 100, ascii: true).filter { $0 == "#" }.count == 29)
    }

    @Test func everyRowOfATallBarIsTheSame() {
        var buffer = Buffer(size: Size(columns: 6, rows: 3))
        GaugeBar(fraction: 0.5, filled: .plain, ascii: false).render(in: Rect(x: 1, y: 0, columns: 4, rows: 3), into: &buffer)
        #expect(buffer.lines == [" ██░░ ", " ██░░ ", " ██░░ "])
    }
}
