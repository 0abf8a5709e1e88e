import CounterEngine
import CounterSystem

/// The program's monotonic clock (`ProgramClock`: CLOCK_MONOTONIC, or a test's manual time) as
/// a frame clock, counting seconds from its creation.
package final class SystemFrameClock: FrameClock, Sendable {
    private let origin: Double

    package init() { origin = ProgramClock.monotonic() }

    package var now: Double { ProgramClock.monotonic() - origin }
}
