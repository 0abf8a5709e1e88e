import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// `--on-done` once the display has ended: the command runs in its own process group while the
/// program waits for it on the main queue, so signals still end the program promptly (128+N),
/// and the command's group with it. Ctrl-Z stops both; `fg` continues both.
@MainActor
public enum FinalCommand {
    /// Exit status when the command cannot be started (EX_OSERR: out of processes or memory).
    public static let cannotStart: Int32 = 71

    /// Starts `command`; the process exits with `status` when it ends. When it cannot start, says
    /// why on stderr and exits with `cannotStart` (a run that ended with an error keeps its
    /// status). Returns, so that the caller gets back to the main queue: call it from a handler
    /// running there, or follow it with `dispatchMain()`.
    public static func start(_ command: ShellCommand, exitingWith status: Int32) {
        guard let pid = command.start(quiet: false) else {
            StandardStream.notice("--on-done: cannot start /bin/sh: \(ShellCommand.spawnFailure())")
            exit(status == 0 ? cannotStart : status)
        }
        let signals = SignalSource.shared
        for sig in SignalPolicy.terminating where !SignalPolicy.inheritedIgnored.contains(sig) {
            signals.on(sig) {
                ChildGroup.end(pid, after: sig)
                SignalPolicy.die(by: sig)
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
            exit(status)
        }
    }
}
