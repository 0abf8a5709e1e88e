#if canImport(Glibc)
import Glibc
#endif

/// `--rate-limit` (pv's `-L`): keeps a copy (or a read) to at most `bytesPerSecond`, smoothly:
/// steps of a fiftieth of a second's bytes, each waiting its turn on the copy's own schedule,
/// never a second's worth in one burst; an input that paused is not made up for later (at most
/// a tenth of a second of catching up).
package final class CopyPace: @unchecked Sendable {
    /// The most bytes a second.
    package let bytesPerSecond: Double
    private let clock: @Sendable () -> Double
    private let sleep: @Sendable (Double) -> Void
    /// When the schedule began, and the bytes passed since (only the copier's thread uses them).
    private var start: Double?
    private var passed = 0.0

    /// The catching up allowed after a pause, in seconds.
    package static let catchUp = 0.1

    /// Paces at `bytesPerSecond` (finite, at least 1) by `clock` (monotonic seconds), waiting with `sleep`.
    package init(bytesPerSecond: Double, clock: @escaping @Sendable () -> Double,
                 sleep: @escaping @Sendable (Double) -> Void = CopyPace.nap) {
        self.bytesPerSecond = bytesPerSecond.isFinite ? max(bytesPerSecond, 1) : 1
        self.clock = clock
        self.sleep = sleep
    }

    /// Sleeps `seconds` (at most one: a step's wait), resumed after a signal.
    package static func nap(_ seconds: Double) {
        guard seconds > 0 else { return }
        let whole = seconds >= 1 ? 1.0 : 0.0
        var wait = timespec(tv_sec: Int(whole), tv_nsec: whole > 0 ? 0 : Int(seconds * 1e9))
        var left = timespec()
        while nanosleep(&wait, &left) != 0 && errno == EINTR { wait = left }
    }

    /// The most one step may move: a fiftieth of a second's bytes, at least 1, at most `limit`.
    package func piece(upTo limit: Int) -> Int {
        max(1, min(limit, Int(min(bytesPerSecond / 50, Double(max(limit, 1))))))
    }

    /// Waits until the next step may go: when the bytes passed so far are due by the schedule.
    package func waitTurn() {
        let now = clock()
        guard let start else {
            start = now
            return
        }
        let due = start + passed / bytesPerSecond
        if due > now {
            sleep(due - now)
        } else if now - due > Self.catchUp {
            // The input paused (or the output did): the schedule moves on, no burst to catch up.
            self.start = now - Self.catchUp - passed / bytesPerSecond
        }
    }

    /// `bytes` went.
    package func passed(_ bytes: Int) {
        passed += Double(max(bytes, 0))
    }
}
