import CounterTUI
import Testing

@Suite struct FrameStatsTests {
    /// Found by the soak: every interval was kept (28 KiB a minute at 60 fps). Now a fixed-size
    /// uniform sample stands for the whole run.
    @Test func memoryStaysFlatAndQuantilesStayTrue() {
        var stats = FrameStats()
        var now = 0.0
        for i in 0..<100_000 {
            // Every 50th frame comes 40 ms late: 2 % of the intervals.
            now += i % 50 == 49 ? 0.05 : 0.01
            stats.record(frameAt: now, period: 0.01)
        }
        #expect(stats.intervals.count == FrameStats.sampleLimit)
        #expect(stats.intervalCount == 99_999)
        #expect(stats.frames == 100_000)
        #expect(stats.lateFrames == 2_000)
        #expect(abs((stats.interval(quantile: 0.5) ?? 0) - 0.01) < 1e-9)
        #expect(abs((stats.interval(quantile: 0.995) ?? 0) - 0.05) < 1e-9)
        #expect(abs((stats.interval(quantile: 0.95) ?? 0) - 0.01) < 1e-9)
        // The sample is spread over the whole run, not its first frames only.
        let late = stats.intervals.filter { $0 > 0.03 }.count
        #expect((60...110).contains(late), "\(late) late intervals in the sample of 4096 (expected about 82)")
    }

    @Test func shortRunsKeepEveryInterval() {
        var stats = FrameStats()
        for i in 0...100 { stats.record(frameAt: Double(i) * 0.02, period: 0.02) }
        #expect(stats.intervals.count == 100)
        #expect(stats.intervals.allSatisfy { abs($0 - 0.02) < 1e-9 })
    }
}
