import Testing
@testable import CounterEngine

/// A spring motion: launched from a position and velocity, moving by the spring's equation, then exactly on target.
@Suite struct SpringMotionTests {
    let spring = Spring.standard
    /// 40 → 100, launched at 25 units a second, at 2 s.
    var motion: SpringMotion { SpringMotion(spring: spring, from: 40, velocity: 25, to: 100, start: 2) }

    @Test func startsWhereAndHowItWasLaunched() {
        #expect(motion.displacement == -60)
        #expect(motion.velocity == 25)
        let start = motion.state(at: 2)
        #expect(start.value == 40 && start.velocity == 25)
        // Before its start it holds the starting value, at rest.
        let before = motion.state(at: 1)
        #expect(before.value == 40 && before.velocity == 0)
    }

    /// In between, x'' = -k·x - c·x' (unit mass) holds, and the velocity is the value's derivative.
    @Test func movesAsTheSpringEquationSays() {
        let h = 1e-5
        for i in 1..<60 {
            let t = 2 + Double(i) * motion.settleDuration / 60
            let now = motion.state(at: t)
            let slope = (motion.state(at: t + h).value - motion.state(at: t - h).value) / (2 * h)
            #expect(abs(slope - now.velocity) < 1e-3, "velocity at \(t)")
            let acceleration = (motion.state(at: t + h).velocity - motion.state(at: t - h).velocity) / (2 * h)
            let force = -spring.stiffness * (now.value - 100) - spring.damping * now.velocity
            #expect(abs(acceleration - force) < 0.05, "acceleration at \(t)")
        }
    }

    @Test func settlesExactlyOnTheTarget() throws {
        let settle = try #require(spring.settleTime(displacement: -60, velocity: 25))
        #expect(motion.settleDuration == settle)
        #expect(motion.end == 2 + settle)
        for time in [motion.end, motion.end + 0.001, motion.end + 1e6] {
            let state = motion.state(at: time)
            #expect(state.value == 100 && state.velocity == 0)
        }
        // Just before the end it was still outside 0.1 % of the motion's size (60), or moving.
        let limit = Spring.settleTolerance * 60
        let late = (1...100).map { motion.state(at: motion.end - Double($0) * 1e-4) }
        #expect(late.contains { abs($0.value - 100) > limit || abs($0.velocity) / spring.angularFrequency > limit })
    }

    /// A launch away from the target overshoots its starting point before it comes back.
    @Test func aKickFromTheTargetGoesOutAndComesBack() {
        let kick = SpringMotion(spring: spring, from: 0, velocity: 50, to: 0, start: 0)
        #expect(kick.settleDuration > 0)
        #expect(kick.state(at: 0.05).value > 0)
        #expect(kick.state(at: kick.end).value == 0)
    }

    @Test func atRestOnTheTargetThereIsNothingToDo() {
        let still = SpringMotion(spring: spring, from: 5, velocity: 0, to: 5, start: 1)
        #expect(still.settleDuration == 0)
        #expect(still.end == 1)
        #expect(still.state(at: 1).value == 5)
    }

    /// A non-finite start or velocity counts as none: the motion is already on its target.
    @Test func nonFiniteLaunchesAreHarmless() {
        for (position, velocity) in [(Double.nan, 0.0), (.infinity, 0), (7, .infinity), (-.infinity, .nan)] {
            let motion = SpringMotion(spring: spring, from: position, velocity: velocity, to: 7, start: 0)
            #expect(motion.displacement.isFinite && motion.velocity.isFinite)
            let state = motion.state(at: 0.5)
            #expect(state.value == 7 && state.velocity == 0)
        }
    }
}
