import CounterEngine
import CounterLive
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// Runs commands one at a time without ever waiting for one while the display runs
/// (`--exec-cmd`, `--say`): a command asked for while one runs waits, and only the newest waits
/// (an older waiting one is dropped and counted in `skipped`). At the end (`drain`) the one
/// running and the one waiting run to their end, within a bound, so the last change is told,
/// unless a signal ends the program meanwhile; then (`endRest`) nothing of theirs outlives the
/// program: the one running, and whatever a command left running in its group (`sleep 9 &`),
/// is ended, its whole group. A command that ends with a status other than 0 is counted.
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
    /// Commands that ended with a status other than 0, and the last such status.
    package private(set) var failed = 0
    package private(set) var lastFailedStatus: Int32?
    /// Told of each command that ended with a status other than 0 (its status).
    package var onFailure: @MainActor (_ status: Int32) -> Void = { _ in }
    /// Groups whose shell has ended with something of theirs still running (`sleep 9 &`).
    package private(set) var leftBehind: Set<pid_t> = []
    /// Groups left behind that `endRest` ended.
    package private(set) var leftBehindEnded = 0
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
                spawner.onExitStatus(pid) { [weak self] status in self?.ended(pid, status: status) }
            case .failure(let failure):
                failedToStart += 1
                lastFailure = failure.reason
            }
        }
    }

    /// The command `pid` has ended with `status` (-1: unknown): the waiting one starts.
    private func ended(_ pid: pid_t, status: Int32) {
        guard running == pid else { return }
        running = nil
        if status > 0 {
            failed += 1
            lastFailedStatus = status
            onFailure(status)
        }
        // Forget groups that have ended meanwhile (the set stays small however often it fires).
        leftBehind = leftBehind.filter(spawner.isAlive)
        if spawner.isAlive(pid) { leftBehind.insert(pid) }
        startWaiting()
    }

    /// The run is over: waits up to `seconds` (monotonic) for the running command and then the
    /// waiting one to end, or until `interrupted` says a signal came (checked every 10 ms: it
    /// ends the program at once). Then `endRest`. False when the wait was cut by the signal.
    @discardableResult
    package func drain(within seconds: Double, interrupted: () -> Bool = { false }) -> Bool {
        let clock = MonotonicClock()
        var cut = false
        while let pid = running, clock.now < seconds {
            if interrupted() {
                cut = true
                break
            }
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) {
                ended(pid, status: result < 0 ? -1 : ShellCommand.exitCode(fromWaitStatus: status))
            } else {
                usleep(10_000)
            }
        }
        endRest(after: SIGTERM)
        return !cut
    }

    /// Nothing more runs: the command running is ended (its group, with `sig`; counted in
    /// `cutShort`), the one waiting never runs (counted in `skipped`), and every group a command
    /// left running behind it is ended too (counted in `leftBehindEnded`); one short wait in all.
    package func endRest(after sig: Int32) {
        leftBehind = leftBehind.filter(spawner.isAlive)
        var groups = Array(leftBehind)
        leftBehindEnded += groups.count
        if let pid = running {
            groups.append(pid)
            running = nil
            cutShort += 1
        }
        leftBehind.removeAll()
        if !groups.isEmpty { ChildGroup.endAll(groups, after: sig) }
        if waiting != nil {
            waiting = nil
            skipped += 1
        }
    }
}
