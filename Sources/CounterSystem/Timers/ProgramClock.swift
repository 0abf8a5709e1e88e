#if canImport(Glibc)
import Glibc
#endif

/// The program's two clocks, read in one place: the monotonic clock (frames, timeouts, rates)
/// and the time of day (clocks, `--until`, wall-clock timers). In a test build, a test of the
/// whole program in-process holds both still and moves them by hand (`ManualTime`).
package enum ProgramClock {
    /// Seconds on the monotonic clock (CLOCK_MONOTONIC, which stands still while the machine
    /// sleeps), from an arbitrary origin.
    package static func monotonic() -> Double {
        #if COUNTER_TUI_TEST_HOOKS
        if let manual = ManualTime.current { return manual.monotonic }
        #endif
        return read(CLOCK_MONOTONIC)
    }

    /// The time of day: seconds since the Unix epoch (CLOCK_REALTIME).
    package static func timeOfDay() -> Double {
        #if COUNTER_TUI_TEST_HOOKS
        if let manual = ManualTime.current { return manual.timeOfDay }
        #endif
        return read(CLOCK_REALTIME)
    }

    private static func read(_ clock: clockid_t) -> Double {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
