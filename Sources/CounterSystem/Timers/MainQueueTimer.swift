import Dispatch

/// Timers on the main queue: `DispatchSourceTimer`s on the monotonic clock, strict, leeway zero.
package enum MainQueueTimer {
    /// Calls `handler` after `delay` seconds, then every `period` seconds if given (a fixed
    /// grid: a late call never shifts the ones after it). Cancel the returned timer to stop it.
    @MainActor
    package static func start(after delay: Double, repeating period: Double? = nil,
                             _ handler: @escaping @MainActor () -> Void) -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)
        schedule(timer, after: delay, repeating: period)
        timer.setEventHandler { MainActor.assumeIsolated { handler() } }
        timer.resume()
        return timer
    }

    /// Sets when `timer` fires next (and how often after that).
    package static func schedule(_ timer: DispatchSourceTimer, after delay: Double, repeating period: Double? = nil) {
        let deadline = DispatchTime.now() + .nanoseconds(nanoseconds(delay))
        if let period {
            timer.schedule(deadline: deadline, repeating: .nanoseconds(max(nanoseconds(period), 1_000_000)), leeway: .nanoseconds(0))
        } else {
            timer.schedule(deadline: deadline, repeating: .never, leeway: .nanoseconds(0))
        }
    }

    /// Whole nanoseconds in `seconds`, within 0 and about 11 days (never a trap on NaN or huge values).
    static func nanoseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int(min(seconds, 1e6) * 1e9)
    }
}
