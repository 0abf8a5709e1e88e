import CounterEngine

/// A clock that moves only when told to: every test frame is reproducible and nothing sleeps.
package final class ManualClock: FrameClock {
    package private(set) var now: Double

    package init(now: Double = 0) { self.now = now }

    /// Moves time forward by `seconds` (negative or non-finite amounts are ignored).
    package func advance(by seconds: Double) {
        if seconds.isFinite, seconds > 0 { now += seconds }
    }

    /// Sets the time to `time` if it is later than now.
    package func set(_ time: Double) {
        if time.isFinite, time > now { now = time }
    }
}
