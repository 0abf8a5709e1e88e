import CounterEngine
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// Runs commands one at a time without ever waiting for one while the display runs
/// (`--exec-cmd`, `--say`): a command asked for while one runs waits, and only the newest waits
/// (an older waiting one is dropped and counted in `skipped`). At the end (`drain`) the one
/// running and the one waiting run to their end, within a bound, so the last change is told.
@MainActor
package final class SerialCommands {
    /// Starts one command: its pid (leading its own group), or why it could not start.
    package typealias Start = @MainActor () -> Result<pid_t, TriggerStartFailure>

    /// Commands started, dropped for a newer one, and those that could not start.
    package private(set) var started = 0
    /// Requests dropped for a newer one (and, at the end, one that never ran).
    package private(set) var skipped = 0
    /// Commands that could not start.
    package private(set) var failedToStart = 0
    /// Commands still running when `drain`'s bound passed, ended then.
    package private(set) var cutShort = 0
    /// Why the last command that could not start did not.
    package private(set) var lastFailure: String?
    /// The command running now.
    package private(set) var running: pid_t?
    private var waiting: Start?
    private let spawner: TriggerSpawner

    /// - Parameter spawner: how an ended command is heard of (`onExit`) and a group is told alive.
    package init(spawner: TriggerSpawner = .system) {
        self.spawner = spawner
    }

    /// Runs `start` now, or when the command running ends (in place of any older one waiting).
    package func request(_ start: @escaping Start) {
        if waiting != nil { skipped += 1 }
        waiting = start
        startWaiting()
    }

    /// Starts the waiting command when none runs.
    private func startWaiting() {
        while running == nil, let start = waiting {
            waiting = nil
            switch start() {
            case .success(let pid):
                started += 1
                running = pid
                // Last: a command that has already ended is reaped (and the next started) at once.
                spawner.onExit(pid) { [weak self] in self?.ended(pid) }
            case .failure(let failure):
                failedToStart += 1
                lastFailure = failure.reason
            }
        }
    }

    /// The command `pid` has ended: the waiting one starts.
    private func ended(_ pid: pid_t) {
        guard running == pid else { return }
        running = nil
        startWaiting()
    }

    /// The run is over: waits up to `seconds` (monotonic) for the running command and then the
    /// waiting one to end; what still runs then is ended (its group, SIGTERM), what still waits
    /// never runs (counted in `skipped`).
    package func drain(within seconds: Double) {
        let clock = MonotonicClock()
        while let pid = running, clock.now < seconds {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) {
                ended(pid)
            } else {
                usleep(10_000)
            }
        }
        if let pid = running {
            ChildGroup.end(pid, after: SIGTERM)
            running = nil
            cutShort += 1
        }
        if waiting != nil {
            waiting = nil
            skipped += 1
        }
    }
}
