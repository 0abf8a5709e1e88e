/// Everything on screen at once: renders a whole frame for any animation time.
public protocol Scene: AnyObject {
    /// A line at the bottom of the screen (skipped input, a failing command); empty for none.
    var status: String { get set }
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
}
