// Test builds only (COUNTER_TUI_TEST_HOOKS): what the program's own threads (a copier, a reader
// of /proc) send to the main queue, and how far a copy of stdin has got, so that a test of the
// whole program in-process hears of them on its manual main loop and knows when to look.
#if COUNTER_TUI_TEST_HOOKS
#if canImport(Glibc)
import Glibc
#endif

/// What the program's own threads (a copier, a reader of /proc) send to the main queue while a
/// manual main loop is current, taken at its next turn; and the readings promised by threads
/// still running (`promise()`), which the loop waits for before it calls itself quiet.
package enum ThreadPosts {
    /// Work sent from other threads while a manual loop is current, for its next turn; and the
    /// readings promised by threads still running (`promise()`).
    private nonisolated final class Inbox: @unchecked Sendable {
        let lock = Lock()
        var active = false
        var work: [@Sendable @MainActor () -> Void] = []
        var promised = 0
    }

    private nonisolated static let inbox = Inbox()

    /// Marks a manual loop current or not, for the threads that post to it (`begin()`/`end()`).
    static func setActive(_ active: Bool) {
        inbox.lock.withLock {
            inbox.active = active
            (inbox.work, inbox.promised) = ([], 0)
        }
        // A new run's copier of stdin is the first.
        if active { CopyProbe.reset() }
    }

    /// Queues `work` for the manual loop's next turn, from any thread; false when no manual
    /// loop is current (the caller sends it to libdispatch's main queue). `fulfilling`: the
    /// work is what a `promise()` said would come.
    package nonisolated static func post(fulfilling: Bool = false, _ work: @escaping @Sendable @MainActor () -> Void) -> Bool {
        inbox.lock.withLock {
            guard inbox.active else { return false }
            inbox.work.append(work)
            if fulfilling { inbox.promised = max(inbox.promised - 1, 0) }
            return true
        } && wake()
    }

    /// Wakes a loop waiting for what was promised (`awaitPromised`); true.
    private nonisolated static func wake() -> Bool {
        inbox.lock.signal()
        return true
    }

    /// Waits (10 s of real time at most) while readings are promised and none has been posted;
    /// whether there is posted work to take now. The program reads as if its threads took no time.
    static func awaitPromised() -> Bool {
        inbox.lock.wait(seconds: 10) { inbox.promised == 0 || !inbox.work.isEmpty }
        return inbox.lock.withLock { !inbox.work.isEmpty }
    }

    /// A thread that will post its reading was started: the loop is not quiet until it has.
    package nonisolated static func promise() {
        inbox.lock.withLock { if inbox.active { inbox.promised += 1 } }
    }

    /// A promised post will never come (its thread could not start).
    package nonisolated static func withdraw() {
        inbox.lock.withLock { inbox.promised = max(inbox.promised - 1, 0) }
        inbox.lock.signal()
    }

    /// Readings promised by threads still running.
    package nonisolated static var promised: Int { inbox.lock.withLock { inbox.promised } }

    /// Takes the work posted since the last turn.
    static func takePosted() -> [@Sendable @MainActor () -> Void] {
        inbox.lock.withLock {
            defer { inbox.work = [] }
            return inbox.work
        }
    }
}

/// How far the copier reading descriptor 0 has got, for a test that writes that descriptor's
/// pipe: the bytes it has taken and finished with (counted, passed on, its delivery sent) each
/// time it is about to wait for more, and whether it has seen the end.
package enum CopyProbe {
    /// What the copier of stdin reported last.
    package struct State: Sendable, Equatable {
        /// Copiers of stdin started in this run, and those whose thread has ended.
        package var copiers = 0
        package var exited = 0
        package var taken: UInt64 = 0
        package var ended = false
        /// What the test has written on stdin in this run (`poured(_:)`).
        package var poured: UInt64 = 0
    }

    private static let lock = Lock()
    nonisolated(unsafe) private static var current = State()

    /// What the copier reported last.
    package static var state: State { lock.withLock { current } }

    /// A test's run begins: no copier of its stdin yet.
    static func reset() { lock.withLock { current = State() } }

    /// A copier of descriptor 0 starts.
    static func began() {
        lock.withLock { current = State(copiers: current.copiers + 1, exited: current.exited, poured: current.poured) }
    }

    /// The test wrote `bytes` more on stdin; the total written in this run.
    package static func poured(_ bytes: UInt64) -> UInt64 {
        lock.withLock {
            current.poured += bytes
            return current.poured
        }
    }

    /// A copier's thread ends: it reads descriptor 0 no more.
    static func exited() {
        // Its copy is over (the input ended, or a read or write failed) and told.
        lock.withLock {
            current.exited += 1
            current.ended = true
        }
        lock.signal()
    }

    /// Waits until every copier of descriptor 0 started in this run has ended (at most `seconds`
    /// of real time), before the test points descriptor 0 elsewhere: a copier left reading it
    /// would take the next run's input. Whether they all had.
    @discardableResult
    package static func waitUntilStopped(seconds: Double = 5) -> Bool {
        lock.wait(seconds: seconds) { current.exited >= current.copiers }
    }

    /// The copier has taken `taken` bytes in all and finished with them; it waits for more.
    static func waits(taken: UInt64) { lock.withLock { current.taken = taken } }

}
#endif
