import Testing
@testable import CounterEngine

private func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}

private func format(_ text: String) -> NumberFormat {
    guard case .success(let f) = NumberFormat.parse(text) else { fatalError("bad test format \(text)") }
    return f
}

/// Rates from growing totals, units per value, thresholds, histories and sparklines: the pure
/// parts of live dashboards, with time as an argument.
@Suite struct LiveTrackTests {
    @Test func rateIsTheChangeOverTheRealTimeBetweenSamples() {
        var meter = RateMeter(unit: .second)
        #expect(meter.add(1000, at: 10) == .started)
        // 1.5 s apart, not the nominal interval: 300 / 1.5 = 200 a second.
        #expect(meter.add(1300, at: 11.5) == .rate(200))
        #expect(meter.add(1300, at: 12.5) == .rate(0))
        var perMinute = RateMeter(unit: .minute)
        _ = perMinute.add(0, at: 0)
        #expect(perMinute.add(5, at: 2) == .rate(150))
        var perHour = RateMeter(unit: .hour)
        _ = perHour.add(0, at: 0)
        #expect(perHour.add(1, at: 1) == .rate(3600))
    }

    @Test func aTotalThatGoesDownStartsOverWithoutANegativeRate() {
        var meter = RateMeter(unit: .second)
        _ = meter.add(5000, at: 0)
        #expect(meter.add(5100, at: 1) == .rate(100))
        // The service restarted: its total is small again.
        #expect(meter.add(40, at: 2) == .restarted)
        #expect(meter.add(90, at: 3) == .rate(50))
        // Two samples at one instant, and non-finite input, are ignored.
        #expect(meter.add(95, at: 3) == .ignored)
        #expect(meter.add(.infinity, at: 4) == .ignored)
        #expect(meter.add(190, at: 4) == .rate(100))
    }

    @Test func liveTrackWaitsForTheSecondTotalAndKeepsRates() {
        var track = LiveTrack(rate: .second, history: 3)
        #expect(track.waiting)
        #expect(track.take(number("100"), clock: 1, at: 0) == nil)
        #expect(track.waiting)
        #expect(track.take(number("150"), clock: 3, at: 2) == number("25"))
        #expect(!track.waiting)
        // A reset keeps the last rate on screen (no value) and does not enter the history.
        #expect(track.take(number("10"), clock: 4, at: 3) == nil)
        #expect(track.take(number("20"), clock: 5, at: 4) == number("10"))
        #expect(track.history?.values == [25, 10])
    }

    @Test func thresholdsAboveAndBelow() {
        let high = Thresholds(warn: 80, critical: 95)
        #expect(high.level(of: 79.9) == .normal)
        #expect(high.level(of: 80) == .warn)
        #expect(high.level(of: 95) == .critical)
        #expect(high.level(of: 1e300) == .critical)
        let low = Thresholds(warn: 500, critical: 100, below: true)
        #expect(low.level(of: 501) == .normal)
        #expect(low.level(of: 500) == .warn)
        #expect(low.level(of: 99) == .critical)
        #expect(Thresholds(warn: 10).level(of: 11) == .warn)
        #expect(Thresholds(critical: 10).level(of: 11) == .critical)
    }

    @Test func crossingAThresholdFlashesForAMoment() {
        var track = LiveTrack(thresholds: Thresholds(warn: 80, critical: 95))
        track.settle(on: 50)
        _ = track.take(number("60"), clock: 0, at: 1)
        #expect(track.level == .normal && track.levelChange == nil && !track.isFlashing(at: 1))
        _ = track.take(number("90"), clock: 0, at: 2)
        #expect(track.level == .warn && track.levelChange == 2)
        // Lit, dark, lit, dark, … for 0.9 s, then steady.
        #expect(track.flashLit(at: 2) && !track.flashLit(at: 2.2) && track.flashLit(at: 2.32))
        #expect(track.isFlashing(at: 2.85) && !track.isFlashing(at: 2.91))
        // Staying at the same level is no crossing.
        _ = track.take(number("91"), clock: 0, at: 3)
        #expect(track.levelChange == 2)
        _ = track.take(number("99"), clock: 0, at: 4)
        #expect(track.level == .critical && track.levelChange == 4)
        // Back to normal is a crossing too.
        _ = track.take(number("10"), clock: 0, at: 5)
        #expect(track.level == .normal && track.levelChange == 5)
    }

    @Test func historyKeepsTheLastSamples() {
        var history = SampleHistory(capacity: 3)
        for v in [1.0, 2, 3, 4, .nan] { history.append(v) }
        #expect(history.values == [2, 3, 4])
        #expect(history.count == 4)
        #expect(SampleHistory(capacity: 0).capacity == 1)
        #expect(SampleHistory(capacity: 5000).capacity == SampleHistory.maximumCapacity)
    }

    @Test func sparklineScalesTheWindowToItsMinAndMax() {
        let values = [0.0, 1, 2, 3, 4, 5, 6, 7]
        #expect(String(Sparkline.glyphs(values, width: 8, levels: Sparkline.blocks)) == "▁▂▃▄▅▆▇█")
        #expect(String(Sparkline.glyphs(values, width: 8, levels: Sparkline.ascii)) == "_..--==#")
        // Only the last `width` samples, scaled among themselves.
        #expect(String(Sparkline.glyphs(values, width: 2, levels: Sparkline.blocks)) == "▁█")
        #expect(String(Sparkline.glyphs([5, 5, 5], width: 8, levels: Sparkline.blocks)) == "▁▁▁")
        #expect(Sparkline.glyphs([], width: 8, levels: Sparkline.blocks).isEmpty)
        // Extremes do not overflow.
        let extreme = Sparkline.glyphs([-1.7e308, 1.7e308, 0], width: 3, levels: Sparkline.blocks)
        #expect(String(extreme) == "▁█▅")
    }

    static let units: [(value: String, format: String, expected: String)] = [
        ("0", "bytes", "0 B  "),
        ("999", "bytes", "999 B  "),
        ("1000", "bytes", "1.0 KiB"),
        ("1024", "bytes", "1.0 KiB"),
        ("1536", "bytes", "1.5 KiB"),
        ("1023948", "bytes", "999.9 KiB"),
        ("1023999", "bytes", "1.0 MiB"),
        ("13002342", "bytes", "12.4 MiB"),
        ("1073741824", "bytes", "1.0 GiB"),
        ("-2048", "bytes", "-2.0 KiB"),
        ("999", "bytes-si", "999 B "),
        ("1000", "bytes-si", "1.0 kB"),
        ("12345678", "bytes-si", "12.3 MB"),
        ("999999", "bytes-si", "1.0 MB"),
        ("12.34", "si", "12.3 "),
        ("999.96", "si", "1.0k"),
        ("12345", "si", "12.3k"),
        ("4500000000", "si", "4.5G"),
    ]

    @Test(arguments: units)
    func unitsAreChosenPerValueAndPaddedToTheWidestUnit(_ row: (value: String, format: String, expected: String)) {
        #expect(format(row.format).format(number(row.value)) == row.expected)
    }

    @Test func unitSwitchingNeverMovesTheNumberSideways() {
        let bytes = format("bytes")
        // Right-aligned in one width, every number ends in the same column, whatever its unit.
        let width = bytes.maximumWidth(lower: .zero, upper: number("1e12"))
        for value in ["5", "999", "1000", "20480", "5000000", "999999999999"] {
            let text = bytes.format(number(value))
            let padded = String(repeating: " ", count: width - text.count) + text
            let numberEnd = padded.lastIndex(where: \.isNumber).map { padded.distance(from: padded.startIndex, to: $0) }
            #expect(numberEnd == width - 5, "\(value) → '\(padded)'")
        }
    }

    @Test func aRateOfBytesReadsPerSecond() {
        var scale = UnitScale.bytes
        scale.per = RateUnit.second.per
        let rate = NumberFormat.units(scale)
        #expect(rate.format(number("13002342")) == "12.4 MiB/s")
        #expect(rate.format(number("12")) == "12 B/s  ")
        #expect(rate.withDecimals(2).format(number("13002342")) == "12.40 MiB/s")
    }

    @Test func exactFinalFramesInUnits() {
        // The final text is the target rounded to nearest; the frames before it never show it early.
        let display = CounterDisplay(format: format("bytes"), from: number("0"), to: number("2048"))
        #expect(display.text(for: 2048, settled: true) == "2.0 KiB")
        #expect(display.text(for: 2047.9, settled: false) == "1.9 KiB")
    }
}
