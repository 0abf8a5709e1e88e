import CounterSystem
import Dispatch

/// A render loop's frame timer on the main queue: on the grid (every period), or set once for a
/// later frame (the picture's next change past the next tick, or the animation's end).
/// Cancelled, never left suspended, at rest.
@MainActor
final class FrameTimer {
    private let period: Double
    private let fire: @MainActor () -> Void
    private var timer: DispatchSourceTimer?
    /// The timer repeats on the grid; false while it is set once for a later frame.
    private(set) var onGrid = false

    /// A timer that calls `fire` for each frame, `period` apart on the grid.
    init(period: Double, fire: @escaping @MainActor () -> Void) {
        self.period = period
        self.fire = fire
    }

    /// True while frames are being drawn.
    var isRunning: Bool { timer != nil }

    /// Starts for a frame `delay` from now, then every period; false when that frame is off the
    /// grid (a delay past a period waits for a later change).
    func start(after delay: Double) -> Bool {
        onGrid = delay <= period * (1 + 1e-6)
        timer = MainQueueTimer.start(after: delay, repeating: period) { [weak self] in self?.fire() }
        return onGrid
    }

    /// Fires at clock time `due` (`now` being now), then back on the grid from there.
    func bringForward(to due: Double, now: Double) {
        guard let timer else { return }
        MainQueueTimer.schedule(timer, after: max(due - now, 0), repeating: period)
        onGrid = true
    }

    /// After a frame drawn at clock time `now`, the next is due at `next`: the next tick of the
    /// grid repeats; a later one (or the end before the next tick) is set once. False then: a
    /// skipped tick is not a late frame.
    func follow(to next: Double, now: Double) -> Bool {
        guard let timer else { return true }
        if abs(next - (now + period)) <= period * 1e-6 {
            // Set again only after a skip or the end.
            if !onGrid {
                onGrid = true
                MainQueueTimer.schedule(timer, after: period, repeating: period)
            }
            return true
        }
        onGrid = false
        MainQueueTimer.schedule(timer, after: next - now)
        return false
    }

    /// Stops: nothing fires until `start(after:)`.
    func stop() {
        timer?.cancel()
        timer = nil
        onGrid = false
    }
}
