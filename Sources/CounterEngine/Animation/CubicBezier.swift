/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing function: x is time, y is progress.
///
/// As in CSS, x1 and x2 must lie in 0...1 (so x is monotonic and the curve is a function of
/// time); y1 and y2 may leave 0...1 to overshoot. x is solved for t to within 1e-7.
public struct CubicBezier: Sendable, Equatable {
    package let x1: Double, y1: Double, x2: Double, y2: Double

    /// Creates the curve, or returns nil when x1 or x2 is outside 0...1 or a value is not finite.
    package init?(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2)
        else { return nil }
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        // B(t) = 3(1-t)^2 t p1 + 3(1-t) t^2 p2 + t^3
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The curve parameter t whose x coordinate is `x` (within 1e-7).
    package func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) < 1e-7 { return t }
            let d = Self.slope(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t = min(max(t - error / d, 0), 1)
        }
        // Newton did not converge (flat slope): bisection always does on a monotonic x.
        var low = 0.0
        var high = 1.0
        t = x
        while high - low > 1e-9 {
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) < 1e-7 { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// Progress (y) at time fraction `x`.
    package func value(atX x: Double) -> Double {
        Self.coordinate(parameter(forX: x), y1, y2)
    }
}
