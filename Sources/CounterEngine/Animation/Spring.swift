import Foundation

/// A damped spring with unit mass: x'' = -stiffness·x - damping·x', solved in closed form.
///
/// A spring has no fixed duration: its settle time (within 0.1 % of the distance and at rest)
/// is the duration of the animation it drives. Springs that would take longer than
/// `maximumSettleTime` to settle (too soft or undamped) are refused.
public struct Spring: Sendable, Equatable {
    package let stiffness: Double
    package let damping: Double
    /// Seconds a motion from rest over a unit distance takes to settle.
    package let settleTime: Double

    /// The default spring: a little overshoot (about 2 %), settled in about 0.7 s.
    package static let standard = Spring(stiffness: 170, damping: 20)!
    /// Fraction of the distance within which a spring counts as settled.
    package static let settleTolerance = 0.001
    /// The longest settle time a spring may have.
    package static let maximumSettleTime = 60.0

    /// Creates a spring, or nil when it is not finite and positive or does not settle in time.
    package init?(stiffness: Double, damping: Double) {
        guard stiffness.isFinite, damping.isFinite, stiffness > 0, damping > 0,
            stiffness <= 1e6, damping <= 1e6
        else { return nil }
        let unsettled = Spring(stiffness: stiffness, damping: damping, settleTime: 0)
        guard let settle = unsettled.settleTime(displacement: -1, velocity: 0) else { return nil }
        self.init(stiffness: stiffness, damping: damping, settleTime: settle)
    }

    private init(stiffness: Double, damping: Double, settleTime: Double) {
        self.stiffness = stiffness
        self.damping = damping
        self.settleTime = settleTime
    }

    /// Undamped angular frequency ω0 = √k.
    package var angularFrequency: Double { stiffness.squareRoot() }
    /// ζ = c / (2√k): below 1 the spring overshoots.
    package var dampingRatio: Double { damping / (2 * angularFrequency) }

    /// Displacement from the target and velocity after `t` seconds, from (x0, v0).
    package func state(after t: Double, displacement x0: Double, velocity v0: Double) -> (
        displacement: Double, velocity: Double
    ) {
        let w0 = angularFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            let b = v0 + w0 * x0
            let e = exp(-w0 * t)
            return ((x0 + b * t) * e, e * (b - w0 * (x0 + b * t)))
        } else if zeta < 1 {
            let a = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let bCoef = (v0 + a * x0) / wd
            let e = exp(-a * t)
            let c = cos(wd * t)
            let s = sin(wd * t)
            let x = e * (x0 * c + bCoef * s)
            let v = e * ((-a * x0 + wd * bCoef) * c + (-a * bCoef - wd * x0) * s)
            return (x, v)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, r1 * c1 * e1 + r2 * c2 * e2)
        }
    }

    /// An upper bound of |x| and |v|/ω0 after `t`, used to stop the settle search.
    private func envelope(after t: Double, displacement x0: Double, velocity v0: Double) -> Double {
        let w0 = angularFrequency
        let zeta = dampingRatio
        let size = abs(x0) + abs(v0) / w0
        if zeta < 1 - 1e-9 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let scale = size * (1 + w0 / wd) * 2
            return scale * exp(-zeta * w0 * t)
        }
        // Critical and over-damped springs decay at least as fast as the slower root.
        let root = zeta >= 1 ? (max(zeta * zeta - 1, 0)).squareRoot() : 0
        let slow = w0 * (zeta - root)
        return size * (2 + 2 * w0 * t) * exp(-slow * t) * 4
    }

    /// Seconds until the motion from (x0, v0) stays within tolerance of the target and at rest.
    /// The tolerance is 0.1 % of the motion's size; nil when that takes over `maximumSettleTime`.
    package func settleTime(displacement x0: Double, velocity v0: Double) -> Double? {
        let w0 = angularFrequency
        let size = max(abs(x0), abs(v0) / w0)
        guard size > 0, size.isFinite else { return 0 }
        let limit = Spring.settleTolerance * size
        let step = min(0.001, 0.02 / w0)
        var lastOutside = 0.0
        var t = 0.0
        while t <= Spring.maximumSettleTime {
            let (x, v) = state(after: t, displacement: x0, velocity: v0)
            if abs(x) > limit || abs(v) / w0 > limit { lastOutside = t }
            if envelope(after: t, displacement: x0, velocity: v0) < limit { return lastOutside + step }
            t += step
        }
        return nil
    }

    /// Progress 0...1 (may overshoot) of a unit motion from rest at `fraction` of its settle time.
    package func progress(atFraction fraction: Double) -> Double {
        1 + state(after: fraction * settleTime, displacement: -1, velocity: 0).displacement
    }
}
