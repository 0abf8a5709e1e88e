import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// Runs the commands of threshold crossings (`LevelTriggers`) without ever waiting for them:
/// each through `/bin/sh -c` in a session of its own (no controlling terminal: nothing it runs
/// can write to the board's terminal or change its modes), output discarded, reaped on SIGCHLD;
/// whatever still runs when the board ends is ended with it, all groups at once, and what a
/// command left in the background after its shell ended too.
@MainActor
public final class TriggerRunner {
    /// The commands still running, by pid (each leads its own group).
    public private(set) var running: Set<pid_t> = []
    /// Groups whose shell has ended with something of theirs still running (`sleep 100 &`).
    public private(set) var leftBehind: Set<pid_t> = []
    /// Commands started so far, and those that could not start.
    public private(set) var started = 0
    public private(set) var failedToStart = 0

    public init() {}

    /// Starts `command` with `environment` added to ours; returns at once.
    public func run(_ command: String, environment: [String: String]) {
        guard let pid = ShellCommand(command, environment: environment).start(output: .discard, ownSession: true) else {
            failedToStart += 1
            return
        }
        started += 1
        running.insert(pid)
        ChildReaper.shared.onExit(of: pid) { [weak self] _ in
            guard let self else { return }
            self.running.remove(pid)
            if ChildGroup.isAlive(pid) { self.leftBehind.insert(pid) }
            // Forget groups that have ended meanwhile (the set stays small however often it fires).
            self.leftBehind = self.leftBehind.filter(ChildGroup.isAlive)
        }
    }

    /// The board is ending: every command still running ends with it, its whole group, and
    /// whatever a command left running in its group; all at once, one short wait in all.
    public func stop() {
        ChildGroup.endAll(Array(running) + Array(leftBehind.subtracting(running)), after: SIGTERM)
        running.removeAll()
        leftBehind.removeAll()
    }
}
