/// A source of monotonic time in seconds. Animations take time as an argument; this gives it.
package protocol FrameClock: AnyObject {
    /// Seconds since an arbitrary fixed origin; never goes backwards.
    var now: Double { get }
}

/// The real monotonic clock (CLOCK_MONOTONIC, like the event loop's timers), counting seconds
/// from its creation.
package final class SystemFrameClock: FrameClock, Sendable {
    private let clock = SuspendingClock()
    private let origin: SuspendingClock.Instant

    package init() { origin = clock.now }

    package var now: Double {
        let d = origin.duration(to: clock.now)
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}

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
