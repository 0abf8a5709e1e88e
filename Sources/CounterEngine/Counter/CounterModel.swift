/// One counter: its animation, its exact target and the rules that turn values into text.
package struct CounterModel: Sendable, Equatable {
    package private(set) var animation: AnimatedValue
    package private(set) var display: CounterDisplay
    /// The exact value the counter started from.
    package let origin: ExactNumber

    /// - Parameter decimalsAsTyped: no format fixes the decimals: each target (live ones too)
    ///   shows with the decimals it was written with.
    package init(from: ExactNumber, to: ExactNumber, duration: Double, easing: Easing, delay: Double = 0,
                format: NumberFormat, decimalsAsTyped: Bool = false, start: Double) {
        origin = from
        animation = AnimatedValue(
            from: from.doubleValue, to: to.doubleValue, duration: duration, easing: easing, start: start,
            delay: delay)
        display = CounterDisplay(format: format, from: from, to: to, extent: easing.extent,
                                 decimalsAsTyped: decimalsAsTyped)
    }

    package func value(at time: Double) -> Double { animation.value(at: time) }
    package func isSettled(at time: Double) -> Bool { animation.isSettled(at: time) }

    /// The text shown at `time` (the exact target once settled).
    package func text(at time: Double) -> String {
        display.text(for: value(at: time), settled: isSettled(at: time))
    }

    /// The earliest time after `time` at which the text shown may differ from the text at `time`:
    /// `soonest` (or earlier) when it changes by then; the exact moment it changes for curves
    /// that move one way (found by halving the interval to the end, to a nanosecond); infinity
    /// when it never changes again. Curves that overshoot or spring say `soonest`: every tick.
    package func nextTextChange(after time: Double, soonest: Double) -> Double {
        let end = animation.endTime
        guard time < end, time.isFinite else { return .infinity }
        guard soonest > time, animation.easing.isMonotone else { return soonest }
        // Before a delay ends the value stands still; it first moves at the start.
        let from = max(time, animation.startTime)
        if from >= soonest { return from }
        let shown = text(at: time)
        // A move of a whole display unit by the next tick changes the text: no text is made.
        if let step = display.format.displayStep, abs(value(at: soonest) - value(at: from)) >= step { return soonest }
        if text(at: soonest) != shown { return soonest }
        guard text(at: end) != shown else { return .infinity }
        var low = soonest
        var high = end
        while high - low > 1e-9 * max(1, abs(high)) {
            let middle = low + (high - low) / 2
            guard middle > low && middle < high else { break }
            if text(at: middle) == shown { low = middle } else { high = middle }
        }
        return high
    }

    /// Heads for `target` from the value shown at `time`; false (and nothing changes) when
    /// `target` is exactly the current target.
    @discardableResult
    package mutating func retarget(to target: ExactNumber, at time: Double) -> Bool {
        guard target != display.target else { return false }
        let current = value(at: time)
        let settled = isSettled(at: time)
        animation.retarget(to: target.doubleValue, at: time)
        display.retarget(from: current, settled: settled, to: target, extent: animation.easing.extent)
        return true
    }

    /// Counts again from the origin to the current target, starting at `time`.
    package mutating func restart(at time: Double) {
        animation.restart(at: time)
        display.restart(from: origin, extent: animation.easing.extent)
    }

    /// Jumps to the target at once (reduced motion).
    package mutating func finish(at time: Double) {
        animation.jump(to: display.target.doubleValue, at: time)
    }

    // MARK: - A countdown given more or less time (`+`/`-`, termdown's keys)

    /// The model counts a time down at the clock's pace (one second a second, in a straight
    /// line, shown as a time): a countdown that `+`/`-` may change.
    package var isRealTimeCountdown: Bool {
        guard display.format.isTime, case .tween(let tween) = animation.motion, tween.easing == .linear,
              tween.from > tween.to else { return false }
        return abs((tween.from - tween.to) - tween.duration) <= 1e-6 * max(1, tween.duration)
    }

    /// Adds `seconds` (taken off when negative) to what is left at `time`: the count jumps there
    /// at once and runs on at the same pace, its end moved by as much; taken past the end, it
    /// ends at `time`. False (nothing changes) unless it is a real-time countdown still running.
    @discardableResult
    package mutating func shiftCountdown(by seconds: Double, at time: Double) -> Bool {
        guard seconds.isFinite, isRealTimeCountdown, !isSettled(at: time) else { return false }
        let target = display.target.doubleValue
        // Before a delay ends the count stands at its start; it moves from then on.
        let from = max(time, animation.startTime)
        let left = max(value(at: from) + seconds - target, 0)
        animation.line(from: target + left, at: from, over: left)
        // The width only grows: 9:55 + 10 s is 10:05.
        display.restart(at: target + left, extent: animation.easing.extent)
        return true
    }
}
