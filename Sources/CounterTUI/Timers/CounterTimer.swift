import CounterEngine

/// A counter whose model is chosen by the time on its own clock: timed phases run back to back
/// (`--phase`), an open-ended stopwatch (`--stopwatch`), or the time of day (`clock`). The cell asks which part of the
/// timer a time falls in, and counts that part with a model of its own.
package enum CounterTimer: Sendable, Equatable {
    case phases(TimerPhases)
    case stopwatch(Stopwatch)
    case clock(ClockTimer)

    /// The part of the timer `elapsed` seconds after it began, and the elapsed time it began at.
    func position(at elapsed: Double) -> PhasePlan.Position {
        switch self {
        case .phases(let phases): phases.plan.position(at: elapsed)
        case .stopwatch(let stopwatch): stopwatch.position(at: elapsed)
        case .clock(let clock): clock.position(at: elapsed)
        }
    }

    /// The count of the part at `position`, its first frame at animation time `start`.
    func model(at position: PhasePlan.Position, start: Double) -> CounterModel {
        switch self {
        case .phases(let phases): phases.model(at: position, start: start)
        case .stopwatch(let stopwatch): stopwatch.model(at: position, start: start)
        case .clock(let clock): clock.model(at: position, start: start)
        }
    }

    /// Seconds from the start to the end; infinity for a stopwatch or phases repeated for ever.
    var end: Double {
        switch self {
        case .phases(let phases): phases.plan.end
        case .stopwatch, .clock: .infinity
        }
    }

    /// Seconds from the start of the timer to the end of the part at `position` (the next one
    /// begins there).
    func partEnd(_ position: PhasePlan.Position) -> Double {
        switch self {
        case .phases(let phases): position.start + phases.plan.phases[position.index].seconds
        case .stopwatch(let stopwatch): stopwatch.spanEnd(after: position)
        case .clock(let clock): clock.spanEnd(after: position)
        }
    }

    /// The name and round of the phase at `position` (`Work 2/4`); nil for a stopwatch.
    func label(at position: PhasePlan.Position) -> String? {
        if case .clock(let clock) = self { return clock.label(at: position) }
        guard case .phases(let phases) = self else { return nil }
        return phases.plan.label(at: position)
    }

    /// The colour of the phase at `position`; nil: the counter's own.
    func color(at position: PhasePlan.Position) -> Color? {
        guard case .phases(let phases) = self, phases.colors.indices.contains(position.index) else { return nil }
        return phases.colors[position.index]
    }

    /// The timer counts up for ever (a stopwatch).
    package var isStopwatch: Bool {
        if case .stopwatch = self { return true }
        return false
    }

    /// The timer is the time of day: its time 0 is fixed (the wall clock's), never restarted.
    package var isClock: Bool {
        if case .clock = self { return true }
        return false
    }
}
