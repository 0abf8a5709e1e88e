#if canImport(Glibc)
import Glibc
#endif

/// A start made slow on purpose, in test builds only: `COUNTER_TUI_TEST_SLOW_START=1` waits half a
/// second with the full screen up, before the terminal is set up and asked (a start on a loaded
/// machine), for the test of keys typed then. Nothing in a release build.
enum SlowStartHook {
    /// Waits when the test asks for it.
    static func pause() {
        #if COUNTER_TUI_TEST_HOOKS
        if let value = getenv("COUNTER_TUI_TEST_SLOW_START"), String(cString: value) == "1" { usleep(500_000) }
        #endif
    }
}
