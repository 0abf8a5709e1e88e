import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// Runs the commands of threshold crossings (`LevelTriggers`) without ever waiting for them:
/// each through `/bin/sh -c` in a process group of its own, output discarded (the screen is the
/// board's), reaped on SIGCHLD; whatever still runs when the board ends is ended with it.
@MainActor
public final class TriggerRunner {
    /// The commands still running, by pid (each leads its own group).
    public private(set) var running: Set<pid_t> = []
    /// Commands started so far, and those that could not start.
    public private(set) var started = 0
    public private(set) var failedToStart = 0

    public init() {}

    /// Starts `command` with `environment` added to ours; returns at once.
    public func run(_ command: String, environment: [String: String]) {
        guard let pid = ShellCommand(command, environment: environment).start(output: .discard) else {
            failedToStart += 1
            return
        }
        started += 1
        running.insert(pid)
        ChildReaper.shared.onExit(of: pid) { [weak self] _ in self?.running.remove(pid) }
    }

    /// The board is ending: every command still running ends with it, its whole group.
    public func stop() {
        for pid in running { ChildGroup.end(pid, after: SIGTERM) }
        running.removeAll()
    }
}
