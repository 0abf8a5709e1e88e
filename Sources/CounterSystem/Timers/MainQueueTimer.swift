import Dispatch

/// Timers on the main queue: `DispatchSourceTimer`s on the monotonic clock, strict, leeway zero.
package enum MainQueueTimer {
    /// Calls `handler` after `delay` seconds, then every `period` seconds if given (a fixed
    /// grid: a late call never shifts the ones after it). Cancel the returned timer to stop it.
    @MainActor
    package static func start(after delay: Double, repeating period: Double? = nil,
                             _ handler: @escaping @MainActor () -> Void) -> MainTimer {
        let timer = MainTimer(handler)
        timer.schedule(after: delay, repeating: period)
        return timer
    }

    /// Sets when `timer` fires next (and how often after that).
    @MainActor
    package static func schedule(_ timer: MainTimer, after delay: Double, repeating period: Double? = nil) {
        timer.schedule(after: delay, repeating: period)
    }

    /// Whole nanoseconds in `seconds`, within 0 and about 11 days (never a trap on NaN or huge values).
    static func nanoseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int(min(seconds, 1e6) * 1e9)
    }
}

/// One timer on the main queue (`MainQueueTimer.start`): a strict `DispatchSourceTimer` with
/// zero leeway, or, in a test of the whole program in-process, a timer of the test's manual
/// main loop. Cancelled, it never fires again.
package final class MainTimer: @unchecked Sendable {
    private let source: DispatchSourceTimer?
    #if COUNTER_TUI_TEST_HOOKS
    private let manual: ManualMainLoop.Timer?
    private let loop: ManualMainLoop?
    #endif

    @MainActor
    fileprivate init(_ handler: @escaping @MainActor () -> Void) {
        #if COUNTER_TUI_TEST_HOOKS
        if let loop = ManualMainLoop.current {
            self.loop = loop
            manual = loop.makeTimer(handler)
            source = nil
            return
        }
        loop = nil
        manual = nil
        #endif
        let source = DispatchSource.makeTimerSource(flags: .strict, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.schedule(deadline: .distantFuture, repeating: .never, leeway: .nanoseconds(0))
        source.resume()
        self.source = source
    }

    /// Fires after `delay` seconds, then every `period` seconds if given.
    @MainActor
    package func schedule(after delay: Double, repeating period: Double? = nil) {
        #if COUNTER_TUI_TEST_HOOKS
        if let manual, let loop {
            // Exact seconds, not whole nanoseconds: the clock only moves when the test moves it,
            // so a delay rounded down to now would fire at once, again and again.
            let now = loop.time.monotonic
            let wait = delay.isFinite ? min(max(delay, 0), 1e6) : 0
            manual.due = wait > 0 ? max(now + wait, now.nextUp) : now
            manual.period = period.map { max($0, 0.001) }
            return
        }
        #endif
        guard let source else { return }
        let deadline = DispatchTime.now() + .nanoseconds(MainQueueTimer.nanoseconds(delay))
        if let period {
            source.schedule(deadline: deadline, repeating: .nanoseconds(max(MainQueueTimer.nanoseconds(period), 1_000_000)),
                            leeway: .nanoseconds(0))
        } else {
            source.schedule(deadline: deadline, repeating: .never, leeway: .nanoseconds(0))
        }
    }

    /// Stops it for good (from any thread).
    package func cancel() {
        #if COUNTER_TUI_TEST_HOOKS
        manual?.cancelled = true
        #endif
        source?.cancel()
    }
}

/// Work sent to the main queue: `DispatchQueue.main.async`, or, in a test of the whole program
/// in-process, the test's manual main loop.
package enum MainQueueWork {
    /// Runs `work` on a later turn of the main queue.
    @MainActor
    package static func async(_ work: @escaping @MainActor () -> Void) {
        #if COUNTER_TUI_TEST_HOOKS
        if let loop = ManualMainLoop.current { return loop.async(work) }
        #endif
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }

    /// Runs `work` on a later turn of the main queue, sent from any thread (a copier's, a
    /// reader's of /proc). `fulfilling`: in a test in-process, the post a `promise()` announced.
    package static func send(fulfilling: Bool = false, _ work: @escaping @Sendable @MainActor () -> Void) {
        #if COUNTER_TUI_TEST_HOOKS
        if ThreadPosts.post(fulfilling: fulfilling, work) { return }
        #endif
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }
}
