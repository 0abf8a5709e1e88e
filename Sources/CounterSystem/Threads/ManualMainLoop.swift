// Test builds only (COUNTER_TUI_TEST_HOOKS, defined for debug builds; docs/architecture.md): the
// main queue's work run by hand, so that a test can run the whole program in-process, on a
// clock that moves only when the test says, with no sleep and no thread of its own.
#if COUNTER_TUI_TEST_HOOKS
#if canImport(Glibc)
import Glibc
#endif

/// The clocks of a test of the whole program (`ProgramClock` reads them while it is current):
/// a monotonic time and a time of day that stand still until the test moves them.
package final class ManualTime: @unchecked Sendable {
    /// The clocks the program reads now; nil: the system's.
    package nonisolated(unsafe) static var current: ManualTime?
    /// Seconds on the monotonic clock.
    package fileprivate(set) var monotonic: Double
    /// The time of day minus the monotonic time: a step of the wall clock changes only this.
    package var timeOfDayOffset: Double

    /// Clocks reading `monotonic` and `timeOfDay` (seconds since the epoch).
    package init(monotonic: Double = 1_000, timeOfDay: Double) {
        self.monotonic = monotonic
        timeOfDayOffset = timeOfDay - monotonic
    }

    /// Seconds since the Unix epoch.
    package var timeOfDay: Double { monotonic + timeOfDayOffset }
}

/// The main queue of a test of the whole program in-process: while it is `current`, timers
/// (`MainTimer`), read watches (`ReadWatch`), work sent to the main queue (`MainQueue.async`)
/// and the signals the relay caught come here instead of libdispatch, and are run by `settle()`
/// and `advance(by:)`, on the calling thread. Turning the main queue (`MainQueueTurner.turn`)
/// runs the test's `script` there, then lets the program run on to its end.
@MainActor
package final class ManualMainLoop {
    /// The loop in charge of the main queue's work now; nil: libdispatch.
    package static var current: ManualMainLoop?

    /// A timer: when it fires next (nil: not set), how often after that.
    final class Timer {
        var due: Double?
        var period: Double?
        var cancelled = false
        let handler: @MainActor () -> Void
        let order: Int

        init(order: Int, handler: @escaping @MainActor () -> Void) {
            self.order = order
            self.handler = handler
        }
    }

    /// A watched descriptor and what to call when it can be read.
    final class Watch {
        let descriptor: Int32
        var cancelled = false
        let handler: @MainActor () -> Void

        init(descriptor: Int32, handler: @escaping @MainActor () -> Void) {
            self.descriptor = descriptor
            self.handler = handler
        }
    }

    /// The clocks the program reads.
    package let time: ManualTime
    private var timers: [Timer] = []
    private var watches: [Watch] = []
    private var queued: [@MainActor () -> Void] = []
    private var made = 0
    /// What the test does while the program runs, given the loop: called once, when the program
    /// first turns the main queue.
    package var script: (@MainActor () -> Void)?
    /// The program's run has ended (what `MainQueueTurner.turn` waits for), once it turns.
    package private(set) var ended: (@MainActor () -> Bool)?
    /// Turns (or timers fired at one instant) in a row, at most: a program that never rests
    /// is stopped there and said to (`runaway`), rather than turning for good.
    package var turnLimit = 20_000
    /// The turn limit was reached: something ran again and again without the clock moving.
    package private(set) var runaway = false

    /// A loop on `time`.
    package init(time: ManualTime) { self.time = time }

    /// Makes this loop and its clocks the program's until `end()`.
    package func begin() {
        ManualMainLoop.current = self
        ManualTime.current = time
        ThreadPosts.setActive(true)
    }

    /// Gives the main queue and the clocks back to libdispatch and the system.
    package func end() {
        if ManualMainLoop.current === self { ManualMainLoop.current = nil }
        ThreadPosts.setActive(false)
        if ManualTime.current === time { ManualTime.current = nil }
    }

    // MARK: - What the program registers

    /// Queues `work` for the next turn.
    package func async(_ work: @escaping @MainActor () -> Void) { queued.append(work) }

    /// A timer that is not set yet.
    func makeTimer(_ handler: @escaping @MainActor () -> Void) -> Timer {
        made += 1
        let timer = Timer(order: made, handler: handler)
        timers.append(timer)
        return timer
    }

    /// Watches `descriptor`: `handler` runs at each turn it can be read.
    func watch(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) -> Watch {
        let watch = Watch(descriptor: descriptor, handler: handler)
        watches.append(watch)
        return watch
    }

    // MARK: - What the test does

    /// Runs what is due now until nothing is: queued work, descriptors that can be read, timers
    /// due at or before now (each at its own instant: the clock stands still meanwhile).
    package func settle() {
        var turns = 0
        repeat {
            while turn() {
                turns += 1
                if turns > turnLimit {
                    runaway = true
                    break
                }
            }
            // A reading a thread promised (a reader of /proc) is taken at this instant too.
        } while !runaway && ThreadPosts.awaitPromised()
    }

    /// Moves both clocks on by `seconds`, firing each timer due on the way at its own instant.
    package func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return settle() }
        let target = time.monotonic + seconds
        settle()
        var fired = 0
        while let next = nextTimer(), let due = next.due, due <= target, !runaway {
            fired = due > time.monotonic ? 0 : fired + 1
            if fired > turnLimit {
                runaway = true
                break
            }
            time.monotonic = max(time.monotonic, due)
            fire(next)
            settle()
        }
        time.monotonic = target
        settle()
    }

    /// Waits for real input (a pipe written by another process) for at most `timeout` real
    /// seconds, running what comes, until `condition` holds: whether it does.
    package func wait(timeout: Double, until condition: @MainActor () -> Bool) -> Bool {
        settle()
        // Real time (the system's clock, not the manual one the program reads).
        let deadline = TerminalProbe.monotonicSeconds() + timeout
        while !condition() {
            let left = deadline - TerminalProbe.monotonicSeconds()
            guard left > 0 else { return condition() }
            let live = watches.filter { !$0.cancelled }
            var fds = live.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), Int32(min(left, 0.05) * 1000) + 1)
            settle()
        }
        return true
    }

    /// `MainQueueTurner.turn`: the script runs (once), then the program runs on until `ended`
    /// holds, its clock moved to each timer in turn; a program that would run on for good stops
    /// there (the caller sees it has not ended).
    func turn(until ended: @escaping @MainActor () -> Bool) {
        self.ended = ended
        settle()
        if let script {
            self.script = nil
            script()
        }
        var turns = 0
        while !ended() && turns < turnLimit && !runaway {
            turns += 1
            settle()
            guard !ended() else { break }
            guard let next = nextTimer(), let due = next.due else { break }
            time.monotonic = max(time.monotonic, due)
            fire(next)
        }
        settle()
    }

    /// Whether the program's run has ended (false before it turned the main queue).
    package var hasEnded: Bool { ended?() ?? false }

    // MARK: - Turning

    /// One turn: queued work, readable descriptors, due timers; whether anything ran.
    private func turn() -> Bool {
        var ran = false
        let work = queued
        queued = []
        for item in work {
            item()
            ran = true
        }
        // What the program's threads sent (ThreadPosts).
        for item in ThreadPosts.takePosted() {
            item()
            ran = true
        }
        // Signals the relay caught (its pipe's read source is libdispatch's).
        SignalSource.shared.deliverPending()
        watches.removeAll { $0.cancelled }
        let live = watches
        if !live.isEmpty {
            var fds = live.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            if poll(&fds, nfds_t(fds.count), 0) > 0 {
                for (watch, fd) in zip(live, fds) where fd.revents != 0 && !watch.cancelled {
                    // Readable, hung up or invalid: the handler reads what there is (a closed
                    // descriptor is the program's to notice, as with a read source).
                    if fd.revents & Int16(POLLNVAL) != 0 {
                        watch.cancelled = true
                        continue
                    }
                    watch.handler()
                    ran = true
                }
            }
        }
        var fired = 0
        while let next = nextTimer(), let due = next.due, due <= time.monotonic, fired < turnLimit {
            fire(next)
            fired += 1
            ran = true
        }
        return ran || !queued.isEmpty
    }

    /// The timer due first (the one made first among those due together).
    private func nextTimer() -> Timer? {
        timers.removeAll { $0.cancelled }
        return timers.filter { $0.due != nil }.min { a, b in
            a.due! == b.due! ? a.order < b.order : a.due! < b.due!
        }
    }

    private func fire(_ timer: Timer) {
        guard let due = timer.due else { return }
        // A repeating timer stays on its grid: the next instant after now, however late.
        if let period = timer.period, period > 0 {
            let missed = max(((time.monotonic - due) / period).rounded(.down), 0)
            timer.due = due + (missed + 1) * period
        } else {
            timer.due = nil
        }
        timer.handler()
    }
}
#endif
