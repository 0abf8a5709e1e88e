// The C watchdog (CSignalRelay) seen from Swift: one thread of its own, started before the
// display, that ends the program when the main queue cannot run. Without it a program whose
// libdispatch finds no thread to start (the process limit, `ulimit -u`) ignores q, Ctrl-C and
// SIGTERM for good, with the terminal raw.
import CSignalRelay

/// Ends the program from C, terminal restored, when the main queue leaves a terminating signal
/// or a quit key untaken for a second; a main queue blocked writing to a paused terminal is not
/// taken for a stalled one.
package enum Watchdog {
    /// Starts the watchdog thread (once): nil, or the error that stopped it (EAGAIN at the
    /// process limit).
    package static func start() -> Int32? {
        // A test of the whole program in-process: the test's own process is not to be ended.
        if inProcessTest { return nil }
        let failed = csignal_watchdog_start()
        return failed == 0 ? nil : failed
    }

    /// Watches `descriptor` (the terminal the keys come from) for quit keys the main queue
    /// leaves unread; nil stops watching (the terminal is handed back, or the display is over).
    /// `note` is said on stderr when the watchdog quits for a key (the first one given is kept).
    package static func watchKeys(on descriptor: Int32?, note: String = "") {
        if inProcessTest { return }
        csignal_watchdog_keys(descriptor ?? -1, note)
    }

    /// Runs `write`, a write to the terminal on `descriptor`, marked as one: while the main
    /// queue is blocked in it the display is paused (Ctrl-S, a slow link), not stalled; the
    /// watchdog quits for no key (they wait for output to move again and are read then), and a
    /// terminating signal left waiting lets the terminal's output go again.
    package static func writingToDisplay<T>(on descriptor: Int32, _ write: () throws -> T) rethrows -> T {
        csignal_watchdog_display_write(max(descriptor, 0))
        defer { csignal_watchdog_display_write(-1) }
        return try write()
    }

    /// Writes all of `text` to the terminal on `descriptor`, marked as a write to the display
    /// (`writingToDisplay`).
    package static func write(_ text: String, toDisplay descriptor: Int32) {
        writingToDisplay(on: descriptor) { _ = StandardStream.write(text, to: descriptor) }
    }

    /// Whether a test runs the whole program in its own process (a manual main loop is in
    /// charge): the watchdog neither starts nor watches keys then.
    private static var inProcessTest: Bool {
        #if COUNTER_TUI_TEST_HOOKS
        return ManualTime.current != nil
        #else
        return false
        #endif
    }

    /// The display is over: no key, no waiting signal, no write to the terminal is watched any
    /// more, so the watchdog never ends a program that goes on after it.
    package static func standDown() {
        csignal_watchdog_stand_down()
    }

    /// The main queue has read the keys waiting on the watched terminal.
    package static func keysRead() {
        csignal_watchdog_keys_read()
    }

    /// The recording being written (its temporary file, and the target it replaces when
    /// complete), or nil once it is settled: a quit key the watchdog takes keeps it in place
    /// (complete up to its last frame), a signal it ends the program by removes it.
    package static func recording(partial: String?, target: String? = nil) {
        guard let partial, let target else {
            csignal_watchdog_recording(nil, nil)
            return
        }
        csignal_watchdog_recording(partial, target)
    }
}
