import CounterEngine

/// What `--say` speaks, frame by frame: each whole second of the last ten of a countdown or of
/// a phase (`10`, `9`, … `1`, as each shows), and the end (the end text, or "time's up").
/// Pure: the scene's state and the time come in as arguments.
package struct SpokenCountdown: Sendable, Equatable {
    /// Said when the count arrives.
    package var endText: String
    /// Seconds left that are spoken, at most.
    package static let lastSeconds = 10.0
    /// The second last spoken (nil: none yet), so each is said once.
    private var spoken: Double?

    /// - Parameter endText: `--end-text`, or empty for "time's up".
    package init(endText: String) {
        self.endText = endText.isEmpty ? "time's up" : endText
    }

    /// What to say at the frame drawn at `time` of a counter now counting `model` (the phase's
    /// count, for phases), given what happened as the scene advanced to it; nil: nothing new.
    package mutating func utterance(model: CounterModel, at time: Double, events: SceneEvents) -> String? {
        if events.contains(.arrived) {
            spoken = nil
            return endText
        }
        let display = model.display
        // A countdown of time to zero: a timer, a phase, `--from 1m --to 0`.
        guard display.format.isTime, display.target == .zero, display.start > 0, !model.isSettled(at: time) else { return nil }
        let left = model.value(at: time).rounded(.up)
        // Back above the last seconds (`r`, a new phase, time added): each is said again.
        if left > Self.lastSeconds { spoken = nil }
        guard left >= 1, left <= Self.lastSeconds, left != spoken else { return nil }
        spoken = left
        // Between 1 and 10: the conversion cannot trap.
        return String(Int(left))
    }
}
