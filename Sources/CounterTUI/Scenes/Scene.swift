/// Everything on screen at once: renders a whole frame for any animation time.
public protocol Scene: AnyObject {
    /// A line at the bottom of the screen (skipped input, a failing command); empty for none.
    var status: String { get set }
    /// Paused with space: the values are drawn dimmed, with a "paused" mark on the status line.
    var paused: Bool { get set }
    /// Draws the frame at animation time `time` into `buffer` (which starts blank).
    func render(at time: Double, into buffer: inout Buffer)
    /// True when nothing moves any more at `time`.
    func isSettled(at time: Double) -> Bool
    /// The frame as one plain line (for piped output and `--inline`).
    func plainText(at time: Double, padded: Bool) -> String
    /// Starts every animation over at `time`.
    func restart(at time: Double)
    /// Animation time at which everything has arrived (for `--stats`).
    var endTime: Double { get }
    /// Jumps every animation to its end at `time`.
    func finish(at time: Double)
    /// Brings `buffer`, which holds the frame this scene last drew (by `render` or `update`),
    /// to the frame at `time`, redrawing only what changed and marking it in `damage`. Returns
    /// false, with `buffer` untouched, when it cannot (the layout changed, or this scene does not
    /// update in place): the caller then renders the frame whole.
    func update(at time: Double, into buffer: inout Buffer, damage: inout Damage) -> Bool
    /// Frames drawn so far (by `render` or `update`, into any buffer): an output that updates its
    /// frame in place does so only if no other frame was drawn since its own (a recording
    /// renders the same scene into a buffer of its own).
    var framesDrawn: Int { get }
    /// True when, since the last time it was asked, something happened that `--bell` rings for
    /// (the end, a threshold crossed, a new phase); asked after each frame drawn on the display.
    func alertDue(at time: Double) -> Bool
    /// The text for the terminal's title (`--window-title`) at `time`.
    func windowTitle(at time: Double) -> String
    /// `l`: records a lap at `time`; false when the scene keeps no laps (not a stopwatch).
    func lap(at time: Double) -> Bool
    /// The lines left on the terminal after the full screen, from the last frame's `lines`.
    func closingLines(_ lines: [String]) -> [String]
    /// The earliest animation time after `time` at which the picture may differ from the one
    /// drawn at `time`: at most `soonest` (the next tick) when it may change by then or that
    /// cannot be known cheaply; infinity when nothing changes until something new arrives.
    func nextChange(after time: Double, soonest: Double) -> Double
    /// The first animation time after `time` at which the picture changes by itself once the
    /// scene has settled (a value turning stale, its age ticking over); nil for none. The render
    /// loop wakes then, and not before.
    func restingChange(after time: Double) -> Double?
}

extension Scene {
    /// The status line as drawn: the status, and the paused mark while paused (`|| paused`
    /// without UTF-8).
    public func statusLine(ascii: Bool) -> String {
        guard paused else { return status }
        let mark = ascii ? "|| paused - space resumes" : "‖ paused · space resumes"
        return status.isEmpty ? mark : mark + (ascii ? " - " : " · ") + status
    }

    /// Scenes that do not update in place render every frame whole.
    public func update(at time: Double, into buffer: inout Buffer, damage: inout Damage) -> Bool { false }
    public var framesDrawn: Int { 0 }
    public func alertDue(at time: Double) -> Bool { false }
    public func windowTitle(at time: Double) -> String { plainText(at: time, padded: false) }
    public func lap(at time: Double) -> Bool { false }
    public func closingLines(_ lines: [String]) -> [String] { lines }
    public func nextChange(after time: Double, soonest: Double) -> Double { soonest }
    public func restingChange(after time: Double) -> Double? { nil }
}
