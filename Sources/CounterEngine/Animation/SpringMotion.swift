/// A spring pulling a value toward `target`, started at `start` from a position and velocity.
public struct SpringMotion: Sendable, Equatable {
    public let spring: Spring
    public let target: Double
    public let start: Double
    /// Displacement from the target at `start`.
    public let displacement: Double
    /// Velocity at `start`, units per second.
    public let velocity: Double
    /// Seconds after `start` when the motion has settled.
    public let settleDuration: Double

    public init(spring: Spring, from position: Double, velocity: Double, to target: Double, start: Double) {
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
    public func state(at time: Double) -> (value: Double, velocity: Double) {
        if time <= start { return (target + displacement, time == start ? velocity : 0) }
        if time >= start + settleDuration { return (target, 0) }
        let s = spring.state(after: time - start, displacement: displacement, velocity: velocity)
        let v = target + s.displacement
        return (v.isFinite ? v : target, s.velocity.isFinite ? s.velocity : 0)
    }

    public var end: Double { start + settleDuration }
}
