/// The instants frames are drawn at: `origin + k·period` in clock time, anchored where the
/// animation starts. A frame set once for a later change lands on an instant of this grid, not a
/// whole number of periods after a frame that was itself drawn late.
struct FrameGrid: Sendable, Equatable {
    /// Slack for where a change was found (bisection) and for sums of periods: an instant this
    /// close before a time counts as at it.
    static let slack = 1e-6

    /// Clock time of the instant numbered 0.
    let origin: Double
    /// Seconds between instants (positive).
    let period: Double

    /// The first instant at or after clock time `time` (within `slack`).
    func instant(atOrAfter time: Double) -> Double {
        guard time.isFinite else { return time }
        let steps = ((time - origin - FrameGrid.slack) / period).rounded(.up)
        return origin + steps * period
    }

    /// The instant after a frame drawn at clock time `now`: the instant nearest `now` (the one
    /// the frame was due at, when it came less than half a period late), plus a period. Never
    /// less than half a period after `now`.
    func instant(after now: Double) -> Double {
        guard now.isFinite else { return now + period }
        let steps = ((now - origin) / period).rounded(.toNearestOrAwayFromZero)
        return origin + (steps + 1) * period
    }
}
