import CounterSystem
import Dispatch

/// A render loop's frame timer on the main queue: repeating on the instants of its grid, or set
/// once for a later frame (the picture's next change past the next instant, or the animation's
/// end). Every deadline is an instant in clock time, turned into a delay from a clock reading
/// taken when it is set (after the frame was drawn), so the time spent drawing never shifts it.
/// Cancelled, never left suspended, at rest.
@MainActor
final class FrameTimer {
    private let fire: @MainActor () -> Void
    private var timer: MainTimer?
    /// The instants frames are due at.
    private(set) var grid: FrameGrid
    /// The timer repeats on the grid; false while it is set once for a later frame.
    private(set) var onGrid = false

    /// A timer that calls `fire` for each frame, on `grid`.
    init(grid: FrameGrid, fire: @escaping @MainActor () -> Void) {
        self.grid = grid
        self.fire = fire
    }

    /// True while frames are being drawn.
    var isRunning: Bool { timer != nil }

    /// Moves the grid (the animation starts again from `origin`).
    func anchor(at origin: Double) {
        grid = FrameGrid(origin: origin, period: grid.period)
    }

    /// Starts for a frame at clock time `due` (`now` being now), then every period; false when
    /// that frame is not the next instant after `drawn`, the frame before (a later change).
    func start(at due: Double, after drawn: Double, now: Double) -> Bool {
        onGrid = due <= grid.instant(after: drawn) + FrameGrid.slack
        timer = MainQueueTimer.start(after: due - now, repeating: grid.period) { [weak self] in self?.fire() }
        return onGrid
    }

    /// Fires at the first instant after the frame drawn at clock time `last` and not before
    /// `now` (now being now), then on the grid from there.
    func bringForward(after last: Double?, now: Double) {
        guard let timer else { return }
        let due = max(last.map { grid.instant(after: $0) } ?? now, grid.instant(atOrAfter: now))
        MainQueueTimer.schedule(timer, after: max(due - now, 0), repeating: grid.period)
        onGrid = true
    }

    /// After a frame drawn at clock time `drawn`, the next is due at `next` (`now` being now):
    /// the next instant of the grid repeats; a later one (or the end before the next instant) is
    /// set once. False then: a skipped instant is not a late frame.
    func follow(to next: Double, drawn: Double, now: Double) -> Bool {
        guard let timer else { return true }
        let tick = grid.instant(after: drawn)
        if abs(next - tick) <= FrameGrid.slack {
            // Set again only after a skip or the end: repeating, it stays on its instants.
            if !onGrid {
                onGrid = true
                MainQueueTimer.schedule(timer, after: tick - now, repeating: grid.period)
            }
            return true
        }
        onGrid = false
        MainQueueTimer.schedule(timer, after: next - now)
        return false
    }

    /// Stops: nothing fires until `start(at:after:now:)`.
    func stop() {
        timer?.cancel()
        timer = nil
        onGrid = false
    }
}
