import Foundation

/// The wall clock (CLOCK_REALTIME) as a frame clock, in seconds since `origin`: a timer on it
/// keeps to the real time of day through a stopped process, a suspended machine and a clock
/// step (it can go back with the clock; a countdown then shows more time left, as it is).
package final class WallFrameClock: FrameClock {
    package let origin: Date
    /// Where the time comes from (`Date()`; a fixed or stepped clock in tests).
    private let read: () -> Date

    package init(origin: Date, read: @escaping () -> Date = Date.init) {
        self.origin = origin
        self.read = read
    }

    package var now: Double {
        let seconds = read().timeIntervalSince(origin)
        return seconds.isFinite ? seconds : 0
    }
}
