import CSignalRelay

/// The full screen's descriptor (the one the crash rescue is armed on), guarded against a frame
/// that a SIGSTOP cut in half: the SIGCONT that resumes it in the background (the terminal is
/// the shell's now) points the descriptor at /dev/null from its signal handler, before the
/// frame's write can go on; the session puts the terminal back once it has looked at it
/// (`restore()`), and the rescue's disarming at the end does too.
package enum DisplayGuard {
    /// Guards the full screen from now on (job control hands it back and takes it again).
    package static func guardFullScreen() {
        csignal_display_guard(1)
    }

    /// Puts the terminal back under the descriptor after a SIGCONT in the background; true when
    /// it had been swapped.
    @discardableResult
    package static func restore() -> Bool {
        csignal_display_restore() == 1
    }
}
