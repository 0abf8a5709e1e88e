/// A number on screen that animates toward its target and can be retargeted mid-flight.
///
/// A new target continues from the value at that moment (and, for springs, its velocity),
/// never from 0 or from the old target. Every motion is a pure function of time.
package struct AnimatedValue: Sendable, Equatable {
    /// How the value is currently moving.
    package enum Motion: Sendable, Equatable {
        case tween(Tween)
        case spring(SpringMotion)
    }

    package private(set) var motion: Motion
    package let easing: Easing
    /// Seconds each move lasts (ignored by springs, whose settle time decides).
    package let duration: Double
    /// The value the first move started from (used by `restart`).
    package let origin: Double
    /// Seconds of delay before the first move.
    package let delay: Double
    /// Where the value is heading.
    package private(set) var target: Double
    /// Counts retargets, so work for an older motion can be recognised and dropped.
    package private(set) var generation = 0

    /// A value that starts at `from` and moves to `to`, beginning at `start + delay`.
    package init(from: Double, to: Double, duration: Double, easing: Easing, start: Double, delay: Double = 0) {
        self.easing = easing
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.origin = from
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.target = to
        self.motion = .tween(Tween(from: from, to: from, start: start, duration: 0, easing: easing))
        self.motion = makeMotion(from: from, velocity: 0, to: to, start: start + self.delay)
    }

    private func makeMotion(from: Double, velocity: Double, to: Double, start: Double) -> Motion {
        if case .spring(let spring) = easing {
            return .spring(SpringMotion(spring: spring, from: from, velocity: velocity, to: to, start: start))
        }
        return .tween(Tween(from: from, to: to, start: start, duration: duration, easing: easing))
    }

    /// The value at `time`.
    package func value(at time: Double) -> Double {
        switch motion {
        case .tween(let tween): return tween.value(at: time)
        case .spring(let spring): return spring.state(at: time).value
        }
    }

    /// Units per second at `time`.
    package func velocity(at time: Double) -> Double {
        switch motion {
        case .tween(let tween): return tween.velocity(at: time)
        case .spring(let spring): return spring.state(at: time).velocity
        }
    }

    /// True when the current motion only goes one way, from where it was to its target (a tween
    /// on a curve that never goes back; a spring may overshoot).
    package var movesOneWay: Bool {
        if case .tween = motion { return easing.isMonotone }
        return false
    }

    /// When the current motion starts.
    package var startTime: Double {
        switch motion {
        case .tween(let tween): return tween.start
        case .spring(let spring): return spring.start
        }
    }

    /// When the current motion reaches its target for good.
    package var endTime: Double {
        switch motion {
        case .tween(let tween): return tween.end
        case .spring(let spring): return spring.end
        }
    }

    /// True once the value rests exactly on its target.
    package func isSettled(at time: Double) -> Bool { time >= endTime }

    /// Linear progress 0...1 of the current motion at `time`.
    package func progress(at time: Double) -> Double {
        let length = endTime - startTime
        if time >= endTime { return 1 }
        if time <= startTime || length <= 0 { return 0 }
        return (time - startTime) / length
    }

    /// Heads for `newTarget` from the value (and velocity) shown at `time`; false (and the
    /// motion goes on as it was) when `newTarget` is already the target.
    @discardableResult
    package mutating func retarget(to newTarget: Double, at time: Double) -> Bool {
        guard newTarget != target else { return false }
        let current = value(at: time)
        let speed = velocity(at: time)
        target = newTarget
        generation += 1
        motion = makeMotion(from: current, velocity: speed, to: newTarget, start: max(time, startTime))
        return true
    }

    /// Starts over from the origin toward the current target, at `time` (no delay).
    package mutating func restart(at time: Double) {
        generation += 1
        motion = makeMotion(from: origin, velocity: 0, to: target, start: time)
    }

    /// Moves from `value` to the target in a straight line from `time`, over `seconds`, whatever
    /// the easing (a countdown given more or less time: `+`/`-`).
    package mutating func line(from value: Double, at time: Double, over seconds: Double) {
        generation += 1
        motion = .tween(Tween(from: value, to: target, start: time, duration: seconds, easing: .linear))
    }

    /// Shows `newTarget` at once from `time` on (no animation).
    package mutating func jump(to newTarget: Double, at time: Double) {
        target = newTarget
        generation += 1
        motion = .tween(Tween(from: newTarget, to: newTarget, start: time, duration: 0, easing: easing))
    }
}
