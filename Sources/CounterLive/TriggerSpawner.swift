import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// How the `TriggerRunner` starts a command and hears of its end: through `/bin/sh -c` in a
/// session of its own with its output discarded, reaped on SIGCHLD. Tests give a fake one.
package struct TriggerSpawner {
    /// Starts `command` with the variables added; its pid, or why it could not start.
    package var start: @MainActor (_ command: String, _ environment: [String: String]) -> Result<pid_t, TriggerStartFailure>
    /// Calls the handler once the child `pid` has ended (and is reaped).
    package var onExit: @MainActor (_ pid: pid_t, _ handler: @escaping @MainActor () -> Void) -> Void
    /// True while any process of the group `pid` led is alive.
    package var isAlive: @MainActor (_ pid: pid_t) -> Bool
    /// Calls the handler with the exit status (128+N when killed by signal N, -1 unknown) once
    /// the child `pid` has ended (`SerialCommands` reports failures); by default `onExit`'s, 0.
    package var onExitStatus: @MainActor (_ pid: pid_t, _ handler: @escaping @MainActor (Int32) -> Void) -> Void

    package init(start: @escaping @MainActor (String, [String: String]) -> Result<pid_t, TriggerStartFailure>,
                onExit: @escaping @MainActor (pid_t, @escaping @MainActor () -> Void) -> Void,
                isAlive: @escaping @MainActor (pid_t) -> Bool,
                onExitStatus: (@MainActor (pid_t, @escaping @MainActor (Int32) -> Void) -> Void)? = nil) {
        self.start = start
        self.onExit = onExit
        self.isAlive = isAlive
        self.onExitStatus = onExitStatus ?? { pid, handler in onExit(pid) { handler(0) } }
    }

    /// The real one: `ShellCommand` in its own session, `ChildReaper`, `ChildGroup`.
    @MainActor package static let system = TriggerSpawner(
        start: { command, environment in
            guard let pid = ShellCommand(command, environment: environment).start(output: .discard, ownSession: true) else {
                return .failure(TriggerStartFailure(reason: ShellCommand.spawnFailure()))
            }
            return .success(pid)
        },
        onExit: { pid, handler in ChildReaper.shared.onExit(of: pid) { _ in handler() } },
        isAlive: { ChildGroup.isAlive($0) },
        onExitStatus: { pid, handler in ChildReaper.shared.onExit(of: pid, handler) })
}

/// Why a trigger's command could not start ("Resource temporarily unavailable (ulimit -u)").
package struct TriggerStartFailure: Error, Equatable {
    /// The reason, in words.
    package var reason: String

    package init(reason: String) { self.reason = reason }
}
