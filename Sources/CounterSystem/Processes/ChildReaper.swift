#if canImport(Glibc)
import Glibc
#endif

/// Reaps the children the program started and reports how each ended, on SIGCHLD (through
/// `SignalSource`), never by polling.
@MainActor
package final class ChildReaper {
    /// The one reaper of the process (SIGCHLD is process-wide).
    package static let shared = ChildReaper()

    private var children: [pid_t: @MainActor (Int32) -> Void] = [:]
    private var listening = false

    private init() {}

    /// Children started and not reaped yet.
    package var running: Int { children.count }

    /// Calls `handler` with the exit status (128+N when killed by signal N) when child `pid`
    /// ends, and reaps it.
    package func onExit(of pid: pid_t, _ handler: @escaping @MainActor (Int32) -> Void) {
        children[pid] = handler
        // Again after a run that gave its signals back (a host's second run, a test's next one).
        if !listening || SignalDisposition.of(SIGCHLD) != .handled {
            listening = true
            SignalSource.shared.on(SIGCHLD) { [weak self] in self?.reap() }
        }
        // It may have ended before anyone listened.
        reap()
    }

    private func reap() {
        for (pid, handler) in children {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            guard result == pid || (result < 0 && errno == ECHILD) else { continue }
            children[pid] = nil
            handler(result < 0 ? -1 : ShellCommand.exitCode(fromWaitStatus: status))
        }
    }
}
