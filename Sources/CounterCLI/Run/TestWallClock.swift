import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// For tests only: `COUNTER_TUI_TEST_EPOCH=SECONDS` starts the wall clock at that instant
/// (seconds since the epoch) and lets it run. faketime cannot do it for this program: its
/// `timerfd_settime` wrapper moves libdispatch's monotonic deadlines by the fake offset, so
/// every Dispatch timer fails (EINVAL) or waits for ever once the offset is negative or longer
/// than the machine's uptime. Read only by test builds (COUNTER_TUI_TEST_HOOKS, defined for
/// debug builds): a release build runs on the real time of day whatever the environment says.
enum TestWallClock {
    /// Seconds added to the real time of day (0 without the variable).
    static let shift: Double = {
        #if !COUNTER_TUI_TEST_HOOKS
        return 0
        #else
        guard let value = getenv("COUNTER_TUI_TEST_EPOCH"), let epoch = Double(String(cString: value)), epoch.isFinite
        else { return 0 }
        return epoch - ProgramClock.timeOfDay()
        #endif
    }()

    /// The time of day now, with the test's shift.
    static func epochSeconds() -> Double {
        // The shift first: made on first use, from a reading of the clock that must not come
        // after the one it is added to.
        let shift = shift
        return ProgramClock.timeOfDay() + shift
    }
}
