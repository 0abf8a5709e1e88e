import CounterEngine
import CounterSystem
import Dispatch

/// A dashboard card's `pid: PID`: how far the process has gone through its main open file (the
/// one that moved last, else the largest), as a percent of its size, read from /proc twice a
/// second on a thread of its own (a process with thousands of files never holds the board up);
/// the card's figures give the rate and the time left. A process not ours to read is
/// the card's failure (`!`); one that has ended (or never was) ends the source.
@MainActor
package final class ProcessSource: LiveSource {
    /// `pid: PID` on a card.
    package struct Feed: LiveFeed, Equatable {
        package var pid: Int32
        package var interval = ProcessFiles.interval

        /// Follows process `pid`.
        package init(pid: Int32) { self.pid = pid }

        package func makeSource() -> any LiveSource { ProcessSource(pid: pid, interval: interval) }
    }

    private let pid: Int32
    private let interval: Double
    /// A fake /proc of the tests, read on the main queue; nil: the process's own, on a thread.
    private let read: ((Int32) -> ProcessFileTable.Reading)?
    /// The process, known by its pid and start time (pinned by its first reading).
    private var followed: FollowedProcess
    /// A reading is under way on its thread: the next tick waits for it.
    private var reading = false
    private var progress: ProcessProgress
    private var timer: MainTimer?
    private let clock = SystemFrameClock()
    /// The last percent given, and the failure last said (each said once a change).
    private var given: ExactNumber?
    private var failure: String?

    /// `.values`: the main file's percent (one decimal) when it changes; `.failed`: its files
    /// are not ours to read, or it never was; `.recovered`; `.ended`: the process has ended.
    package var onEvent: (LiveEvent) -> Void = { _ in }

    /// Follows `pid` every `interval` seconds, reading /proc (tests: `read`, on the main queue).
    package init(pid: Int32, interval: Double = ProcessFiles.interval, read: ((Int32) -> ProcessFileTable.Reading)? = nil) {
        self.pid = pid
        self.interval = interval
        self.read = read
        followed = FollowedProcess(pid: pid)
        progress = ProcessProgress(pid: pid)
    }

    package func start() {
        show(readNow(), at: clock.now)
        guard progress.isRunning else { return }
        timer = MainQueueTimer.start(after: interval, repeating: interval) { [weak self] in self?.poll() }
    }

    package func stop() {
        timer?.cancel()
        timer = nil
    }

    package func statsFigure(skipped: Int, failed: Int) -> (name: String, count: UInt64)? { nil }

    /// A reading now, on the main queue.
    private func readNow() -> ProcessFileTable.Reading {
        if let read { return read(pid) }
        return followed.read()
    }

    /// Reads /proc once on a thread of its own (the tests' fake, or no thread to be had: here),
    /// then says what changed, at the time the reading began: what the timer does each interval.
    package func poll() {
        guard !reading, timer != nil else { return }
        let time = clock.now
        let process = followed
        if read == nil {
            reading = true
            #if COUNTER_TUI_TEST_HOOKS
            // A test in-process takes the reading at the instant it began.
            ThreadPosts.promise()
            #endif
            let failure = DetachedThread.start { [weak self] in
                var process = process
                let found = process.read()
                MainQueueWork.send(fulfilling: true) {
                    guard let self else { return }
                    self.reading = false
                    guard self.timer != nil else { return }
                    self.followed = process
                    self.show(found, at: time)
                }
            }
            guard failure != nil else { return }
            #if COUNTER_TUI_TEST_HOOKS
            ThreadPosts.withdraw()
            #endif
            reading = false
        }
        show(readNow(), at: time)
    }

    /// Says what a reading at `time` found.
    private func show(_ found: ProcessFileTable.Reading, at time: Double) {
        switch found {
        case .files(let name, let files):
            progress.update(name: name, files.map(ProcessFiles.reading), at: time)
            if failure != nil {
                failure = nil
                onEvent(.recovered)
            }
            let share = progress.mainFile?.throughput.fraction ?? 0
            let percent = ExactNumber(NumberFormat.fixed((share * 1000).rounded(.down) / 10, decimals: 1)) ?? ExactNumber(whole: 0)
            guard percent != given else { return }
            given = percent
            onEvent(.values([LiveLine(id: nil, value: percent)]))
        case .gone:
            stop()
            let never = given == nil && failure == nil
            progress.finish(at: time)
            if never { onEvent(.failed("no process \(pid) (it has ended, or never was)")) }
            onEvent(.ended)
        case .notPermitted(let code):
            let reason = ProcessFiles.notPermitted(pid, code)
            guard reason != failure else { return }
            failure = reason
            onEvent(.failed(reason))
        }
    }
}
