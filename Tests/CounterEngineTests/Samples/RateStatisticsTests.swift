import Testing
@testable import CounterEngine

/// `RateStatistics`: the lowest and highest count of one whole second of a run, seconds with
/// nothing counting 0, the second under way left out.
@Suite struct RateStatisticsTests {
    @Test func wholeSecondsOnly() {
        var statistics = RateStatistics(start: 10)
        #expect(statistics.extremes(at: 10.9) == nil)
        statistics.add(100, at: 10.5)
        statistics.add(250, at: 11.2)
        statistics.add(400, at: 11.9)
        // The first second had 100; the second, still under way, is left out.
        #expect(statistics.extremes(at: 11.95).map { [$0.minimum, $0.maximum] } == [100, 100])
        // Asked later: the second second (300) is whole, and the seconds after it had nothing.
        #expect(statistics.extremes(at: 12.5).map { [$0.minimum, $0.maximum] } == [100, 300])
        #expect(statistics.extremes(at: 14).map { [$0.minimum, $0.maximum] } == [0, 300])
    }

    @Test func aPauseCountsZeroAndManyTotalsCostNothing() {
        var statistics = RateStatistics()
        // 1000 totals a second, 50 each, for 3 s; nothing for 2 s; then 10 a second.
        var total = 0.0
        for i in 1...3000 {
            total += 50
            statistics.add(total, at: Double(i) / 1000 - 0.0005)
        }
        statistics.add(total + 10, at: 5.5)
        statistics.add(total + 20, at: 6.5)
        #expect(statistics.extremes(at: 7).map { [$0.minimum, $0.maximum] } == [0, 50_000])
        // Nonsense is ignored; a time before the last counts in the last one's second.
        statistics.add(.nan, at: 8)
        statistics.add(total + 30, at: 1)
        #expect(statistics.total == total + 30)
    }

    /// A total given at the start instant was there before the run (a file `--pid` first sees
    /// part-way through): the first second counts from it. 2,000,000 bytes in, then 1,000 a
    /// second: each whole second is 1,000, not 2,001,000.
    @Test func aTotalAtTheStartIsWhereTheFirstSecondCountsFrom() {
        var statistics = RateStatistics(start: 4)
        statistics.add(2_000_000, at: 4)
        statistics.add(2_000_500, at: 4.5)
        statistics.add(2_001_000, at: 4.99)
        statistics.add(2_002_000, at: 5.99)
        #expect(statistics.extremes(at: 6).map { [$0.minimum, $0.maximum] } == [1_000, 1_000])
        // Only the start instant: a total given later in the first second is counted.
        var later = RateStatistics(start: 4)
        later.add(2_000_000, at: 4.01)
        #expect(later.extremes(at: 5).map { [$0.minimum, $0.maximum] } == [2_000_000, 2_000_000])
    }

    /// Through `Throughput`, as `--pid` gives it: the minimum and maximum agree with the rate.
    @Test func theThroughputsExtremesCountFromTheTotalAtTheStart() {
        var meter = Throughput(noun: "bytes", window: 5, start: 0)
        meter.add(2_000_000, at: 0)
        for second in 1...3 { meter.add(2_000_000 + Double(second) * 1_048_576, at: Double(second) - 0.01) }
        #expect(meter.extremes(at: 3).map { [$0.minimum, $0.maximum] } == [1_048_576, 1_048_576])
    }
}
