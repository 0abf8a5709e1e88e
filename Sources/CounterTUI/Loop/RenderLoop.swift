import CounterEngine
import CounterSystem
import Dispatch

/// The frame pump: a `DispatchSourceTimer` on the main queue calls `tick(now:)`, which advances
/// the scene to the current animation time and draws it there. Values come from the monotonic clock, never from
/// counting ticks, so late frames never stretch an animation; the last frame of an animation is
/// drawn at its end time, not at the next tick. When nothing moves (settled or paused) the timer
/// is cancelled and the process sleeps until a key, a signal or new data wakes it; nothing,
/// whatever wakes it, draws more often than the frame rate.
@MainActor
package final class RenderLoop {
    package let scene: Scene
    package let output: FrameOutput
    package let clock: FrameClock
    /// Frames per second while animating (1...240).
    package let fps: Int
    package private(set) var timeline = Timeline()
    package private(set) var stats = FrameStats()
    /// Whether a timer draws the frames (false in tests, which call `tick(now:)` themselves).
    package let timed: Bool
    /// The frame timer while frames are being drawn, on the grid of instants from the start.
    private lazy var frames = FrameTimer(grid: FrameGrid(origin: 0, period: period)) { [weak self] in self?.timerFired() }
    /// Clock time of the last frame drawn.
    private var lastFrame: Double?
    /// Called once each time the scene comes to rest (not when paused).
    package var onSettled: (() -> Void)?
    /// Called when the output cannot be written any more.
    package var onOutputFailed: (() -> Void)?
    /// Called after each frame drawn, with its animation time, clock time and what happened as
    /// the scene advanced to it (`--bell`, `--window-title`).
    package var onFrame: ((Double, Double, SceneEvents) -> Void)?
    /// The animation keeps to the clock's own time (a `WallFrameClock` whose origin is animation
    /// time 0: `--until`, `--wall-clock`): Ctrl-Z does not pause it (the frames only stop while
    /// the terminal is handed back); space and `r` are refused (`pauseRefusal`, which a wall-clock duration clears).
    package var keepsClockTime = false {
        didSet { if keepsClockTime { pauseRefusal = "this timer keeps to the wall clock" } }
    }
    /// Why space may not pause the animation nor `r` start it over (a wall-clock timer, a count
    /// that keeps the pace of its input); nil: they may.
    package var pauseRefusal: String?
    /// The display was closed while the run goes on (`q` during a copy): no frame is drawn.
    package private(set) var detached = false
    /// The terminal is handed back for a while (Ctrl-Z, or stopped again after `bg`): no frame
    /// is drawn, whatever wakes the loop, until `takeBack()`. A frame drawn meanwhile would take
    /// the terminal from the shell: ncurses sets its own modes again to draw it.
    package private(set) var handedBack = false
    /// The animation was paused (space) when the terminal was handed back: it stays so.
    private var pausedBeforeHandBack = false
    /// True when a frame due now must wait (a SIGCONT not yet taken: the terminal may be the
    /// shell's until its handler has looked); the timer keeps going.
    package var holdsFrame: (() -> Bool)?
    /// While at rest, the animation time at which the scene's picture next changes by itself (a
    /// value turning stale): the loop wakes then for one frame, and not before. Nil: none due.
    package var restWake: Double? { rest.due }
    private let rest = RestWake()

    package init(scene: Scene, output: FrameOutput, clock: FrameClock, fps: Int, timed: Bool = false) {
        self.timed = timed
        self.scene = scene
        self.output = output
        self.clock = clock
        self.fps = min(max(fps, 1), 240)
    }

    /// Seconds between frames.
    package var period: Double { 1 / Double(fps) }
    /// The animation time now (clock time with pauses cut out).
    package var animationTime: Double { timeline.time(at: clock.now) }
    /// True while the timer is running.
    package var isRunning: Bool { frames.isRunning }
    package var isPaused: Bool { timeline.isPaused }

    /// Draws one frame for clock time `now`; returns true while further frames are needed.
    @discardableResult
    package func tick(now: Double) -> Bool {
        guard !detached, !handedBack else { return false }
        if holdsFrame?() == true { return true }
        let time = timeline.time(at: now)
        // The one step that changes the scene with time; drawing only reads it.
        let events = scene.advance(to: time)
        output.draw(scene, at: time)
        lastFrame = now
        stats.record(frameAt: now, period: period)
        if output.failed { return false }
        onFrame?(time, now, events)
        if timeline.isPaused { return false }
        if scene.isSettled(at: time) {
            if stats.endError == nil { stats.endError = time - scene.endTime }
            return false
        }
        return true
    }

    /// When the frame after one drawn at clock time `now` is due, in clock time (`FrameSchedule`).
    package func nextFrameTime(after now: Double) -> Double {
        FrameSchedule.next(after: now, grid: frames.grid, timeline: timeline, scene: scene)
    }

    /// Draws the first frame now, at animation time 0, and keeps drawing until the scene settles.
    package func start() {
        let now = clock.now
        timeline.begin(at: keepsClockTime ? 0 : now)
        frames.anchor(at: keepsClockTime ? 0 : now)
        wake(now: now)
    }

    /// Makes sure frames are being drawn (after new data, a resume or a restart). Draws at once
    /// unless a frame was drawn less than a period ago; then the next frame comes a period after
    /// that one, so however often sources wake the loop, it never draws faster than `fps`.
    package func wake() { wake(now: clock.now) }

    private func wake(now: Double) {
        rest.cancel()
        guard !detached, !handedBack else { return }
        if frames.isRunning {
            // Set for a later change: something new may change the picture now.
            if !frames.onGrid { bringForward(now: now) }
            return
        }
        stats.breakSequence()
        if timed, let last = lastFrame, now - last < period, now >= last {
            if !frames.start(at: frames.grid.instant(after: last), after: last, now: now) { stats.breakSequence() }
            return
        }
        guard tick(now: now) else {
            reportStop()
            return
        }
        if timed, !frames.start(at: nextFrameTime(after: now), after: now, now: clock.now) { stats.breakSequence() }
    }

    /// Sets a timer that waits for a later change to fire at the next instant allowed (the
    /// first after the last frame, and not before now), back on the grid from there.
    private func bringForward(now: Double) {
        frames.bringForward(after: lastFrame, now: now)
        stats.breakSequence()
    }

    private func timerFired() {
        let now = clock.now
        guard tick(now: now) else {
            stopTimer()
            reportStop()
            return
        }
        guard frames.isRunning else { return }
        // The next instant repeats; a later one (no change before it) or the end before the next
        // is set once, measured from a clock reading taken after drawing.
        if !frames.follow(to: nextFrameTime(after: now), drawn: now, now: clock.now) { stats.breakSequence() }
    }

    private func reportStop() {
        if output.failed {
            onOutputFailed?()
        } else if !timeline.isPaused && scene.isSettled(at: animationTime) {
            planRestWake()
            onSettled?()
        }
    }

    /// At rest: wakes at the scene's next change by itself, if one is due.
    private func planRestWake() {
        rest.cancel()
        guard !detached, !timeline.isPaused else { return }
        let now = clock.now, time = timeline.time(at: now)
        guard let next = scene.restingChange(after: time) else { return }
        rest.plan(at: next, time: time, now: now, grid: frames.grid, timed: timed) { [weak self] in self?.wake() }
    }

    /// No frame is drawn from now on (the display was closed; the run goes on without it).
    package func detach() {
        stopTimer()
        detached = true
    }

    /// Stops the frame timer: nothing runs until `wake()`.
    package func stopTimer() {
        rest.cancel()
        frames.stop()
    }

    /// Space: pauses (the clock stops too) or resumes where it was; false, with nothing changed,
    /// when it may not (`pauseRefusal`).
    @discardableResult
    package func togglePause() -> Bool {
        guard pauseRefusal == nil else { return false }
        timeline.toggle(at: clock.now)
        scene.update(.paused(timeline.isPaused))
        if timeline.isPaused {
            stopTimer()
            tick(now: clock.now)
        } else {
            wake()
        }
        return true
    }

    /// Pauses without drawing (for Ctrl-Z: the terminal is being handed back).
    package func pause() {
        if !keepsClockTime { timeline.pause(at: clock.now) }
        stopTimer()
    }

    /// Resumes after `pause()`.
    package func resume() {
        timeline.resume(at: clock.now)
        wake()
    }

    /// Ctrl-Z: frames stop until `takeBack()`, and so does the clock (unless it keeps clock
    /// time); new data, a rest wake or a note wakes nothing meanwhile.
    package func handBack() {
        guard !handedBack else { return }
        pausedBeforeHandBack = timeline.isPaused
        if pausedBeforeHandBack { stopTimer() } else { pause() }
        handedBack = true
    }

    /// `fg`: the whole frame is drawn again and the animation goes on, unless space had paused it.
    package func takeBack() {
        guard handedBack else { return }
        handedBack = false
        redraw()
        if !pausedBeforeHandBack { resume() }
    }

    /// `r`: starts every animation over; false, with nothing changed, when it may not
    /// (`pauseRefusal`).
    @discardableResult
    package func restart() -> Bool {
        guard pauseRefusal == nil else { return false }
        scene.restart(at: animationTime)
        wake()
        return true
    }

    /// Draws the frame for now at once, whatever the frame rate (the last frame of a run that
    /// ends now: the end of a count's input); the timer stops when the scene has settled.
    package func drawNow() {
        // Handed back: `takeBack()` draws it.
        guard !handedBack else { return }
        if !tick(now: clock.now) {
            stopTimer()
            reportStop()
        }
    }

    /// Draws the whole frame again (after a resize or a resume from Ctrl-Z).
    package func redraw() {
        output.invalidate()
        guard !handedBack else { return }
        if frames.isRunning {
            // The next frame draws it whole: soon, not at a change far ahead.
            if !frames.onGrid { bringForward(now: clock.now) }
        } else {
            tick(now: clock.now)
            stats.breakSequence()
        }
    }
}
