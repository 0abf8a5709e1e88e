import CounterEngine

/// The count itself: its model, and for a timer (phases, a stopwatch) which part of the timer
/// the model counts. Knows nothing of drawing, thresholds or live sources.
package struct CounterState: Sendable {
    /// What is counted now (for a timer: the part shown, see `follow(at:)`).
    package private(set) var model: CounterModel
    /// The counter is a timer: its model counts the part of the timer at the time advanced to.
    package private(set) var timer: CounterTimer?
    /// The part of the timer the model counts (nil: none taken up yet).
    package private(set) var timerShown: PhasePlan.Position?
    /// The animation time the timer began.
    private var timerOrigin = 0.0
    /// The count is a timer: a flag the render loop's questions read first, every tick (reading
    /// the timer's enum from an array element copies it).
    private var isTimer = false

    /// The count of `model`, no timer.
    package init(model: CounterModel) { self.model = model }

    /// Makes the count `timer`, beginning at animation time `start` (no part taken up yet).
    mutating func run(_ timer: CounterTimer, from start: Double) {
        self.timer = timer
        isTimer = true
        // A clock's time is the wall clock's: it never starts over.
        timerOrigin = timer.isClock ? 0 : start
        timerShown = nil
    }

    /// The part of the timer at `time` is not the one the model counts.
    package func timerMoves(at time: Double) -> Bool {
        guard isTimer, let timer else { return false }
        return position(of: timer, at: time) != timerShown
    }

    /// The part of `timer` at `time`: the part shown stays while the time is before its start
    /// (a phase given more time with `+` than it had run). A clock follows its time both ways: the
    /// wall clock can be set back.
    private func position(of timer: CounterTimer, at time: Double) -> PhasePlan.Position {
        let elapsed = time - timerOrigin
        if case .phases = timer, let shown = timerShown, elapsed < shown.start { return shown }
        return timer.position(at: elapsed)
    }

    /// `+`/`-` at `time`: adds `seconds` (takes them off when negative) to a real-time countdown
    /// or to the phase shown, which ends at once when more is taken than it has left (the next
    /// phase begins). False (nothing changes) for anything else: a stopwatch, a count of
    /// numbers, a countdown that has ended.
    mutating func shift(by seconds: Double, at time: Double) -> Bool {
        guard let timer else { return model.shiftCountdown(by: seconds, at: time) }
        guard case .phases = timer, let shown = timerShown, timerEnded(at: time) == false, seconds.isFinite else { return false }
        let applied = max(seconds, -(timer.partEnd(shown) - (time - timerOrigin)))
        timerOrigin += applied
        return model.shiftCountdown(by: applied, at: time)
    }

    /// Animation time at which the part of the timer shown ends (nil: no timer, or no part shown).
    var shownPartEnd: Double? {
        guard let timer, let shown = timerShown else { return nil }
        return timerOrigin + timer.partEnd(shown)
    }

    /// Takes up the part of the timer at `time`; the part, when it is a new one (nil: no change).
    mutating func follow(at time: Double) -> PhasePlan.Position? {
        guard let timer else { return nil }
        let position = position(of: timer, at: time)
        guard position != timerShown else { return nil }
        timerShown = position
        model = timer.model(at: position, start: timerOrigin + position.start)
        return position
    }

    /// The name and round of the phase shown (`Work 2/4`); nil without phases.
    package var phaseLabel: String? {
        guard let timer, let shown = timerShown else { return nil }
        return timer.label(at: shown)
    }

    /// Animation time at which the count arrives: the end of its timer, or of its animation.
    package var endTime: Double {
        guard let timer else { return model.animation.endTime }
        return timerOrigin + timer.end
    }

    /// Heads for `target` from the value at `time`; false when it already was the target.
    mutating func retarget(to target: ExactNumber, at time: Double) -> Bool {
        model.retarget(to: target, at: time)
    }

    /// Jumps the model to its target at `time`.
    mutating func finishModel(at time: Double) { model.finish(at: time) }

    /// Counts again from the origin, starting at `time` (not a timer: `run` starts one over).
    mutating func restartModel(at time: Double) { model.restart(at: time) }

    /// A timer with an end jumps there at `time` (false: a stopwatch, which has none, or no timer).
    mutating func finishTimer(at time: Double) -> Bool {
        guard let timer, timer.end.isFinite else { return false }
        timerOrigin = time - timer.end
        return true
    }

    /// When the timer next moves to another part after `time` (nil: no timer, or no part shown).
    func nextTimerChange(after time: Double) -> Double? {
        guard isTimer, let timer, let shown = timerShown else { return nil }
        return max(timerOrigin + timer.partEnd(shown), time)
    }

    /// The timer has run out at `time` (nil: no timer).
    func timerEnded(at time: Double) -> Bool? {
        guard isTimer, let timer else { return nil }
        return time - timerOrigin >= timer.end
    }
}
