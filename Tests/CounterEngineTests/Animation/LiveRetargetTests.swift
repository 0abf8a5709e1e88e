import Testing
@testable import CounterEngine

/// A stream of retargets faster than the duration moves the value smoothly, never in jumps.
@Suite struct LiveRetargetTests {
    @Test func aSteadyStreamMovesSmoothlyWithoutJumps() {
        // A new value every 0.1 s, faster than the 1 s duration: every frame moves by less than
        // the curve allows, never a jump to the new target.
        var value = AnimatedValue(from: 0, to: 100, duration: 1, easing: .linear, start: 0)
        var last = value.value(at: 0)
        var time = 0.0
        var target = 100.0
        for step in 1...200 {
            time = Double(step) / 60
            if step % 6 == 0 {
                target += step % 12 == 0 ? 50 : -30
                value.retarget(to: target, at: time)
            }
            let now = value.value(at: time)
            // Linear over 1 s: at most |target - shown| per second, so per frame at most ~1/60 of the gap.
            #expect(abs(now - last) <= 300.0 / 60 + 1e-9, "jump at frame \(step): \(last) → \(now)")
            last = now
        }
    }
}
