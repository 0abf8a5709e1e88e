import Testing
@testable import CounterEngine
import CounterTestSupport

/// The animated value: delay, retargets from the value on screen, spring velocity, restart, timeline pauses, clocks.
@Suite struct AnimatedValueTests {
    @Test func delayHoldsTheStartValue() {
        let v = AnimatedValue(from: 0, to: 100, duration: 1, easing: .linear, start: 10, delay: 0.5)
        #expect(v.value(at: 10.4) == 0)
        #expect(v.value(at: 11) == 50)
        #expect(v.value(at: 11.5) == 100)
        #expect(v.isSettled(at: 11.5))
        #expect(!v.isSettled(at: 11.49))
    }

    @Test func retargetUpContinuesFromTheValueOnScreen() {
        var v = AnimatedValue(from: 0, to: 100, duration: 1, easing: .linear, start: 0)
        let shown = v.value(at: 0.5)
        v.retarget(to: 200, at: 0.5)
        #expect(v.value(at: 0.5) == shown)
        #expect(v.value(at: 1.0) == 125)
        #expect(v.value(at: 1.5) == 200)
        #expect(v.generation == 1)
    }

    @Test func reversalMidFlightTurnsBackWithoutAJump() {
        var v = AnimatedValue(from: 0, to: 1000, duration: 1, easing: .linear, start: 0)
        v.retarget(to: 0, at: 0.6)
        #expect(abs(v.value(at: 0.6) - 600) < 1e-9)
        #expect(abs(v.value(at: 1.1) - 300) < 1e-9)
        #expect(v.value(at: 1.6) == 0)
    }

    @Test func retargetDownAndAgainNeverRestartsFromZero() {
        var v = AnimatedValue(from: 0, to: 100, duration: 2, easing: .power(.out, exponent: 3), start: 0)
        var time = 0.0
        for (i, target) in [80.0, 90, 10, 50].enumerated() {
            time = Double(i + 1) * 0.3
            let before = v.value(at: time)
            v.retarget(to: target, at: time)
            #expect(v.value(at: time) == before)
            #expect(before != 0)
        }
        #expect(v.value(at: time + 2) == 50)
    }

    @Test func springRetargetKeepsVelocity() {
        var v = AnimatedValue(from: 0, to: 100, duration: 1, easing: .spring(.standard), start: 0)
        let speed = v.velocity(at: 0.1)
        #expect(speed > 0)
        v.retarget(to: 300, at: 0.1)
        #expect(abs(v.velocity(at: 0.1) - speed) < 1e-9)
        // Velocity just after the retarget is still close to the old one: no kink.
        #expect(abs(v.velocity(at: 0.101) - speed) / speed < 0.1)
        #expect(v.value(at: 100) == 300)
    }

    @Test func restartGoesBackToTheOrigin() {
        var v = AnimatedValue(from: 5, to: 10, duration: 1, easing: .linear, start: 0)
        v.restart(at: 3)
        #expect(v.value(at: 3) == 5)
        #expect(v.value(at: 4) == 10)
    }

    @Test func timelinePausesAndResumes() {
        var timeline = Timeline()
        #expect(timeline.time(at: 2) == 2)
        timeline.pause(at: 2)
        #expect(timeline.time(at: 5) == 2)
        timeline.resume(at: 5)
        #expect(timeline.time(at: 6) == 3)
        timeline.toggle(at: 7)
        #expect(timeline.isPaused)
        #expect(timeline.time(at: 100) == 4)
    }

    @Test func manualClockOnlyMovesForward() {
        let clock = ManualClock()
        clock.advance(by: 0.5)
        clock.advance(by: -1)
        clock.advance(by: .nan)
        #expect(clock.now == 0.5)
        clock.set(0.2)
        #expect(clock.now == 0.5)
    }
}
