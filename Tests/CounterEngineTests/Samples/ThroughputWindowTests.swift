import Testing
@testable import CounterEngine

/// `Throughput` over its window at any pace (issue 37): with many totals a second the rate stayed
/// total / 5 s once the samples were thinned; with few, the window's start is read between two
/// totals; a stall makes it 0 within a second, and the flow that comes back is measured from its
/// return. Reference values are the pace the totals were made at.
@Suite struct ThroughputWindowTests {
    static let pace = 40.0 * 1_048_576

    /// `meter` fed `reads` totals a second at `pace` from `from` to `to` (seconds).
    static func feed(_ meter: inout Throughput, reads: Double, from: Double = 0, to: Double, base: Double = 0) {
        let count = Int(((to - from) * reads).rounded())
        for i in 1...count {
            let time = from + Double(i) / reads
            meter.add(base + pace * (time - from), at: time)
        }
    }

    /// The share `rate` is off `pace` by: a total read at a window's start is the last one
    /// reached, so a rate is right within one delivery of the window's worth.
    static func error(_ rate: Double?) -> Double { abs((rate ?? 0) - pace) / pace }

    @Test func manyTotalsASecondKeepTheWindow() {
        // 1000 deliveries a second for 12 s: the old thinning read 96 MiB/s at 12 s.
        var meter = Throughput(noun: "bytes")
        Self.feed(&meter, reads: 1000, to: 12)
        for second in 1...12 {
            var early = Throughput(noun: "bytes")
            Self.feed(&early, reads: 1000, to: Double(second))
            #expect(Self.error(early.rate(at: Double(second))) < 0.0005, "at \(second) s: \(early.rate(at: Double(second)) ?? -1)")
        }
        #expect(Self.error(meter.rate(at: 12)) < 0.0005)
        // 100,000 a second, 1 GiB/s: the same.
        var fast = Throughput(noun: "bytes", window: 2)
        for i in 1...600_000 { fast.add(Double(i) * 10_737.41824, at: Double(i) / 100_000) }
        #expect(abs((fast.rate(at: 6) ?? 0) - 1_073_741_824) / 1_073_741_824 < 0.00001)
    }

    @Test func fewTotalsASecondAreReadBetweenThem() {
        // 10 a second, 4 MiB each: the window's start falls between two of them.
        var meter = Throughput(noun: "bytes")
        Self.feed(&meter, reads: 10, to: 7)
        // Just after a delivery and just before the next: within one delivery of the pace.
        #expect(Self.error(meter.rate(at: 7.0)) < 0.02, "\(meter.rate(at: 7.0) ?? -1)")
        #expect(Self.error(meter.rate(at: 7.05)) < 0.02, "\(meter.rate(at: 7.05) ?? -1)")
        // One a second, a window of 5: the same within a fifth.
        var slow = Throughput(noun: "bytes")
        Self.feed(&slow, reads: 1, to: 9)
        #expect(Self.error(slow.rate(at: 9)) < 0.2)
    }

    @Test func aStallIsZeroWithinASecondAndTheFlowIsMeasuredFromItsReturn() {
        var meter = Throughput(noun: "bytes", expected: Self.pace * 30)
        Self.feed(&meter, reads: 100, to: 6)
        #expect(Self.error(meter.rate(at: 6)) < 0.003)
        #expect(meter.remaining(at: 6).map { abs($0 - 24) < 0.1 } == true)
        // Half a second into the pause: the window holds half a second of nothing.
        #expect(abs((meter.rate(at: 6.5) ?? 0) - Self.pace * 0.9) / Self.pace < 0.003)
        // A second into it: 0, and the time left unknown.
        #expect(meter.rate(at: 7) == 0 && meter.remaining(at: 7) == nil)
        #expect(meter.figures(at: 7, format: .int).hasSuffix("… left"))
        // The flow comes back at 10 s: measured from there, not across the pause.
        Self.feed(&meter, reads: 100, from: 10, to: 11, base: meter.total)
        #expect(Self.error(meter.rate(at: 11)) < 0.011, "\(meter.rate(at: 11) ?? -1)")
        #expect(meter.remaining(at: 11) != nil)
        Self.feed(&meter, reads: 100, from: 11, to: 16, base: meter.total)
        #expect(Self.error(meter.rate(at: 16)) < 0.003)
    }

    @Test func aBurstAfterAPauseCountsFromItsReturn() {
        // `(seq 1 1000; sleep 2.5; seq 1 1000; sleep 2.2) | counter-tui --count-lines`: the
        // second 1,000 came in one delivery at 2.5 s; the rate showed 0 with them counted as
        // the flow's start. Measured from the total before them: 1,000 over the time since.
        var meter = Throughput(noun: "lines")
        meter.add(1000, at: 0.01)
        meter.add(2000, at: 2.5)
        #expect(meter.rate(at: 3.0) == 2000)
        #expect(abs((meter.rate(at: 3.4) ?? 0) - 1000 / 0.9) < 1e-6)
        // A second after it, nothing new: 0 as for any stall.
        #expect(meter.rate(at: 3.5) == 0)
        // A burst in several deliveries: each counts, from the total before the first.
        var split = Throughput(noun: "lines")
        split.add(1000, at: 0.01)
        split.add(1500, at: 4)
        split.add(2000, at: 4.2)
        #expect(split.rate(at: 4.5) == 2000)
    }

    @Test func theWindowIsTheOneAsked() {
        // 10 MiB/s for 10 s, then the pace: a 2 s window has only the pace, a 10 s one both.
        for window in [2.0, 10.0] {
            var meter = Throughput(noun: "bytes", window: window)
            for i in 1...1000 { meter.add(Double(i) * Self.pace / 400, at: Double(i) / 100) }
            Self.feed(&meter, reads: 100, from: 10, to: 12, base: meter.total)
            let expected = window == 2 ? Self.pace : (Self.pace / 4 * 8 + Self.pace * 2) / 10
            #expect(abs((meter.rate(at: 12) ?? 0) - expected) / expected < 0.001, "\(window): \(meter.rate(at: 12) ?? -1)")
        }
    }

    @Test func theRunEndsWithItsStatistics() {
        // 100 a second, 200, 300, nothing, 100, and half a second at 1000 (left out: not whole).
        var meter = Throughput(noun: "lines")
        var total = 0.0
        for (second, count) in [100.0, 200, 300, 0, 100].enumerated() {
            for i in 0..<10 where count > 0 {
                total += count / 10
                meter.add(total, at: Double(second) + Double(i) / 10 + 0.05)
            }
        }
        meter.add(total + 500, at: 5.25)
        meter.finish(at: 5.5)
        #expect(meter.extremes(at: 9).map { [$0.minimum, $0.maximum] } == [0, 300])
        #expect(meter.fields(at: 9) == "lines=1200 rate=218/s elapsed=5.5s avg=218/s min=0.0/s max=300/s")
        var minute = Throughput(noun: "lines", unit: .minute)
        minute.add(10, at: 0.5)
        minute.add(30, at: 1.5)
        minute.finish(at: 2)
        #expect(minute.fields(at: 2) == "lines=30 rate=900/min elapsed=2.0s avg=900/min min=600/min max=1200/min")
        // Under a second: the average only.
        var short = Throughput(noun: "lines")
        short.add(3, at: 0.1)
        short.finish(at: 0.5)
        #expect(short.fields(at: 1) == "lines=3 rate=6.0/s elapsed=0.5s avg=6.0/s")
    }

    @Test func theSummaryNamesTheAverageBesideTheLowestAndHighest() {
        #expect(CountSummary.line(total: 134_817, seconds: 2.1, noun: "lines", extremes: (60_120, 68_001))
                == "134,817 lines in 2.10 s, 64,199 lines/s avg, min 60,120 lines/s, max 68,001 lines/s")
        #expect(CountSummary.line(total: 3 * 1_048_576, seconds: 3, noun: "bytes", format: .units(.bytes), expected: 4_194_304,
                                   ending: .inputEnded, extremes: (0, 2 * 1_048_576))
                == "3.0 MiB in 3.00 s, 1.0 MiB/s avg, min 0 B/s, max 2.0 MiB/s; the input ended at 75 % of the 4.0 MiB expected")
        #expect(CountSummary.line(total: 120, seconds: 2, noun: "lines", unit: .minute, extremes: (50, 70))
                == "120 lines in 2.00 s, 3,600 lines/min avg, min 3,000 lines/min, max 4,200 lines/min")
    }

    /// A total already there when counting began (a file `--pid` first sees part-way through)
    /// is where the rates count from: 10 bytes in, then 40 more in a second is 40/s, not 50.
    @Test func aTotalAtTheStartIsWhereTheRatesCountFrom() {
        var meter = Throughput(noun: "bytes", window: 5, start: 3)
        meter.add(10, at: 3)
        meter.add(50, at: 4)
        #expect(meter.rate(at: 4) == 40)
        #expect(meter.averageRate == 40)
        meter.finish(at: 5)
        #expect(meter.rate(at: 5) == 20)
    }
}
