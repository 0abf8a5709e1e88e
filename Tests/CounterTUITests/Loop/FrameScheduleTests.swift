import CounterEngine
import Testing
@testable import CounterTUI

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
