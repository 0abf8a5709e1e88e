/// One counter: its animation, its exact target and the rules that turn values into text.
public struct CounterModel: Sendable, Equatable {
    public private(set) var animation: AnimatedValue
    public private(set) var display: CounterDisplay
    /// The exact value the counter started from.
    public let origin: ExactNumber

    public init(from: ExactNumber, to: ExactNumber, duration: Double, easing: Easing, delay: Double = 0,
                format: NumberFormat, start: Double) {
        origin = from
        animation = AnimatedValue(
            from: from.doubleValue, to: to.doubleValue, duration: duration, easing: easing, start: start,
            delay: delay)
        display = CounterDisplay(format: format, from: from, to: to, extent: easing.extent)
    }

    public func value(at time: Double) -> Double { animation.value(at: time) }
    public func isSettled(at time: Double) -> Bool { animation.isSettled(at: time) }

    /// The text shown at `time` (the exact target once settled).
    public func text(at time: Double) -> String {
        display.text(for: value(at: time), settled: isSettled(at: time))
    }

    /// Heads for `target` from the value shown at `time`.
    public mutating func retarget(to target: ExactNumber, at time: Double) {
        let current = value(at: time)
        animation.retarget(to: target.doubleValue, at: time)
        display.retarget(from: current, to: target, extent: animation.easing.extent)
    }

    /// Counts again from the origin to the current target, starting at `time`.
    public mutating func restart(at time: Double) {
        animation.restart(at: time)
        display.retarget(from: origin.doubleValue, to: display.target, extent: animation.easing.extent)
    }

    /// Jumps to the target at once (reduced motion).
    public mutating func finish(at time: Double) {
        animation.jump(to: display.target.doubleValue, at: time)
    }
}
