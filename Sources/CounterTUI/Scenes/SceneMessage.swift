import CounterEngine
import CounterLive

/// What a scene is told besides the time, Bubble Tea's messages: the one way anything outside
/// `Scenes/` changes a scene once it is built (`Scene.update(_:)`). A scene that has nothing to do
/// with a message (a board told of an end clock) leaves it and says nothing changed.
package enum SceneMessage {
    /// The status line's text (a failing command, a note); empty for none.
    case status(String)
    /// Paused (space) or resumed: the values drawn dimmed, a mark on the status line.
    case paused(Bool)
    /// `+`/`-`: `seconds` added to (taken off when negative) every running countdown and phase at
    /// `time`; nothing changes when none runs.
    case shiftCountdowns(by: Double, at: Double)
    /// `E`: the end's time of day shown under the countdown, or hidden when it is shown; nothing
    /// changes under a count without an end (a stopwatch, a board).
    case toggleEndClock(EndClock)
    /// The count goes on from another point in time (a pause ended, a restart, `fg`): the end
    /// clock shown is `offset` seconds from the animation's clock now.
    case moveEndClock(offset: Double)
    /// Card `card`'s threshold command started (a failure to start it is over).
    case triggerStarted(card: Int)
    /// Card `card`'s threshold command could not start, for `reason`.
    case triggerFailed(card: Int, reason: String)
    /// Card `card`'s command for `level` was asked for: not asked again until another level.
    case triggerAsked(card: Int, level: ThresholdLevel)
    /// `--pid`: the files the process (now named `name`) has open, read at `time`.
    case filesRead(name: String, files: [FileProgress.Reading], at: Double)
    /// `--pid`: the process ended at `time`.
    case processEnded(at: Double)
    /// A host's drawing ends at the first frame at whose time `settled` says so
    /// (`FullScreen.finish(when:)`).
    case finishWhen(@MainActor (_ time: Double) -> Bool)
    /// A live value for card `card` (for series `series` of a chart's card; nil for the card's
    /// own value), a total for a rate: arrived at monotonic time `clock`, animation time `at`.
    case sample(card: Int, series: Int?, value: ExactNumber, clock: Double, at: Double)
    /// An event of card `card`'s source (of series `series` of a chart's card: the card fails
    /// while any of its series fails): a failure, a slow run, a recovery.
    case sourceEvent(LiveEvent, card: Int, series: Int?)
}

/// The status line's text and the pause, as every scene keeps them: changed only by the
/// `status` and `paused` messages.
package struct StatusState: Sendable, Equatable {
    /// The status line's text; empty for none.
    package private(set) var text = ""
    /// Paused with space.
    package private(set) var paused = false

    /// A state with nothing on the status line, not paused.
    package init() {}

    /// Takes a `status` or `paused` message: whether it changed anything; nil for another message.
    mutating func take(_ message: SceneMessage) -> Bool? {
        switch message {
        case .status(let new):
            guard new != text else { return false }
            text = new
            return true
        case .paused(let on):
            guard on != paused else { return false }
            paused = on
            return true
        default:
            return nil
        }
    }
}
