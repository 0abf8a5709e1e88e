import CSignalRelay

/// The full screen's output descriptor, guarded against a frame that a SIGSTOP cut in half: the
/// SIGCONT that resumes it in the background (the terminal is the shell's now) swaps the
/// descriptor for /dev/null from its signal handler, before the frame's write can go on, and
/// the session puts it back once it has looked at the terminal (`restore()`).
package enum DisplayGuard {
    /// Guards `descriptor` from now on (nil: nothing is guarded).
    package static func watch(_ descriptor: Int32?) {
        csignal_display_guard(descriptor ?? -1)
    }

    /// Puts the terminal back under the descriptor after a SIGCONT in the background; true when
    /// it had been swapped.
    @discardableResult
    package static func restore() -> Bool {
        csignal_display_restore() == 1
    }
}
