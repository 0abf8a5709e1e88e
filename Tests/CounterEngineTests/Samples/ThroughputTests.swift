import Testing
@testable import CounterEngine

/// `Throughput`: the rate over the last window (not since the start), the elapsed time stopping at
/// the end, the average once the input ended, and the fraction and time left of an expected total.
@Suite struct ThroughputTests {
    @Test func theRateIsOverTheLastWindow() {
        var meter = Throughput(noun: "lines", window: 2)
        #expect(meter.rate(at: 0) == nil)
        // 100 a second for 4 s, then 1000 a second for 2 s.
        for t in 1...4 { meter.add(Double(t * 100), at: Double(t)) }
        #expect(meter.rate(at: 4) == 100)
        meter.add(1400, at: 5)
        meter.add(2400, at: 6)
        #expect(meter.rate(at: 6) == 1000)
        // Half a second later with nothing new: the change in the window from 4.5 to 6.5.
        #expect(meter.rate(at: 6.5) == 1000)
        // Nothing new for a second (issue 37: it took the whole window to fall): nothing a second.
        #expect(meter.rate(at: 7) == 0)
        #expect(meter.rate(at: 8) == 0)
        #expect(meter.total == 2400)
    }

    @Test func earlyOnTheRateIsOverTheTimeSoFar() {
        var meter = Throughput(noun: "bytes", window: 5)
        meter.add(50, at: 0.5)
        #expect(meter.rate(at: 1) == 50)
        #expect(meter.elapsed(at: 1) == 1)
    }

    @Test func otherUnitsScaleTheRate() {
        var meter = Throughput(noun: "lines", unit: .minute, window: 10)
        meter.add(30, at: 10)
        #expect(meter.rate(at: 10) == 180)
    }

    @Test func theEndStopsTheClockAndGivesTheAverage() {
        var meter = Throughput(noun: "lines", window: 1)
        meter.add(1000, at: 1)
        meter.add(3000, at: 2)
        meter.finish(at: 4)
        #expect(!meter.isRunning)
        #expect(meter.elapsed(at: 10) == 4)
        #expect(meter.rate(at: 10) == 750)
        #expect(meter.averageRate == 750)
        // After the end nothing more is taken.
        meter.add(9999, at: 5)
        #expect(meter.total == 3000)
    }

    @Test func anExpectedTotalGivesTheFractionAndTheTimeLeft() {
        var meter = Throughput(noun: "bytes", window: 2, expected: 1000)
        #expect(meter.fraction == 0 && meter.remaining(at: 0) == nil)
        meter.add(100, at: 1)
        meter.add(200, at: 2)
        #expect(meter.fraction == 0.2)
        // The count on screen, still animating toward the total.
        #expect(meter.fraction(of: 150) == 0.15 && meter.percentText(of: 150) == "15 %")
        #expect(meter.fraction(of: -5) == 0 && meter.fraction(of: 5000) == 1 && meter.fraction(of: .nan) == 0)
        // 100 a second, 800 to go.
        #expect(meter.remaining(at: 2) == 8)
        meter.add(1200, at: 3)
        #expect(meter.fraction == 1 && meter.remaining(at: 3) == 0)
        #expect(Throughput(noun: "x", expected: 0).expected == nil)
        #expect(Throughput(noun: "x", expected: .nan).fraction == nil)
    }

    @Test func nonsenseIsIgnoredAndWindowsAreBounded() {
        var meter = Throughput(noun: "lines", window: .nan)
        #expect(meter.window == 5)
        #expect(Throughput(noun: "lines", window: 0.01).window == Throughput.minimumWindow)
        meter.add(.infinity, at: 1)
        meter.add(10, at: .nan)
        #expect(meter.total == 0)
        // A total that goes down is kept, and measured from.
        meter.add(500, at: 1)
        meter.add(100, at: 2)
        #expect(meter.total == 100)
        #expect((meter.rate(at: 2) ?? -1) >= 0)
        // Many totals in one window stay bounded and keep the rate right.
        var busy = Throughput(noun: "lines", window: 100)
        for i in 1...100_000 { busy.add(Double(i), at: Double(i) / 1000) }
        #expect(busy.rate(at: 100) == 1000)
    }
}

extension ThroughputTests {
    @Test func textsForPeopleAndForPrograms() {
        var meter = Throughput(noun: "lines", window: 2, expected: 200_000)
        meter.add(64_198, at: 1)
        meter.add(128_396, at: 2)
        #expect(meter.rateText(at: 2, format: .int) == "64,198 lines/s")
        #expect(meter.figures(at: 2, format: .int) == "64,198 lines/s · 0:02 · 0:02 left")
        #expect(meter.figures(at: 2, format: .int, separator: " - ").hasPrefix("64,198 lines/s - 0:02"))
        #expect(meter.percentText == "64 %")
        #expect(meter.fields(at: 2) == "lines=128396 rate=64198/s elapsed=2.0s percent=64 left=1.1s")
        // A units format writes the rate in its units.
        var bytes = Throughput(noun: "bytes", window: 1)
        bytes.add(13_000_000, at: 1)
        #expect(bytes.rateText(at: 1, format: .units(.bytes)) == "12.4 MiB/s")
        #expect(bytes.fields(at: 1) == "bytes=13000000 rate=13000000/s elapsed=1.0s")
        // Slow rates keep a decimal; none yet is an ellipsis.
        var slow = Throughput(noun: "lines", window: 4)
        slow.add(3, at: 4)
        #expect(slow.rateText(at: 4, format: .int) == "0.8 lines/s")
        #expect(Throughput(noun: "lines").figures(at: 0, format: .int) == "… · 0:00")
        #expect(Throughput.clockText(3723.9) == "1:02:03" && Throughput.clockText(.nan) == "0:00")
    }

    /// The summary at the end of a count, and with an expected total the share of it that came
    /// (issue 34: an input that stopped at 50 % got a summary that did not say so).
    @Test func theSummarySaysHowMuchOfTheExpectedTotalCame() {
        #expect(CountSummary.line(total: 134_817, seconds: 2.1, noun: "lines") == "134,817 lines in 2.10 s, 64,199 lines/s")
        // One of them is said in the singular (it said `1 lines`).
        #expect(CountSummary.line(total: 1, seconds: 2, noun: "lines") == "1 line in 2.00 s, 0.5 lines/s")
        #expect(CountSummary.line(total: 1, seconds: 2, noun: "bytes", expected: 4) == "1 byte in 2.00 s, 0.5 bytes/s; 25 % of the 4 bytes expected")
        #expect(CountSummary.line(total: 500_000, seconds: 2, noun: "bytes", expected: 1_000_000, ending: .inputEnded)
                == "500,000 bytes in 2.00 s, 250,000 bytes/s; the input ended at 50 % of the 1,000,000 bytes expected")
        #expect(CountSummary.line(total: 500_000, seconds: 2, noun: "bytes", expected: 1_000_000)
                == "500,000 bytes in 2.00 s, 250,000 bytes/s; 50 % of the 1,000,000 bytes expected")
        #expect(CountSummary.line(total: 3_000, seconds: 1, noun: "lines", expected: 1_000, ending: .inputEnded)
                == "3,000 lines in 1.00 s, 3,000 lines/s; 300 % of the 1,000 lines expected")
        #expect(CountSummary.line(total: 1_000, seconds: 1, noun: "lines", expected: 1_000, ending: .inputEnded)
                == "1,000 lines in 1.00 s, 1,000 lines/s")
        #expect(CountSummary.line(total: 512 * 1024, seconds: 1, noun: "bytes", format: .units(.bytes), expected: 1_048_576, ending: .inputEnded)
                == "512.0 KiB in 1.00 s, 512.0 KiB/s; the input ended at 50 % of the 1.0 MiB expected")
    }

    /// A count cut before its input ended says why (issue 37: a reader that went away read as
    /// `the input ended at 15 %`): the reader, a signal, a failed write; past the total too.
    @Test func theSummarySaysWhyACountWasCut() {
        let base = "500,000 bytes in 2.00 s, 250,000 bytes/s; "
        #expect(CountSummary.line(total: 500_000, seconds: 2, noun: "bytes", expected: 1_000_000, ending: .readerWentAway)
                == base + "the reader downstream went away at 50 % of the 1,000,000 bytes expected")
        #expect(CountSummary.line(total: 500_000, seconds: 2, noun: "bytes", expected: 1_000_000, ending: .stopped)
                == base + "stopped at 50 % of the 1,000,000 bytes expected")
        #expect(CountSummary.line(total: 500_000, seconds: 2, noun: "bytes", expected: 1_000_000, ending: .outputFailed)
                == base + "writing to stdout failed at 50 % of the 1,000,000 bytes expected")
        #expect(CountSummary.line(total: 500_000, seconds: 2, noun: "bytes", expected: 250_000, ending: .stopped)
                == base + "stopped at 200 % of the 250,000 bytes expected")
    }
}
