import CounterSystem

/// Looks a few times a second (on the main queue) whether a run left running in the background
/// has become the terminal's foreground job: bash's `fg` sends no SIGCONT to a job that is
/// running, so nothing else would tell it. Until `stop()`.
@MainActor
final class ForegroundWatch {
    /// How often it looks, in seconds: a display back within a quarter of a second of `fg`.
    static let interval = 0.25
    private var timer: MainTimer?

    /// Calls `look` every `interval` seconds until `stop()`.
    init(_ look: @escaping @MainActor () -> Void) {
        timer = MainQueueTimer.start(after: Self.interval, repeating: Self.interval, look)
    }

    /// Looks no more.
    func stop() {
        timer?.cancel()
        timer = nil
    }
}
