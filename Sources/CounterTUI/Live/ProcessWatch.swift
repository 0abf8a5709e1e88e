import CounterEngine
import CounterSystem
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Follows a running process's open files for `--pid PID`: reads /proc every `interval` seconds
/// on the main queue (`ProcessFileTable`), puts what it read in the scene's `ProcessProgress`
/// and wakes the render loop; holds the run open until the process has ended, then lets it end
/// with 0 and says so on stderr. Descriptors it may no longer read end the run with 77.
@MainActor
package final class ProcessWatch: SessionPart {
    private let scene: ProcessFilesScene
    private let loop: RenderLoop
    private let read: (Int32) -> ProcessFileTable.Reading
    private let interval: Double
    private var timer: DispatchSourceTimer?
    private weak var session: SessionControl?
    /// The run ended before the process did (q, a signal): the summary says so.
    private var stoppedEarly = false
    /// The run ended on an error of its own (said already): no summary.
    private var failed = false

    /// How often /proc is read: twice a second, as the figures' clocks tick once a second.
    nonisolated package static let defaultInterval = 0.5

    /// Follows the process of `scene`'s progress, drawn by `loop`, reading it with `read`.
    package init(scene: ProcessFilesScene, loop: RenderLoop, interval: Double = ProcessWatch.defaultInterval,
                 read: @escaping (Int32) -> ProcessFileTable.Reading = FollowedProcess.reader()) {
        self.scene = scene
        self.loop = loop
        self.interval = interval
        self.read = read
    }

    package func start(in session: SessionControl) {
        self.session = session
        session.holdOpen()
        poll()
        guard scene.progress.isRunning else { return }
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

    /// Reads /proc once and shows what it found.
    private func poll() {
        let time = loop.animationTime
        switch read(scene.progress.pid) {
        case .files(let name, let files):
            scene.progress.update(name: name, files.map(Self.reading), at: time)
            loop.wake()
        case .gone:
            timer?.cancel()
            timer = nil
            scene.progress.finish(at: time)
            // The last figures are drawn before the run ends.
            loop.drawNow()
            session?.release()
        case .notPermitted(let code):
            timer?.cancel()
            timer = nil
            failed = true
            session?.fail("counter-tui: \(Self.notPermitted(scene.progress.pid, code))", status: .noPermission)
        }
    }

    /// `cannot read the files of process 123: Permission denied`.
    package static func notPermitted(_ pid: Int32, _ code: Int32) -> String {
        "cannot read the files of process \(pid): \(String(cString: strerror(code)))"
    }

    /// A file as the engine takes it.
    package static func reading(_ file: ProcessFileTable.OpenFile) -> FileProgress.Reading {
        FileProgress.Reading(descriptor: file.descriptor, path: file.path, identity: file.identity,
                             position: Double(file.position), size: Double(file.size), writesOnly: file.writesOnly)
    }
}
