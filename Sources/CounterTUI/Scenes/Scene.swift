/// Everything on screen at once, Bubble Tea's model, update and view: its state changes only by
/// `advance(to:)` (time) and by what it is told (`update(_:)` with a message, a live value),
/// never by drawing it (`SceneDrawing`); `SceneSchedule` says when its picture changes.
package protocol Scene: SceneDrawing, SceneSchedule {
    /// A line at the bottom of the screen (skipped input, a failing command); empty for none.
    var status: String { get }
    /// Paused with space: the values are drawn dimmed, with a "paused" mark on the status line.
    var paused: Bool { get }
    /// Takes `message`: whether anything the scene shows changed (false for a message it has
    /// nothing to do with).
    @discardableResult
    func update(_ message: SceneMessage) -> Bool
    /// Brings the scene's state to animation time `time` (timers, phases, what it has seen) and
    /// returns what happened since it was last advanced. Called once before a frame is drawn.
    func advance(to time: Double) -> SceneEvents
    /// Starts every animation over at `time`.
    func restart(at time: Double)
    /// Jumps every animation to its end at `time`.
    func finish(at time: Double)
    /// `l`: records a lap at `time`; false when the scene keeps no laps (not a stopwatch).
    func lap(at time: Double) -> Bool
}

extension Scene {
    /// The status line as drawn: the status, and the paused mark while paused (`|| paused`
    /// without UTF-8).
    package func statusLine(ascii: Bool) -> String {
        guard paused else { return status }
        let mark = ascii ? "|| paused - space resumes" : "‖ paused · space resumes"
        return status.isEmpty ? mark : mark + (ascii ? " - " : " · ") + status
    }

    /// A scene with nothing that moves by itself reports nothing.
    package func advance(to time: Double) -> SceneEvents { [] }
    /// A scene that keeps no laps.
    package func lap(at time: Double) -> Bool { false }
}
