import Glibc

/// The wall clock (CLOCK_REALTIME) as a frame clock, in seconds since `origin`: a timer on it
/// keeps to the real time of day through a stopped process, a suspended machine and a clock
/// step (it can go back with the clock; a countdown then shows more time left, as it is).
package final class WallFrameClock: FrameClock {
    /// Seconds since the Unix epoch at which this clock reads 0.
    package let origin: Double
    /// Where the time comes from, in seconds since the epoch (`WallFrameClock.epochSeconds`; a
    /// fixed or stepped clock in tests).
    private let read: () -> Double

    package init(origin: Double, read: @escaping () -> Double = WallFrameClock.epochSeconds) {
        self.origin = origin
        self.read = read
    }

    package var now: Double {
        let seconds = read() - origin
        return seconds.isFinite ? seconds : 0
    }

    /// The time of day now, in seconds since the Unix epoch (CLOCK_REALTIME).
    package static func epochSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
