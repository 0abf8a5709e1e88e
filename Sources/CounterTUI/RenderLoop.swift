import CounterEngine

/// The frame pump: a timer on the event loop calls `tick(now:)`, which draws the scene at the
/// current animation time. Values come from the monotonic clock, never from counting ticks, so
/// late frames never stretch an animation. When nothing moves (settled or paused) the timer is
/// cancelled and the process sleeps until a key, a signal or new data wakes it.
@MainActor
public final class RenderLoop {
    public let scene: Scene
    public let output: FrameOutput
    public let clock: FrameClock
    /// Frames per second while animating (1...240).
    public let fps: Int
    public private(set) var timeline = Timeline()
    public private(set) var stats = FrameStats()
    /// The event loop the frame timer runs on (nil in tests, which call `tick(now:)` themselves).
    public let events: EventLoop?
    private var timer: EventLoop.Token?
    /// Called once each time the scene comes to rest (not when paused).
    public var onSettled: (() -> Void)?
    /// Called when the output cannot be written any more.
    public var onOutputFailed: (() -> Void)?

    public init(scene: Scene, output: FrameOutput, clock: FrameClock, fps: Int, events: EventLoop? = nil) {
        self.events = events
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
        let time = timeline.time(at: now)
        output.draw(scene, at: time)
        stats.record(frameAt: now, period: period)
        if output.failed { return false }
        if timeline.isPaused { return false }
        if scene.isSettled(at: time) {
            if stats.endError == nil { stats.endError = time - scene.endTime }
            return false
        }
        return true
    }

    /// Draws the first frame now, at animation time 0, and keeps drawing until the scene settles.
    public func start() {
        let now = clock.now
        timeline.begin(at: now)
        wake(now: now)
    }

    /// Makes sure frames are being drawn (after new data, a resume or a restart).
    public func wake() { wake(now: clock.now) }

    private func wake(now: Double) {
        guard timer == nil else { return }
        stats.breakSequence()
        guard tick(now: now) else {
            reportStop()
            return
        }
        timer = events?.after(period, repeating: period) { [weak self] in self?.timerFired() }
    }

    private func timerFired() {
        if !tick(now: clock.now) {
            stopTimer()
            reportStop()
        }
    }

    private func reportStop() {
        if output.failed {
            onOutputFailed?()
        } else if !timeline.isPaused && scene.isSettled(at: animationTime) {
            onSettled?()
        }
    }

    /// Stops the frame timer: nothing runs until `wake()`.
    public func stopTimer() {
        events?.cancel(timer)
        timer = nil
    }

    /// Space: pauses (the clock stops too) or resumes where it was.
    public func togglePause() {
        timeline.toggle(at: clock.now)
        if timeline.isPaused {
            stopTimer()
            tick(now: clock.now)
        } else {
            wake()
        }
    }

    /// Pauses without drawing (for Ctrl-Z: the terminal is being handed back).
    public func pause() {
        timeline.pause(at: clock.now)
        stopTimer()
    }

    /// Resumes after `pause()`.
    public func resume() {
        timeline.resume(at: clock.now)
        wake()
    }

    /// `r`: starts every animation over.
    public func restart() {
        scene.restart(at: animationTime)
        wake()
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
