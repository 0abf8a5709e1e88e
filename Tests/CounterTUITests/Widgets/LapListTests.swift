import CounterEngine
import Testing
@testable import CounterTUI

/// `LapList`: a stopwatch's laps, each its lap time and split in the stopwatch's format (down
/// to the unit shown, as the stopwatch shows its time), newest first under the time, and the
/// whole table printed on exit.
@Suite struct LapListTests {
    func laps(_ splits: [Double], origin: Double = 0, format: NumberFormat = .time) -> LapList {
        var list = LapList(origin: origin, format: format)
        for split in splits { list.record(split) }
        return list
    }

    @Test func eachLapIsItsTimeAndItsSplit() {
        let list = laps([12.7, 45.2, 3725.9])
        #expect(list.count == 3)
        #expect(list.fields(0) == ("Lap 1", "0:12", "0:12"))
        // Each lap is the difference of the splits shown, so the laps add up to the split.
        #expect(list.fields(1) == ("Lap 2", "0:33", "0:45"))
        #expect(list.fields(2) == ("Lap 3", "1:01:20", "1:02:05"))
        #expect(laps([2.3, 5.5, 7.0]).table.prefix(4).map { $0.split(separator: " ").dropFirst(2).first } == [nil, "0:02", "0:03", "0:02"].map { $0.map { Substring($0) } })
        // A stopwatch started at 1:00 measures its first lap from there.
        #expect(laps([75], origin: 60).fields(0) == ("Lap 1", "0:15", "1:15"))
        // A time that is not a number is never a lap.
        #expect(laps([.nan, .infinity]).isEmpty)
    }

    @Test func theTablePrintedOnExitIsAlignedUnderAHeading() {
        #expect(laps([]).table.isEmpty)
        // One lap: nothing to compare, no statistics.
        #expect(laps([12.7]).table == ["         lap   split", "Lap 1   0:12    0:12"])
        // Two or more: the fastest and the slowest marked, and the statistics under the laps.
        #expect(laps([12.7, 45.2, 3725.9]).table == [
            "            lap     split",
            "Lap 1      0:12      0:12   fastest",
            "Lap 2      0:33      0:45",
            "Lap 3   1:01:20   1:02:05   slowest",
            "",
            "fastest   Lap 1      0:12",
            "slowest   Lap 3   1:01:20",
            "average             20:42",
        ])
        // Laps all as long: none marked.
        let table = laps([1, 2]).table
        #expect(table == ["         lap   split", "Lap 1   0:01    0:01", "Lap 2   0:01    0:02", "",
                          "fastest   Lap 1   0:01", "slowest   Lap 1   0:01", "average           0:01"])
    }

    @Test func statisticsAreOfTheLapsAsShownWithTheirDecimals() {
        let tenths = NumberFormat.time(.automatic, decimals: 1)
        let list = laps([12.41, 20.0, 32.55], format: tenths)
        // Laps 0:12.4, 0:07.6, 0:12.5: the average of those shown, 32.5 / 3.
        #expect(list.statistics == LapStatistics(units: [124, 76, 125]))
        #expect(list.statistics?.fastest == 1 && list.statistics?.slowest == 2)
        #expect(Array(list.table.suffix(3)) == ["fastest   Lap 2   0:07.6", "slowest   Lap 3   0:12.5", "average           0:10.8"])
        #expect(laps([5]).statistics == nil)
    }

    @Test func theNewestLapsThatFitAreDrawnFirstAndCentred() {
        var buffer = Buffer(size: Size(columns: 24, rows: 3), filling: "x")
        laps([1, 2, 4]).render(in: Rect(x: 0, y: 1, columns: 24, rows: 2), style: .plain, into: &buffer)
        // Too narrow for the marks: left out.
        #expect(buffer.lines == [
            "xxxxxxxxxxxxxxxxxxxxxxxx",
            "xxLap 3   0:02   0:04xxx",
            "xxLap 2   0:01   0:02xxx",
        ])
        // Room for the marks and the statistics under the newest laps.
        var wide = Buffer(size: Size(columns: 34, rows: 6))
        laps([1, 2, 4]).render(in: Rect(x: 0, y: 0, columns: 34, rows: 6), style: .plain, into: &wide)
        #expect(wide.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) } == [
            "  Lap 3   0:02   0:04   slowest",
            "  Lap 2   0:01   0:02",
            "",
            "  fastest   Lap 1   0:01",
            "  slowest   Lap 3   0:02",
            "  average           0:01",
        ])
    }
}
