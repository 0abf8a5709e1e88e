/// A spring pulling a value toward `target`, started at `start` from a position and velocity.
package struct SpringMotion: Sendable, Equatable {
    package let spring: Spring
    package let target: Double
    package let start: Double
    /// Displacement from the target at `start`.
    package let displacement: Double
    /// Velocity at `start`, units per second.
    package let velocity: Double
    /// Seconds after `start` when the motion has settled.
    package let settleDuration: Double

    package init(spring: Spring, from position: Double, velocity: Double, to target: Double, start: Double) {
        self.spring = spring
        self.target = target
        self.start = start
        let x0 = position - target
        self.displacement = x0.isFinite ? x0 : 0
        self.velocity = velocity.isFinite ? velocity : 0
        self.settleDuration =
            spring.settleTime(displacement: displacement, velocity: self.velocity)
            ?? Spring.maximumSettleTime
    }

    /// Value and velocity at `time` (exactly the target once settled).
    package func state(at time: Double) -> (value: Double, velocity: Double) {
        if time <= start { return (target + displacement, time == start ? velocity : 0) }
        if time >= start + settleDuration { return (target, 0) }
        let s = spring.state(after: time - start, displacement: displacement, velocity: velocity)
        let v = target + s.displacement
        return (v.isFinite ? v : target, s.velocity.isFinite ? s.velocity : 0)
    }

    package var end: Double { start + settleDuration }
}
