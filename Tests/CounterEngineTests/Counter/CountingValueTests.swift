import CounterEngine
import Testing

/// Issue 35: the seeds' counting label as a public value: from/to over a duration with the
/// seeds' curves, `set(_:animated:at:)`, and the exact target's text at the end.
@Suite struct CountingValueTests {
    @Test func easeOutFollowsTheSeedsCurve() {
        let label = CountingValue(from: 0, to: 9999, duration: 10, easing: .out)
        // 1 - (1 - p)^3 at p = 0.5.
        #expect(label.value(at: 5) == 9999 * (1 - 0.5 * 0.5 * 0.5))
        #expect(label.value(at: 5) == 8749.125)
        #expect(label.text(at: 5) == "8749")
        #expect(label.text(at: 0) == "0" && label.value(at: -1) == 0)
        #expect(!label.isFinished(at: 9.999) && label.isFinished(at: 10))
        #expect(label.text(at: 10) == "9999" && label.text(at: 60) == "9999")
    }

    @Test(arguments: [(Easing.linear, 0.25), (.in, 0.25 * 0.25 * 0.25), (.out, 1 - 0.75 * 0.75 * 0.75)] as [(Easing, Double)])
    func theSeedsCurvesAtAQuarter(easing: Easing, progress: Double) {
        let label = CountingValue(from: 100, to: 200, duration: 4, easing: easing, startingAt: 1)
        #expect(label.value(at: 2) == 100 + 100 * progress)
    }

    @Test func inOutIsCubicEachHalf() {
        #expect(Easing.inOut(0.25) == 4 * 0.25 * 0.25 * 0.25)
        #expect(Easing.inOut(0.75) == 1 - 4 * 0.25 * 0.25 * 0.25)
        #expect(Easing.inOut(0.5) == 0.5)
    }

    @Test func setAnimatedMidCountStartsFromTheShownValue() {
        var label = CountingValue(from: 0, to: 1000, duration: 10, easing: .linear)
        let shown = label.value(at: 4)
        #expect(shown == 400)
        label.set(2000, animated: true, at: 4)
        #expect(label.target == 2000)
        #expect(label.value(at: 4) == shown)
        #expect(label.text(at: 4) == "400")
        // A new count of the whole duration, from 400 to 2000.
        #expect(label.value(at: 9) == 1200)
        #expect(!label.isFinished(at: 13.9) && label.text(at: 14) == "2000")
    }

    @Test func setNotAnimatedJumps() {
        var label = CountingValue(from: 0, to: 1000, duration: 10)
        label.set(42, animated: false, at: 3)
        #expect(label.value(at: 3) == 42 && label.text(at: 3) == "42" && label.isFinished(at: 3))
        #expect(label.text(at: 100) == "42")
    }

    @Test func settingTheTargetAgainChangesNothing() {
        var label = CountingValue(from: 0, to: 1000, duration: 10, easing: .linear)
        let before = label
        label.set(1000, at: 5)
        #expect(label == before)
    }

    @Test func aNewDurationAndCurveApplyToTheNextCount() {
        var label = CountingValue(from: 0, to: 100, duration: 10, easing: .linear)
        label.duration = 2
        label.easing = .in
        #expect(label.value(at: 5) == 50)
        label.set(200, at: 10)
        #expect(label.value(at: 11) == 100 + 100 * 0.125)
        #expect(label.isFinished(at: 12) && label.text(at: 12) == "200")
    }

    @Test func theEndIsTheExactTargetsText() throws {
        let target = try #require(ExactNumber("1234.5"))
        let printf = CountingValue(to: target, duration: 2, format: try NumberFormat(pattern: "%.2f"))
        #expect(printf.text(at: 2) == "1234.50")
        var grouped = CountingValue(to: target, duration: 2, format: try NumberFormat(pattern: ",##0.00"))
        #expect(grouped.text(at: 2) == "1,234.50")
        // A format changed during the count applies at once.
        grouped.format = .int
        #expect(grouped.text(at: 2) == "1235")
        // Twenty decimals stay exact at the end (a Double could not hold them).
        let long = try #require(ExactNumber("0.12345678901234567891"))
        let exact = CountingValue(to: long, duration: 1, format: NumberFormat.float.decimals(20))
        #expect(exact.text(at: 1) == "0.12345678901234567891")
    }

    @Test func theClockStartsAtZeroAndNeverGoesBack() {
        let clock = MonotonicClock()
        let first = clock.now
        let second = clock.now
        #expect(first >= 0 && second >= first && first < 60)
    }
}
