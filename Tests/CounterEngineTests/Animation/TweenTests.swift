import Testing
@testable import CounterEngine

/// A tween from one value to another: exact ends, clamped durations, no overflow or ulp drift.
@Suite struct TweenTests {
    let tween = Tween(from: 10, to: 20, start: 5, duration: 2, easing: .linear)

    @Test func exactFromAtStartAndBefore() {
        #expect(tween.value(at: 5) == 10)
        #expect(tween.value(at: 0) == 10)
        #expect(tween.value(at: -1e300) == 10)
    }

    @Test func exactToAtEndAndAfter() {
        #expect(tween.value(at: 7) == 20)
        #expect(tween.value(at: 1e300) == 20)
        #expect(tween.isFinished(at: 7))
        #expect(!tween.isFinished(at: 6.999))
    }

    @Test func linearMidpoint() {
        #expect(tween.value(at: 6) == 15)
    }

    @Test func zeroDurationGivesTargetAtOnce() {
        let instant = Tween(from: 0, to: 9999, start: 3, duration: 0, easing: .power(.out, exponent: 3))
        #expect(instant.value(at: 3) == 9999)
        #expect(instant.value(at: 2.9) == 0)
        #expect(instant.isFinished(at: 3))
    }

    @Test func endsAreExactEvenForAwkwardDoubles() {
        let t = Tween(from: 0.1, to: 1234567.89, start: 0, duration: 3, easing: .penner(.elastic, .out))
        #expect(t.value(at: 3) == 1234567.89)
        #expect(t.value(at: 0) == 0.1)
    }

    @Test func hugeOppositeEndsDoNotOverflow() {
        let t = Tween(from: -1.7e308, to: 1.7e308, start: 0, duration: 1, easing: .penner(.back, .out))
        for i in 0...100 {
            #expect(t.value(at: Double(i) / 100).isFinite)
        }
    }

    @Test func badDurationsAreClamped() {
        #expect(Tween(from: 0, to: 1, start: 0, duration: -5, easing: .linear).duration == 0)
        #expect(Tween(from: 0, to: 1, start: 0, duration: .nan, easing: .linear).duration == 0)
    }

    /// Found by the tween fuzzer's range check: x·(1-e) + x·e rounded an ulp away from x, and
    /// the frame showed a number outside [x, x].
    @Test func interpolationNeverLeavesTheEnds() {
        let x = 3.5678996454495572e16
        #expect(x * (1 - 0.3460779190181549) + x * 0.3460779190181549 != x)
        #expect(Tween(from: x, to: x, start: 0, duration: 1, easing: .linear).value(at: 0.3460779190181549) == x)
        let display = CounterDisplay(format: .int, from: ExactNumber(x), to: ExactNumber(x))
        #expect(display.text(for: Tween.interpolate(x, x, 0.3460779190181549), settled: false) == "35678996454495572")
    }

    @Test func canonicalEaseOutRoundsTowardTheStart() {
        // 0 → 9999 over 10 s with ease-out: 9998 at 9.99 s, 9999 only at 10 s.
        let t = Tween(from: 0, to: 9999, start: 0, duration: 10, easing: .power(.out, exponent: 3))
        let display = CounterDisplay(format: .int, from: .zero, to: ExactNumber(9999))
        #expect(display.text(for: t.value(at: 9.99), settled: t.isFinished(at: 9.99)) == "9998")
        #expect(display.text(for: t.value(at: 10), settled: t.isFinished(at: 10)) == "9999")
    }
}
