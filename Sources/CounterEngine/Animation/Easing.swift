import Glibc

/// An easing curve: maps animation progress in 0...1 to eased progress (0 at 0, 1 at 1).
///
/// Curves are pure functions. Progress outside 0...1 is clamped and NaN counts as 0, so a curve
/// never returns NaN. Overshooting curves (`back`, `elastic`, springs) may leave 0...1 in between.
/// A power curve whose exponent is not finite and above 0 (NaN, ±infinity, 0, -3) is the
/// default exponent's (3), so it stays in 0...1. `CubicBezier` and `Spring` refuse parameters
/// that are not finite, and their values then stay finite (at most 0.75 × the largest y).
public enum Easing: Sendable, Equatable, CustomStringConvertible {
    /// Constant speed.
    case linear
    /// Power curves: `in` is p^e, `out` is 1-(1-p)^e, `inOut` joins both halves (e not finite
    /// and above 0: 3).
    case power(EasingMode, exponent: Double)
    /// One of Robert Penner's curves (as on easings.net).
    case penner(EasingFamily, EasingMode)
    /// A CSS `cubic-bezier(x1, y1, x2, y2)` timing function.
    case cubicBezier(CubicBezier)
    /// CSS `steps(N)` (jump-end): N equal jumps, the last one at the end.
    case steps(Int)
    /// A damped spring from rest; its settle time is the animation's duration.
    case spring(Spring)

    /// The default exponent of the power curves (3, as UICountingLabel's).
    package static let defaultExponent = 3.0
    /// Ease-in: p³.
    public static let `in` = Easing.power(.in, exponent: defaultExponent)
    /// Ease-out: 1 - (1 - p)³.
    public static let out = Easing.power(.out, exponent: defaultExponent)
    /// Ease-in-out: p³ for the first half, mirrored for the second.
    public static let inOut = Easing.power(.inOut, exponent: defaultExponent)

    /// Eased progress for progress `p`.
    public func callAsFunction(_ p: Double) -> Double {
        let t = p.isNaN ? 0 : min(max(p, 0), 1)
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        switch self {
        case .linear:
            return t
        case .power(let mode, let exponent):
            return Easing.power(t, mode: mode, exponent: exponent)
        case .penner(let family, let mode):
            return family.value(t, mode: mode)
        case .cubicBezier(let curve):
            return curve.value(atX: t)
        case .steps(let count):
            let n = Double(max(count, 1))
            return (t * n).rounded(.down) / n
        case .spring(let spring):
            return spring.progress(atFraction: t)
        }
    }

    /// True when the curve can leave 0...1 between its ends.
    package var overshoots: Bool {
        switch self {
        case .penner(let family, _): return family == .back || family == .elastic
        case .cubicBezier(let curve): return curve.y1 < 0 || curve.y1 > 1 || curve.y2 < 0 || curve.y2 > 1
        case .spring(let spring): return spring.dampingRatio < 1
        default: return false
        }
    }

    /// True when progress never goes back as time goes on, so the value moves one way from its
    /// start to its end and the time of its next shown change can be found by halving.
    package var isMonotone: Bool {
        switch self {
        case .linear, .power, .steps: return true
        case .penner(let family, _): return family != .back && family != .elastic && family != .bounce
        case .cubicBezier(let curve): return (0...1).contains(curve.y1) && (0...1).contains(curve.y2)
        case .spring: return false
        }
    }

    /// Lowest and highest eased progress over the whole curve (0 and 1 for curves that stay inside).
    package var extent: ClosedRange<Double> {
        guard overshoots else { return 0...1 }
        var low = 0.0
        var high = 1.0
        for i in 0...2000 {
            let v = self(Double(i) / 2000)
            low = min(low, v)
            high = max(high, v)
        }
        // Sampling can miss the exact peak by a hair; widen a little so reserved width is safe.
        let pad = (high - low) * 0.001
        return (low - (low < 0 ? pad : 0))...(high + (high > 1 ? pad : 0))
    }

    /// `exponent` when it is finite and above 0, else the default (3).
    package static func usableExponent(_ exponent: Double) -> Double {
        exponent.isFinite && exponent > 0 ? exponent : defaultExponent
    }

    static func power(_ t: Double, mode: EasingMode, exponent: Double) -> Double {
        let e = usableExponent(exponent)
        switch mode {
        case .in: return pow(t, e)
        case .out: return 1 - pow(1 - t, e)
        case .inOut:
            return t < 0.5 ? pow(2 * t, e) / 2 : 1 - pow(2 * (1 - t), e) / 2
        }
    }

    /// The curve's name as `--ease` takes it (`out`, `in-out-elastic`, `steps(4)`).
    public var description: String {
        switch self {
        case .linear: return "linear"
        case .power(let mode, let exponent):
            let name = mode.rawValue
            return exponent == Easing.defaultExponent ? name : "\(name) (exponent \(exponent))"
        case .penner(let family, let mode): return "\(mode.rawValue)-\(family.rawValue)"
        case .cubicBezier(let c): return "cubic-bezier(\(c.x1),\(c.y1),\(c.x2),\(c.y2))"
        case .steps(let n): return "steps(\(n))"
        case .spring(let s): return "spring(\(s.stiffness),\(s.damping))"
        }
    }
}
