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
    /// The first animation time after `time` at which the picture changes by itself once the
    /// scene has settled (a value turning stale, its age ticking over); nil for none. The render
    /// loop wakes then, and not before.
    func nextChange(after time: Double) -> Double?
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
    public func nextChange(after time: Double) -> Double? { nil }
}
