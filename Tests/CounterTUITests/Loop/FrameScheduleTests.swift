import CounterEngine
import Testing
@testable import CounterTUI
import CounterTestSupport

/// When frames are due: on the grid, the last one at the animation's end, never faster than fps.
@MainActor
@Suite struct FrameScheduleTests {
    let clock = ManualClock()

    func makeLoop(duration: Double, fps: Int, timed: Bool = false) -> (RenderLoop, MemoryScreen) {
        let model = CounterModel(from: .zero, to: number("100"), duration: duration, easing: .linear, format: .int,
                                 start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        let screen = MemoryScreen(size: Size(columns: 10, rows: 1))
        return (RenderLoop(scene: scene, output: ScreenOutput(screen: screen), clock: clock, fps: fps, timed: timed), screen)
    }

    @Test(arguments: [1, 2, 3])
    func theFrameAfterTheLastTickComesAtTheEnd(_ fps: Int) {
        let (loop, _) = makeLoop(duration: 0.1, fps: fps)
        loop.start()
        // Before: the next tick of the grid, 1/fps later (400 ms past the end at 2 fps).
        #expect(abs(loop.nextFrameTime(after: 0) - 0.1) < 1e-12)
        #expect(abs(loop.nextFrameTime(after: 0.05) - 0.1) < 1e-12)
    }

    @Test func farFromTheEndFramesStayOnTheGridAtTheNextChange() {
        let (loop, _) = makeLoop(duration: 10, fps: 100)
        loop.start()
        // 0 → 100 over 10 s shows a new number every 0.1 s: the tick that first shows it.
        #expect(abs(loop.nextFrameTime(after: 1) - 1.1) < 1e-9)
        #expect(abs(loop.nextFrameTime(after: 1.05) - 1.1) < 1e-9)
        #expect(abs(loop.nextFrameTime(after: 9.995) - 10) < 1e-12)
        // Past the end (settled, the loop has stopped): nothing is known to change; a second at most.
        #expect(abs(loop.nextFrameTime(after: 11) - 12) < 1e-9)
    }

    @Test func aFrameDrawnLateIsFollowedByTheGridsInstantNotAPeriodAfterIt() {
        let (loop, _) = makeLoop(duration: 10, fps: 100)
        clock.set(5)
        loop.start()
        // The grid starts at 5 s. A frame drawn 3.7 ms late at 6 s: the next number shows at
        // 6.1 s, and so does the frame (not 6.1037, which would drift further with each skip).
        #expect(abs(loop.nextFrameTime(after: 6.0037) - 6.1) < 1e-9)
        // Changing every tick: the next instant, not a period after the late frame.
        let (dense, _) = makeLoop(duration: 0.5, fps: 100)
        clock.set(7)
        dense.start()
        #expect(abs(dense.nextFrameTime(after: 7.2037) - 7.21) < 1e-9)
        // More than half a period late: the frame belongs to the next instant.
        #expect(abs(dense.nextFrameTime(after: 7.2061) - 7.22) < 1e-9)
    }

    @Test func theGridsInstantsAreAnchoredAtItsOrigin() {
        let grid = FrameGrid(origin: 0.1234, period: 0.01)
        // At or after a time: an instant itself (within the slack), else the next one.
        #expect(abs(grid.instant(atOrAfter: 0.1734) - 0.1734) < 1e-12)
        #expect(abs(grid.instant(atOrAfter: 0.1734 - 5e-7) - 0.1734) < 1e-12)
        #expect(abs(grid.instant(atOrAfter: 0.17345) - 0.1834) < 1e-12)
        #expect(abs(grid.instant(atOrAfter: 0) - 0.0034) < 1e-12)
        // After a frame: the instant nearest it plus a period, at least half a period later.
        #expect(abs(grid.instant(after: 0.1734) - 0.1834) < 1e-12)
        #expect(abs(grid.instant(after: 0.1771) - 0.1834) < 1e-12)
        #expect(abs(grid.instant(after: 0.1791) - 0.1934) < 1e-12)
        // A rest wake an hour on, at 60 fps: still on the instants of the start.
        let slow = FrameGrid(origin: 2, period: 1.0 / 60)
        let wake = slow.instant(atOrAfter: 3602.00001)
        #expect(abs((wake - 2) * 60 - ((wake - 2) * 60).rounded()) < 1e-6 && wake >= 3602.00001 && wake - 3602 < 1.0 / 60)
    }

    @Test func wakingRightAfterAFrameWaitsForTheNextTick() {
        let (loop, screen) = makeLoop(duration: 0.5, fps: 10, timed: true)
        loop.start()
        clock.set(1)
        #expect(!loop.tick(now: clock.now))
        loop.stopTimer()
        let flushes = screen.flushes
        // New data 10 ms after that frame: no frame now; one is due a period after the last.
        clock.set(1.01)
        loop.wake()
        #expect(screen.flushes == flushes)
        #expect(loop.isRunning)
        loop.stopTimer()
        // A period or more since the last frame: drawn at once (all invalidated, so it is written).
        clock.set(1.2)
        loop.output.invalidate()
        let frames = loop.stats.frames
        loop.wake()
        #expect(loop.stats.frames == frames + 1)
        #expect(screen.flushes == flushes + 1)
        // Settled: nothing more to draw, no timer left.
        #expect(!loop.isRunning)
    }
}
