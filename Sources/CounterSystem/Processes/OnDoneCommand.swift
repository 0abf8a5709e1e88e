import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// `--on-done` once the display has ended: the command runs in its own process group while the
/// program waits for it on the main queue, so signals still end the program promptly (128+N),
/// and the command's group with it. Ctrl-Z stops both; `fg` continues both.
@MainActor
package enum OnDoneCommand {
    /// Starts `command`; when it ends, `ended` gets `.status(status)` (the program's own status,
    /// not the command's); when a terminating signal comes first, the command's group is ended
    /// and `ended` gets `.signal(N)`. When it cannot start, says why on stderr and returns the
    /// ending at once (71, or the status of a run that ended with an error); nil when started.
    /// Returns at once either way: the caller turns the main queue until `ended` is called.
    package static func start(_ command: ShellCommand, endingWith status: ExitStatus,
                             ended: @escaping @MainActor (RunEnding) -> Void) -> RunEnding? {
        guard let pid = command.start(quiet: false) else {
            StandardStream.notice("--on-done: cannot start /bin/sh: \(ShellCommand.spawnFailure())")
            return .status(status.isSuccess ? .machineLimit : status)
        }
        var done = false
        let end = { (ending: RunEnding) in
            guard !done else { return }
            done = true
            ended(ending)
        }
        let signals = SignalSource.shared
        for sig in SignalPolicy.terminating where !SignalPolicy.inheritedIgnored.contains(sig) {
            signals.on(sig) {
                ChildGroup.end(pid, after: sig)
                end(.signal(sig))
            }
        }
        // The screen is gone: nothing to repaint.
        for sig in [SIGUSR1, SIGUSR2, SIGWINCH] { signals.on(sig) {} }
        if !SignalPolicy.inheritedIgnored.contains(SIGTSTP) {
            signals.on(SIGTSTP) {
                kill(-pid, SIGTSTP)
                SignalPolicy.stopSelf(by: SIGTSTP)
            }
        }
        signals.on(SIGCONT) { kill(-pid, SIGCONT) }
        ChildReaper.shared.onExit(of: pid) { _ in
            // Stragglers the command left in its group go with it.
            kill(-pid, SIGKILL)
            end(.status(status))
        }
        return nil
    }
}
