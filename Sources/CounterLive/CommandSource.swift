import CounterEngine
import CounterSystem
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Live values from a shell command run on an interval: the first number in its output, counted
/// only from a good run, read as `ProgramOutput` reads it (output that is not text, or a number
/// written with grouping or a decimal comma, is a failed run). Only good runs count: the number counts when the run exits 0, or when
/// the run printed it and is still going at its timeout (slow, not failed: `echo 5; exec sleep
/// 1000` gives 5); a run that exits non-zero (or dies by a signal) gives nothing at all, whatever
/// it printed, so it never reaches the value, rate, history or thresholds.
///
/// A run never overlaps the previous one; a run that outlasts the timeout gets SIGTERM, then
/// SIGKILL, sent to its whole process group: with a number printed by then it is reported as
/// slow, without one as timed out. Output is read as it comes, capped at 64 KiB; stderr too, its
/// first 4 KiB kept (the rest drained, so the command never blocks on it) and the first line of
/// it given with a failure's reason (`exit 3: boom`). The child runs clean
/// (`ShellCommand`): stdin from /dev/null, default signals, its own session (no terminal to
/// write on: `/dev/tty` is no way onto the board) and group. A grandchild that
/// keeps the pipe open cannot hang the source: a run ends when the child exits (seen through
/// SIGCHLD). Intervals and timeouts are Dispatch timers, the pipe a Dispatch read source.
@MainActor
package final class CommandSource: LiveSource {
    /// `--command CMD --every D --timeout D` (`command:`, `every:`, `timeout:` in a board file).
    package struct Feed: LiveFeed, Equatable {
        package var command: String
        /// Seconds between the starts of two runs.
        package var interval: Double
        /// Seconds a run may take (nil: the interval).
        package var timeout: Double?

        package init(command: String, interval: Double, timeout: Double? = nil) {
            self.command = command
            self.interval = interval
            self.timeout = timeout
        }

        package func makeSource() -> any LiveSource { CommandSource(command: command, interval: interval, timeout: timeout) }
    }

    package let command: ShellCommand
    /// Seconds between the starts of two runs.
    package let interval: Double
    /// Seconds a run may take.
    package let timeout: Double
    /// `.values`: a good value (the first number of a run that exited 0, or that was still going
    /// at its timeout); `.failed`: a run failed, with the reason, e.g. "exit 3", "timed out after
    /// 2s", "no number in the output", and the first line it wrote on stderr after it ("exit 3:
    /// boom"), and gave nothing; `.slow`: a run was still going
    /// at its timeout and its number was kept; `.recovered`: a run ended well, exit status 0
    /// within the timeout and a number. It never ends.
    package var onEvent: (LiveEvent) -> Void = { _ in }

    /// Bytes of output read from one run at most.
    package static let maximumOutput = 65_536
    /// Bytes of stderr kept from one run at most (its first line is the reason of a failure).
    package static let maximumErrors = 4096

    private var timer: MainTimer?
    private var run: Run?
    private var stopped = false

    private var serial = 0

    private final class Run {
        let serial: Int
        let pid: pid_t
        let output: RunPipe
        let errors: RunPipe
        var deadline: MainTimer?
        var timedOut = false
        /// The number it printed before its timeout was kept (a slow run).
        var delivered = false

        init(serial: Int, pid: pid_t, output: RunPipe, errors: RunPipe) {
            self.serial = serial
            self.pid = pid
            self.output = output
            self.errors = errors
        }
    }

    package init(command: String, interval: Double, timeout: Double? = nil) {
        self.command = ShellCommand(command)
        self.interval = max(interval, 0.05)
        self.timeout = max(timeout ?? interval, 0.05)
    }

    /// Runs the command now and then every interval.
    package func start() {
        timer = MainQueueTimer.start(after: 0, repeating: min(interval, 86_400)) { [weak self] in self?.startRun() }
    }

    /// Stops the schedule and kills a run in progress (its whole group).
    package func stop() {
        stopped = true
        timer?.cancel()
        timer = nil
        if let run {
            kill(-run.pid, SIGKILL)
            finish(run, status: nil)
        }
    }

    /// True while a run is in progress.
    package var isRunning: Bool { run != nil }

    private func startRun() {
        guard run == nil, !stopped else { return }
        // Close-on-exec from the start: only the child's stdout and stderr (dup2'ed) survive into
        // the command, and no child started by another thread (a host's) inherits the pipes.
        var out: [Int32] = [-1, -1]
        var err: [Int32] = [-1, -1]
        guard PipeEnds.make(&out) == 0 else {
            onEvent(.failed("cannot create a pipe: \(String(cString: strerror(errno)))"))
            return
        }
        guard PipeEnds.make(&err) == 0 else {
            onEvent(.failed("cannot create a pipe: \(String(cString: strerror(errno)))"))
            out.forEach { _ = close($0) }
            return
        }
        // In a session of its own: no controlling terminal, so nothing it runs writes on the board.
        guard let pid = command.start(output: .capture(out[1], errors: err[1]), ownSession: true) else {
            let reason = ShellCommand.spawnFailure()
            (out + err).forEach { _ = close($0) }
            onEvent(.failed("cannot start /bin/sh: \(reason)"))
            return
        }
        close(out[1])
        close(err[1])
        for fd in [out[0], err[0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        serial += 1
        let run = Run(serial: serial, pid: pid, output: RunPipe(descriptor: out[0], capacity: CommandSource.maximumOutput),
                      errors: RunPipe(descriptor: err[0], capacity: CommandSource.maximumErrors))
        self.run = run
        // The pipes are watched from 50 ms on: a command that ends sooner is read when it exits.
        run.output.watch()
        run.errors.watch()
        run.deadline = MainQueueTimer.start(after: min(timeout, 86_400)) { [weak self] in self?.expire(run) }
        let serial = run.serial
        ChildReaper.shared.onExit(of: pid) { [weak self] status in self?.exited(serial: serial, status: status) }
    }

    /// A good value, for the counter this command feeds.
    private func deliver(_ value: ExactNumber) {
        onEvent(.values([LiveLine(id: nil, value: value)]))
    }

    private func expire(_ run: Run) {
        guard self.run === run else { return }
        run.timedOut = true
        // Still going at its timeout: a number it printed by now counts (a slow run, not a
        // failed one); what it prints while it is being ended does not.
        run.output.read()
        if !stopped, case .number(let value) = ProgramOutput.read(run.output.bytes, complete: false) {
            run.delivered = true
            deliver(value)
            onEvent(.slow("still running at its \(CommandSource.seconds(timeout)) timeout"))
        }
        kill(-run.pid, SIGTERM)
        // Half a second to go quietly, then SIGKILL to the group.
        let serial = run.serial
        let pid = run.pid
        run.deadline = MainQueueTimer.start(after: 0.5) { [weak self] in
            if self?.run?.serial == serial { kill(-pid, SIGKILL) }
        }
    }

    private func exited(serial: Int, status: Int32) {
        guard let run, run.serial == serial else { return }
        run.output.read()
        run.errors.read()
        finish(run, status: status)
    }

    private func finish(_ run: Run, status: Int32?) {
        run.deadline?.cancel()
        run.deadline = nil
        // What a grandchild that kept the pipes still writes is drained, not kept.
        run.output.finish()
        run.errors.finish()
        // Stragglers the command left in its group (a grandchild holding the pipe) go too.
        kill(-run.pid, SIGKILL)
        self.run = nil
        guard let status, !stopped else { return }
        if run.timedOut {
            // A number it printed before the timeout was kept (and reported as slow); without
            // one the run failed.
            if !run.delivered { failed(run, "timed out after \(CommandSource.seconds(timeout))") }
        } else if status != 0 {
            // Whatever it printed, a failed run gives nothing: not the value, rate or history.
            failed(run, status > 128 ? "killed by signal \(status - 128)" : "exit \(status)")
        } else {
            // Output that is not text, or a number written with grouping, is a failed run too.
            let output = run.output.bytes
            switch ProgramOutput.read(output, complete: output.count < CommandSource.maximumOutput) {
            case .number(let value):
                deliver(value)
                onEvent(.recovered)
            case let refused:
                failed(run, refused.refusal ?? "no number in the output")
            }
        }
    }

    /// Reports `run` failed for `reason`, with the first line it wrote on stderr after it.
    private func failed(_ run: Run, _ reason: String) {
        onEvent(.failed(RunErrorText.reason(reason, errors: run.errors.bytes)))
    }

    package func statsFigure(skipped: Int, failed: Int) -> (name: String, count: UInt64)? {
        ("command runs failed", UInt64(max(failed, 0)))
    }

    package static func seconds(_ s: Double) -> String {
        s >= 1 && s == s.rounded() ? "\(Int(s))s" : "\(Int((s * 1000).rounded()))ms"
    }
}
