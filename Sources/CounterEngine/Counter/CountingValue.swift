/// A number that counts from one value to another over a duration, as a counting
/// label does (`count(from:to:duration:)`, `setData(value:animated:)`): its value and its text
/// at any time the host gives, the exact target's text once the count is over.
///
///     var label = CountingValue(from: 0, to: 9999, duration: 10, easing: .out)
///     label.text(at: clock.now)        // "8749" at 5 s, "9999" from 10 s on
public struct CountingValue: Sendable, Equatable {
    private var model: CounterModel
    /// Where the count shown now started, and when (to write it again in a new format).
    private var countFrom: ExactNumber
    private var countStart: Double

    /// Seconds each count lasts; a change applies from the next `set(_:animated:at:)`.
    public var duration: Double
    /// The curve each count follows; a change applies from the next `set(_:animated:at:)`.
    public var easing: Easing
    /// How the value is written; a change applies at once, to the count under way too.
    public var format: NumberFormat {
        didSet {
            model = CounterModel(from: countFrom, to: target, duration: model.animation.duration,
                                 easing: model.animation.easing, format: format, start: countStart)
        }
    }

    /// The value the count ends on, exactly.
    public var target: ExactNumber { model.display.target }

    /// Counts from `from` to `to` over `duration` seconds along `easing`, starting at `time`.
    public init(from: ExactNumber = 0, to: ExactNumber, duration: Double = 2, easing: Easing = .out,
                format: NumberFormat = .int, startingAt time: Double = 0) {
        self.duration = duration
        self.easing = easing
        self.format = format
        countFrom = from
        countStart = time
        model = CounterModel(from: from, to: to, duration: duration, easing: easing, format: format, start: time)
    }

    /// Heads for `value`: animated, it counts from the value shown at `time` to `value` over
    /// `duration` (setting the current target again changes nothing); not animated, it shows
    /// `value` from `time` on.
    public mutating func set(_ value: ExactNumber, animated: Bool = true, at time: Double) {
        guard animated else {
            model = CounterModel(from: value, to: value, duration: 0, easing: easing, format: format, start: time)
            countFrom = value
            countStart = time
            return
        }
        let shown = shownValue(at: time)
        let seconds = duration.isFinite ? max(duration, 0) : 0
        if model.animation.duration == seconds, model.animation.easing == easing {
            // The running count's timing: retargeting keeps a spring's speed and the text on screen.
            guard model.retarget(to: value, at: time) else { return }
        } else {
            model = CounterModel(from: shown, to: value, duration: duration, easing: easing, format: format, start: time)
        }
        countFrom = shown
        countStart = model.animation.startTime
    }

    /// The exact value shown at `time`: the start before the count, the target after it.
    private func shownValue(at time: Double) -> ExactNumber {
        if model.isSettled(at: time) { return target }
        if time <= model.animation.startTime { return countFrom }
        return ExactNumber(model.value(at: time))
    }

    /// The value at `time` (between the ends along the curve; the target once finished).
    public func value(at time: Double) -> Double { model.value(at: time) }

    /// The text at `time`: rounded toward the start while counting, the target's exact text
    /// once finished (`1234.50` in `%.2f`).
    public func text(at time: Double) -> String { model.text(at: time) }

    /// True from the moment the count reaches its target.
    public func isFinished(at time: Double) -> Bool { model.isSettled(at: time) }
}
