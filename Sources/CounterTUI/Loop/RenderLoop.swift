import CounterEngine
import CounterSystem
import Dispatch

/// The frame pump: a `DispatchSourceTimer` on the main queue calls `tick(now:)`, which draws the
/// scene at the current animation time. Values come from the monotonic clock, never from
/// counting ticks, so late frames never stretch an animation; the last frame of an animation is
/// drawn at its end time, not at the next tick. When nothing moves (settled or paused) the timer
/// is cancelled and the process sleeps until a key, a signal or new data wakes it; nothing,
/// whatever wakes it, draws more often than the frame rate.
@MainActor
public final class RenderLoop {
    public let scene: Scene
    public let output: FrameOutput
    public let clock: FrameClock
    /// Frames per second while animating (1...240).
    public let fps: Int
    public private(set) var timeline = Timeline()
    public private(set) var stats = FrameStats()
    /// Whether a timer draws the frames (false in tests, which call `tick(now:)` themselves).
    public let timed: Bool
    /// The frame timer while frames are being drawn; cancelled (never left suspended) at rest.
    private var timer: DispatchSourceTimer?
    /// The timer is set for the end of the animation rather than the next tick of the grid.
    private var timerAtEnd = false
    /// Clock time of the last frame drawn.
    private var lastFrame: Double?
    /// Called once each time the scene comes to rest (not when paused).
    public var onSettled: (() -> Void)?
    /// Called when the output cannot be written any more.
    public var onOutputFailed: (() -> Void)?
    /// The animation keeps to the clock's own time (a `WallFrameClock` whose origin is animation
    /// time 0: `--until`, `--wall-clock`): Ctrl-Z does not pause it (the frames only stop while
    /// the terminal is handed back), and space and `r` are refused (`unpausable`).
    public var keepsClockTime = false {
        didSet { if keepsClockTime { unpausable = "this timer keeps to the wall clock" } }
    }
    /// Why space may not pause the animation nor `r` start it over (a wall-clock timer, a count
    /// that keeps the pace of its input); nil: they may.
    public var unpausable: String?
    /// The display was closed while the run goes on (`q` during a copy): no frame is drawn.
    public private(set) var detached = false
    /// While at rest, the animation time at which the scene's picture next changes by itself (a
    /// value turning stale): the loop wakes then for one frame, and not before. Nil: none due.
    public private(set) var restWake: Double?
    /// The one-shot timer for `restWake`.
    private var restTimer: DispatchSourceTimer?

    public init(scene: Scene, output: FrameOutput, clock: FrameClock, fps: Int, timed: Bool = false) {
        self.timed = timed
        self.scene = scene
        self.output = output
        self.clock = clock
        self.fps = min(max(fps, 1), 240)
    }

    /// Seconds between frames.
    public var period: Double { 1 / Double(fps) }
    /// The animation time now (clock time with pauses cut out).
    public var animationTime: Double { timeline.time(at: clock.now) }
    /// True while the timer is running.
    public var isRunning: Bool { timer != nil }
    public var isPaused: Bool { timeline.isPaused }

    /// Draws one frame for clock time `now`; returns true while further frames are needed.
    @discardableResult
    public func tick(now: Double) -> Bool {
        guard !detached else { return false }
        let time = timeline.time(at: now)
        output.draw(scene, at: time)
        lastFrame = now
        stats.record(frameAt: now, period: period)
        if output.failed { return false }
        if timeline.isPaused { return false }
        if scene.isSettled(at: time) {
            if stats.endError == nil { stats.endError = time - scene.endTime }
            return false
        }
        return true
    }

    /// When the frame after one drawn at clock time `now` is due, in clock time: the next tick
    /// of the grid, or the animation's end when that comes first.
    public func nextFrameTime(after now: Double) -> Double {
        let grid = now + period
        guard !timeline.isPaused else { return grid }
        let untilEnd = scene.endTime - timeline.time(at: now)
        return untilEnd > 0 && untilEnd < period ? now + untilEnd : grid
    }

    /// Draws the first frame now, at animation time 0, and keeps drawing until the scene settles.
    public func start() {
        let now = clock.now
        timeline.begin(at: keepsClockTime ? 0 : now)
        wake(now: now)
    }

    /// Makes sure frames are being drawn (after new data, a resume or a restart). Draws at once
    /// unless a frame was drawn less than a period ago; then the next frame comes a period after
    /// that one, so however often sources wake the loop, it never draws faster than `fps`.
    public func wake() { wake(now: clock.now) }

    private func wake(now: Double) {
        cancelRestWake()
        guard timer == nil, !detached else { return }
        stats.breakSequence()
        if timed, let last = lastFrame, now - last < period, now >= last {
            startTimer(after: last + period - now)
            return
        }
        guard tick(now: now) else {
            reportStop()
            return
        }
        if timed { startTimer(after: nextFrameTime(after: now) - now) }
    }

    private func startTimer(after delay: Double) {
        timerAtEnd = false
        timer = MainQueueTimer.start(after: delay, repeating: period) { [weak self] in self?.timerFired() }
    }

    private func timerFired() {
        let now = clock.now
        guard tick(now: now) else {
            stopTimer()
            reportStop()
            return
        }
        guard let timer else { return }
        let next = nextFrameTime(after: now)
        if next < now + period {
            // The animation ends before the next tick: draw its last frame at its end time.
            timerAtEnd = true
            MainQueueTimer.schedule(timer, after: next - now)
        } else if timerAtEnd {
            // It did not come to rest at its end (new data arrived): back on a grid from here.
            timerAtEnd = false
            MainQueueTimer.schedule(timer, after: period, repeating: period)
        }
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
        cancelRestWake()
        guard !detached, !timeline.isPaused else { return }
        let time = animationTime
        guard let next = scene.nextChange(after: time) else { return }
        restWake = next
        guard timed else { return }
        restTimer = MainQueueTimer.start(after: max(next - time, 0)) { [weak self] in
            guard let self else { return }
            self.cancelRestWake()
            self.wake()
        }
    }

    private func cancelRestWake() {
        restTimer?.cancel()
        restTimer = nil
        restWake = nil
    }

    /// No frame is drawn from now on (the display was closed; the run goes on without it).
    public func detach() {
        stopTimer()
        detached = true
    }

    /// Stops the frame timer: nothing runs until `wake()`.
    public func stopTimer() {
        cancelRestWake()
        timer?.cancel()
        timer = nil
        timerAtEnd = false
    }

    /// Space: pauses (the clock stops too) or resumes where it was; false, with nothing changed,
    /// when it may not (`unpausable`).
    @discardableResult
    public func togglePause() -> Bool {
        guard unpausable == nil else { return false }
        timeline.toggle(at: clock.now)
        scene.paused = timeline.isPaused
        if timeline.isPaused {
            stopTimer()
            tick(now: clock.now)
        } else {
            wake()
        }
        return true
    }

    /// Pauses without drawing (for Ctrl-Z: the terminal is being handed back).
    public func pause() {
        if !keepsClockTime { timeline.pause(at: clock.now) }
        stopTimer()
    }

    /// Resumes after `pause()`.
    public func resume() {
        timeline.resume(at: clock.now)
        wake()
    }

    /// `r`: starts every animation over; false, with nothing changed, when it may not
    /// (`unpausable`).
    @discardableResult
    public func restart() -> Bool {
        guard unpausable == nil else { return false }
        scene.restart(at: animationTime)
        wake()
        return true
    }

    /// Draws the frame for now at once, whatever the frame rate (the last frame of a run that
    /// ends now: the end of a count's input); the timer stops when the scene has settled.
    public func drawNow() {
        if !tick(now: clock.now) {
            stopTimer()
            reportStop()
        }
    }

    /// Draws the whole frame again (after a resize or a resume from Ctrl-Z).
    public func redraw() {
        output.invalidate()
        if timer == nil {
            tick(now: clock.now)
            stats.breakSequence()
        }
    }
}
