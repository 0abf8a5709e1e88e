import CounterSystem
import Dispatch

/// A scene at rest whose picture still changes by itself (a value turning stale): one wake at
/// that animation time, and not before.
@MainActor
final class RestWake {
    /// The animation time of the wake; nil: none due.
    private(set) var due: Double?
    /// The one-shot timer for `due`.
    private var timer: MainTimer?

    /// Plans a wake for the change at `next` (animation time; `time` now, at clock time `now`),
    /// at the first instant of `grid` that shows it: with `timed`, `wake` is then called (once);
    /// without, it is only noted (tests).
    func plan(at next: Double, time: Double, now: Double, grid: FrameGrid, timed: Bool,
              wake: @escaping @MainActor () -> Void) {
        cancel()
        due = next
        guard timed else { return }
        let delay = grid.instant(atOrAfter: now + (next - time)) - now
        timer = MainQueueTimer.start(after: max(delay, 0)) { [weak self] in
            self?.cancel()
            wake()
        }
    }

    /// No wake is due any more.
    func cancel() {
        timer?.cancel()
        timer = nil
        due = nil
    }
}
