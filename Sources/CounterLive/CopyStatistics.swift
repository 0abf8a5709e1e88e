import CounterEngine
import CounterSystem

/// The lowest and highest rate of a count by whole seconds (`RateStatistics`), kept as the
/// copier counts, on its thread and by its clock: a display that waits (Ctrl-S) does not lump
/// the seconds it missed into one. Read on the main queue for the summary.
package final class CopyStatistics: Sendable {
    private let lock = Lock()
    /// Guarded by `lock`.
    private nonisolated(unsafe) var statistics = RateStatistics()

    package init() {}

    /// Counting began at `time` (before the copier's first count).
    package func begin(at time: Double) {
        lock.withLock { statistics = RateStatistics(start: time) }
    }

    /// The count reached `total` at `time` (the copier's thread).
    package func add(_ total: UInt64, at time: Double) {
        lock.withLock { statistics.add(Double(total), at: time) }
    }

    /// The lowest and highest count of one whole second by `time`; nil before a whole second.
    package func extremes(at time: Double) -> (minimum: Double, maximum: Double)? {
        lock.withLock { statistics.extremes(at: time) }
    }
}
