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
/// slow, without one as timed out. Output is read as it comes, capped at 64 KiB. The child runs clean
/// (`ShellCommand`): stdin from /dev/null, default signals, its own group. A grandchild that
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
    /// at its timeout); `.failed`: a run failed, with the reason, e.g. "exit status 3", "timed
    /// out after 2s", "no number in the output", and gave nothing; `.slow`: a run was still going
    /// at its timeout and its number was kept; `.recovered`: a run ended well, exit status 0
    /// within the timeout and a number. It never ends.
    package var onEvent: (LiveEvent) -> Void = { _ in }

    /// Bytes of output read from one run at most.
    package static let maximumOutput = 65_536

    private var timer: DispatchSourceTimer?
    private var run: Run?
    private var stopped = false

    private var serial = 0

    private final class Run {
        let serial: Int
        let pid: pid_t
        let descriptor: Int32
        var output: [UInt8] = []
        var reader: ReadWatch?
        var deadline: DispatchSourceTimer?
        var timedOut = false
        /// The number it printed before its timeout was kept (a slow run).
        var delivered = false
        /// The run has ended: its output no longer counts.
        var finished = false
        /// Starts watching the pipe.
        var watchStart: DispatchSourceTimer?

        init(serial: Int, pid: pid_t, descriptor: Int32) {
            self.serial = serial
            self.pid = pid
            self.descriptor = descriptor
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
        var fds: [Int32] = [-1, -1]
        // Close-on-exec: only the child's stdout (dup2'ed) survives into the command. Spawns
        // happen on the main queue only, so no other spawn can inherit the pipe meanwhile.
        guard pipe(&fds) == 0 else {
            onEvent(.failed("cannot create a pipe: \(String(cString: strerror(errno)))"))
            return
        }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        guard let pid = command.start(output: .capture(fds[1])) else {
            let reason = ShellCommand.spawnFailure()
            close(fds[0])
            close(fds[1])
            onEvent(.failed("cannot start /bin/sh: \(reason)"))
            return
        }
        close(fds[1])
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        serial += 1
        let run = Run(serial: serial, pid: pid, descriptor: fds[0])
        self.run = run
        // The pipe is watched from 50 ms on: a command that ends sooner is read when it exits.
        // (A read source on a pipe whose command exited at once crashed libdispatch's event
        // loop now and then, in debug builds: about one run in five of a failing command.)
        run.watchStart = MainQueueTimer.start(after: 0.05) { [weak self] in
            guard !run.finished else { return }
            run.reader = ReadWatch(descriptor: run.descriptor) { [weak self] in self?.read(run, inHandler: true) }
            self?.read(run)
        }
        run.deadline = MainQueueTimer.start(after: min(timeout, 86_400)) { [weak self] in self?.expire(run) }
        let serial = run.serial
        ChildReaper.shared.onExit(of: pid) { [weak self] status in self?.exited(serial: serial, status: status) }
    }

    /// Reads what the pipe holds. The read source is cancelled (and the pipe closed) only from
    /// its own handler, once it has seen the end: a pipe source cancelled in the turn that made
    /// it (a command that fails at once) crashed libdispatch's event loop now and then.
    private func read(_ run: Run, inHandler: Bool = false) {
        var chunk = [UInt8](repeating: 0, count: 8192)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(run.descriptor, $0.baseAddress, $0.count) }
            if n > 0 {
                let room = CommandSource.maximumOutput - run.output.count
                if room > 0, !run.finished { run.output.append(contentsOf: chunk[0..<min(n, room)]) }
                continue
            }
            if n == 0 && inHandler {
                // EOF: everyone closed the pipe.
                run.reader?.cancel(closing: true)
                run.reader = nil
            }
            return
        }
    }

    /// Runs whose pipe is still watched after they ended, until the watch sees its end, each
    /// with the timer that lets it go a second later regardless.
    private var retiring: [Int: (run: Run, timer: DispatchSourceTimer)] = [:]

    /// A good value, for the counter this command feeds.
    private func deliver(_ value: ExactNumber) {
        onEvent(.values([LiveLine(id: nil, value: value)]))
    }

    private func expire(_ run: Run) {
        guard self.run === run else { return }
        run.timedOut = true
        // Still going at its timeout: a number it printed by now counts (a slow run, not a
        // failed one); what it prints while it is being ended does not.
        read(run)
        if !stopped, case .number(let value) = ProgramOutput.read(run.output, complete: false) {
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
        read(run)
        finish(run, status: status)
    }

    private func finish(_ run: Run, status: Int32?) {
        run.finished = true
        run.watchStart?.cancel()
        run.watchStart = nil
        run.deadline?.cancel()
        run.deadline = nil
        if let reader = run.reader {
            // Its handler cancels it at the end of the pipe (the group is killed below, so the
            // end comes); a second later it goes regardless (a daemon that kept the pipe). The
            // pipe is closed once libdispatch has let go of it: a pipe of the next run may get
            // the same number.
            let serial = run.serial
            let timer = MainQueueTimer.start(after: 1) { [weak self] in
                reader.cancel(closing: true)
                run.reader = nil
                self?.retiring[serial]?.timer.cancel()
                self?.retiring[serial] = nil
            }
            retiring[serial] = (run, timer)
        } else {
            close(run.descriptor)
        }
        // Stragglers the command left in its group (a grandchild holding the pipe) go too.
        kill(-run.pid, SIGKILL)
        self.run = nil
        guard let status, !stopped else { return }
        if run.timedOut {
            // A number it printed before the timeout was kept (and reported as slow); without
            // one the run failed.
            if !run.delivered { onEvent(.failed("timed out after \(CommandSource.seconds(timeout))")) }
        } else if status != 0 {
            // Whatever it printed, a failed run gives nothing: not the value, rate or history.
            onEvent(.failed(status > 128 ? "killed by signal \(status - 128)" : "exit status \(status)"))
        } else {
            // Output that is not text, or a number written with grouping, is a failed run too.
            switch ProgramOutput.read(run.output, complete: run.output.count < CommandSource.maximumOutput) {
            case .number(let value):
                deliver(value)
                onEvent(.recovered)
            case let refused:
                onEvent(.failed(refused.refusal ?? "no number in the output"))
            }
        }
    }

    package func statsFigure(skipped: Int, failed: Int) -> (name: String, count: UInt64)? {
        ("command runs failed", UInt64(max(failed, 0)))
    }

    static func seconds(_ s: Double) -> String {
        s >= 1 && s == s.rounded() ? "\(Int(s))s" : "\(Int((s * 1000).rounded()))ms"
    }
}
