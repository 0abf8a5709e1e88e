/// A value moving from `from` to `to` along an easing curve: a pure function of time.
///
/// Exactly `from` at and before `start`, exactly `to` at and after `start + duration`;
/// a duration of 0 gives `to` from `start` on.
package struct Tween: Sendable, Equatable {
    package var from: Double
    package var to: Double
    /// Seconds, on the animation's clock, when the motion begins.
    package var start: Double
    /// Seconds the motion lasts (0 or more).
    package var duration: Double
    package var easing: Easing

    package init(from: Double, to: Double, start: Double, duration: Double, easing: Easing) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.easing = easing
    }

    /// Seconds when the motion ends.
    package var end: Double { start + duration }

    /// Linear progress 0...1 at `time`.
    package func progress(at time: Double) -> Double {
        if time >= end { return 1 }
        if time <= start || duration <= 0 { return time >= start && duration <= 0 ? 1 : 0 }
        return (time - start) / duration
    }

    /// The value at `time`.
    package func value(at time: Double) -> Double {
        let p = progress(at: time)
        if p >= 1 { return to }
        if p <= 0 { return from }
        return Tween.interpolate(from, to, easing(p))
    }

    /// Rate of change at `time`, in units per second (numerical, for handing motion to a spring).
    package func velocity(at time: Double) -> Double {
        guard time > start, time < end, duration > 0 else { return 0 }
        let h = min(duration / 1000, 0.001)
        let a = value(at: max(time - h, start))
        let b = value(at: min(time + h, end))
        let v = (b - a) / (min(time + h, end) - max(time - h, start))
        return v.isFinite ? v : 0
    }

    /// True once the motion has reached `to` for good.
    package func isFinished(at time: Double) -> Bool { time >= end }

    /// from·(1-e) + to·e, written so huge opposite ends never overflow to infinity; for e in
    /// 0...1 never outside [from, to] (rounding could land an ulp beyond: x → x gave x + 4 at 3.6e16).
    package static func interpolate(_ from: Double, _ to: Double, _ e: Double) -> Double {
        let v = from * (1 - e) + to * e
        if v.isFinite {
            guard e >= 0, e <= 1 else { return v }
            return min(max(v, min(from, to)), max(from, to))
        }
        return v.isNaN ? to : (v > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude)
    }
}
