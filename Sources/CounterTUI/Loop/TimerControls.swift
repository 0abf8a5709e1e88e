import CounterEngine
import CounterSystem
import Dispatch

/// The keys that change a timer while it runs (`r`, `l`, `+`, `-`, `E`) and the wait after its
/// end (`--quit-after`): a part of the session, made by the command with its settings (a host's
/// full screen gets the defaults). The session hands it these keys.
@MainActor
package final class TimerControls: SessionPart {
    /// What `+` adds and `-` takes when no `--step` is given: 10 s, as termdown.
    package nonisolated static let defaultStep = 10.0
    /// Seconds `+` adds and `-` takes (`--step`).
    package let step: Double
    /// Seconds the run waits after the count ends before it ends itself (`--quit-after`); nil:
    /// it ends at once, or waits for a key (`--hold`).
    package let quitAfter: Double?
    /// Writes a time of day from seconds since the epoch (`14:32:10`, the command's: CounterTUI
    /// knows no zones); nil: `E` has nothing to show it with.
    private let timeOfDay: ((Double) -> String)?
    /// The wall clock, in seconds since the epoch (a fixed one in tests).
    private let now: () -> Double
    /// The loop whose scene the keys change (set by the session).
    weak var loop: RenderLoop?
    /// Ends the run `quitAfter` after the end (kept alive until it fires).
    private var quitTimer: MainTimer?

    package init(step: Double = TimerControls.defaultStep, quitAfter: Double? = nil,
                 timeOfDay: ((Double) -> String)? = nil, now: @escaping () -> Double = ProgramClock.timeOfDay) {
        self.step = step
        self.quitAfter = quitAfter
        self.timeOfDay = timeOfDay
        self.now = now
    }

    package func start(in session: SessionControl) {}

    package func stop() { quitTimer = nil }

    /// Does what `action` asks (`r`, `l`, `+`, `-` or `E`); what cannot be done is said in a
    /// note (`note`).
    func handle(_ action: KeyAction, note: (String) -> Void) {
        guard let loop else { return }
        let time = loop.animationTime
        switch action {
        case .restart:
            guard loop.restart() else { return note("r: \(loop.pauseRefusal ?? ""); it cannot start over") }
            quitTimer = nil
            refresh()
        case .lap:
            guard loop.scene.lap(at: time) else { return note("l: laps are kept by a stopwatch (--stopwatch)") }
            loop.redraw()
        case .addTime, .takeTime:
            let key = action == .addTime ? "+" : "-"
            guard !loop.scene.isSettled(at: time),
                  loop.scene.update(.shiftCountdowns(by: action == .addTime ? step : -step, at: time)) else {
                return note("\(key): +/- change running countdowns only")
            }
            // Taken past the end while paused, the count ends now, as it would running (the bell,
            // the end text, `--on-done`): it resumes there, the end time shown moved to now.
            if loop.isPaused && loop.scene.hasEnded(at: time) {
                refresh()
                if loop.togglePause() { return }
            }
            loop.wake()
        case .toggleEndTime:
            guard let timeOfDay, loop.scene.update(.toggleEndClock(EndClock(offset: now() - time, timeOfDay: timeOfDay))) else {
                return note("E: the end time shows under one countdown (not a stopwatch, not a board)")
            }
            loop.redraw()
        default:
            break
        }
    }

    /// The count goes on from another point in time (a pause ended, a restart, `fg`): the end
    /// time shown under it moves with it.
    func refresh() {
        guard let loop, loop.scene.update(.moveEndClock(offset: now() - loop.animationTime)) else { return }
        loop.redraw()
    }

    package func takenBack() { refresh() }

    /// The count has ended on a held screen: with `--quit-after`, `end` is called that long after.
    func settled(end: @escaping @MainActor () -> Void) {
        guard let quitAfter, quitTimer == nil else { return }
        quitTimer = MainQueueTimer.start(after: quitAfter) { [weak self] in
            self?.quitTimer = nil
            end()
        }
    }
}
