import CounterEngine

/// A counter that is a timer of phases (`--phase Work=25m:red --phase Break=5m --repeat 4`):
/// the plan, each phase's colour and the time format every phase counts down in.
package struct TimerPhases: Sendable, Equatable {
    package var plan: PhasePlan
    /// The colour of each phase's value; nil: the counter's own.
    package var colors: [Color?]
    /// The format of each phase's countdown (a time format).
    package var format: NumberFormat

    package init(plan: PhasePlan, colors: [Color?], format: NumberFormat) {
        self.plan = plan
        self.colors = colors
        self.format = format
    }

    /// The countdown of the phase at `position`, its first frame at animation time `start`.
    func model(at position: PhasePlan.Position, start: Double) -> CounterModel {
        let seconds = ExactNumber(plan.phases[position.index].seconds)
        return CounterModel(from: seconds, to: .zero, duration: seconds.doubleValue, easing: .linear, format: format,
                            start: start)
    }
}
