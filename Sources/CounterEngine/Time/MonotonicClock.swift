import Glibc

/// The host's clock for animations: seconds since it was created, on CLOCK_MONOTONIC (it never
/// goes back and ignores changes to the time of day). Give `now` to `CountingValue`'s methods.
public final class MonotonicClock: FrameClock, Sendable {
    /// CLOCK_MONOTONIC's reading when the clock was created, in seconds.
    private let origin: Double

    /// A clock reading 0 now.
    public init() { origin = MonotonicClock.reading() }

    /// Seconds since the clock was created.
    public var now: Double { MonotonicClock.reading() - origin }

    private static func reading() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
