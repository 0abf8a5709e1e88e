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
        #expect(laps([2.3, 5.5, 7.0]).table.map { $0.split(separator: " ").dropFirst(2).first } == [nil, "0:02", "0:03", "0:02"].map { $0.map { Substring($0) } })
        // A stopwatch started at 1:00 measures its first lap from there.
        #expect(laps([75], origin: 60).fields(0) == ("Lap 1", "0:15", "1:15"))
        // A time that is not a number is never a lap.
        #expect(laps([.nan, .infinity]).isEmpty)
    }

    @Test func theTablePrintedOnExitIsAlignedUnderAHeading() {
        #expect(laps([]).table.isEmpty)
        #expect(laps([12.7, 45.2, 3725.9]).table == [
            "            lap     split",
            "Lap 1      0:12      0:12",
            "Lap 2      0:33      0:45",
            "Lap 3   1:01:20   1:02:05",
        ])
        let table = laps([1, 2]).table
        #expect(table == ["         lap   split", "Lap 1   0:01    0:01", "Lap 2   0:01    0:02"])
    }

    @Test func theNewestLapsThatFitAreDrawnFirstAndCentred() {
        var buffer = Buffer(size: Size(columns: 24, rows: 3), filling: "x")
        laps([1, 2, 4]).render(in: Rect(x: 0, y: 1, columns: 24, rows: 2), style: .plain, into: &buffer)
        #expect(buffer.lines == [
            "xxxxxxxxxxxxxxxxxxxxxxxx",
            "xxLap 3   0:02   0:04xxx",
            "xxLap 2   0:01   0:02xxx",
        ])
    }
}
