import Dispatch

/// Looks a few times a second (on the main queue) whether a run left running in the background
/// has become the terminal's foreground job: bash's `fg` sends no SIGCONT to a job that is
/// running, so nothing else would tell it. Until `stop()`.
@MainActor
final class ForegroundWatch {
    /// How often it looks, in seconds: a display back within a quarter of a second of `fg`.
    static let interval = 0.25
    private var timer: DispatchSourceTimer?

    /// Calls `look` every `interval` seconds until `stop()`.
    init(_ look: @escaping @MainActor () -> Void) {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + Self.interval, repeating: Self.interval, leeway: .milliseconds(20))
        timer.setEventHandler { MainActor.assumeIsolated { look() } }
        timer.resume()
        self.timer = timer
    }

    /// Looks no more.
    func stop() {
        timer?.cancel()
        timer = nil
    }
}
