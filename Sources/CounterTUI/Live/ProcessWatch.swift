import CounterEngine
import CounterLive
import CounterSystem
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Follows a running process's open files for `--pid PID`: reads /proc every `interval` seconds
/// (`FollowedProcess`) on a thread of its own, so that thousands of files never keep the main
/// queue from keys and signals; puts what it read in the scene's `ProcessProgress` and wakes
/// the render loop; holds the run open until the process has ended, then lets it end with 0
/// and says so on stderr. Descriptors it may no longer read end the run with 77.
@MainActor
package final class ProcessWatch: SessionPart {
    private let scene: ProcessFilesScene
    private let loop: RenderLoop
    /// The process, known by its pid and start time (pinned by its first reading).
    private var followed: FollowedProcess
    /// A reading is under way on its thread: the next tick waits for it.
    private var reading = false
    private let interval: Double
    private var timer: MainTimer?
    private weak var session: SessionControl?
    /// The run ended before the process did (q, a signal): the summary says so.
    private var stoppedEarly = false
    /// The run ended on an error of its own (said already): no summary.
    private var failed = false

    /// Follows `followed` (the process of `scene`'s progress), drawn by `loop`.
    package init(scene: ProcessFilesScene, loop: RenderLoop, followed: FollowedProcess, interval: Double = ProcessFiles.interval) {
        self.scene = scene
        self.loop = loop
        self.followed = followed
        self.interval = interval
    }

    package func start(in session: SessionControl) {
        self.session = session
        session.holdOpen()
        // The first figures are there for the first frame.
        show(followed.read(), at: loop.animationTime)
        guard scene.progress.isRunning, !failed else { return }
        timer = MainQueueTimer.start(after: interval, repeating: interval) { [weak self] in self?.poll() }
    }

    package func stop() {
        timer?.cancel()
        timer = nil
        if scene.progress.isRunning { stoppedEarly = true }
    }

    /// One line on stderr: `process 4321 (pv) ended; followed for 6.10 s`, or that it was left running.
    package func finish() -> Bool {
        guard !failed else { return true }
        let seconds = NumberFormat.fixed(scene.progress.elapsed(at: loop.animationTime), decimals: 2)
        let what = stoppedEarly ? "still running; followed" : "ended; followed"
        StandardStream.write("\(scene.progress.heading) \(what) for \(seconds) s\n", to: 2)
        return true
    }

    /// Reads /proc once on a thread of its own (here when no thread can start), then shows what
    /// it found, at the time the reading began.
    private func poll() {
        guard !reading, timer != nil else { return }
        let time = loop.animationTime
        reading = true
        let process = followed
        #if COUNTER_TUI_TEST_HOOKS
        // A test in-process takes the reading at the instant it began.
        ThreadPosts.promise()
        #endif
        let failure = DetachedThread.start { [weak self] in
            var process = process
            let found = process.read()
            MainQueueWork.send(fulfilling: true) { self?.take(found, of: process, at: time) }
        }
        if failure != nil {
            #if COUNTER_TUI_TEST_HOOKS
            ThreadPosts.withdraw()
            #endif
            var process = process
            take(process.read(), of: process, at: time)
        }
    }

    /// A reading of `process` from its thread: shown unless the watch has stopped since.
    private func take(_ found: ProcessFileTable.Reading, of process: FollowedProcess, at time: Double) {
        reading = false
        guard timer != nil else { return }
        followed = process
        show(found, at: time)
    }

    /// Shows what a reading at `time` found.
    private func show(_ found: ProcessFileTable.Reading, at time: Double) {
        switch found {
        case .files(let name, let files):
            scene.update(.filesRead(name: name, files: files.map(ProcessFiles.reading), at: time))
            loop.wake()
        case .gone:
            timer?.cancel()
            timer = nil
            scene.update(.processEnded(at: time))
            // The last figures are drawn before the run ends.
            loop.drawNow()
            session?.release()
        case .notPermitted(let code):
            timer?.cancel()
            timer = nil
            failed = true
            session?.fail("counter-tui: \(ProcessFiles.notPermitted(scene.progress.pid, code))", status: .noPermission)
        }
    }
}
