import CounterEngine
import Testing
@testable import CounterTUI
import CounterTestSupport

@MainActor
@Suite struct RenderLoopTests {
    let clock = ManualClock()

    func makeLoop(to target: String = "9999", duration: Double = 10, size: Size = Size(columns: 20, rows: 3),
                  fps: Int = 100) -> (RenderLoop, MemoryScreen, SingleCounterScene) {
        let model = CounterModel(from: .zero, to: number(target), duration: duration,
                                 easing: .power(.out, exponent: 3), format: .int, start: clock.now)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        let screen = MemoryScreen(size: size)
        let loop = RenderLoop(scene: scene, output: ScreenOutput(screen: screen), clock: clock, fps: fps)
        return (loop, screen, scene)
    }

    func shown(_ screen: MemoryScreen) -> String {
        screen.frame.lines.joined().trimmingCharacters(in: .whitespaces)
    }

    @Test func tickSequenceFollowsTheClockNotTheTickCount() {
        let (loop, screen, _) = makeLoop()
        #expect(loop.tick(now: clock.now))
        #expect(shown(screen) == "0")
        // Frames arrive late and irregularly; values still follow real time.
        for time in [0.013, 0.5, 2.5, 2.51, 7.9] {
            clock.set(time)
            #expect(loop.tick(now: clock.now))
        }
        #expect(shown(screen) == "9906")
        clock.set(9.99)
        #expect(loop.tick(now: clock.now))
        #expect(shown(screen) == "9998")
        // A single very late frame lands exactly on the target and stops the loop.
        clock.set(12)
        #expect(!loop.tick(now: clock.now))
        #expect(shown(screen) == "9999")
        #expect(loop.stats.endError == 2)
    }

    @Test func unchangedFramesWriteNothing() {
        let (loop, screen, _) = makeLoop(duration: 1000)
        loop.tick(now: 0)
        let written = screen.cellsWritten
        let flushes = screen.flushes
        clock.set(0.001)
        loop.tick(now: clock.now)
        #expect(screen.cellsWritten == written)
        #expect(screen.flushes == flushes)
        clock.set(100)
        loop.tick(now: clock.now)
        // Only the digits that changed are written, not the frame.
        #expect(screen.cellsWritten - written <= 4)
        #expect(screen.flushes == flushes + 1)
    }

    @Test func settledLoopIsIdle() {
        let (loop, _, _) = makeLoop(duration: 0.5)
        clock.set(0.5)
        #expect(!loop.tick(now: clock.now))
        #expect(!loop.isRunning)
    }

    @Test func pauseStopsTheClockAndResumeContinues() {
        let (loop, screen, _) = makeLoop(to: "1000", duration: 10)
        loop.tick(now: 0)
        clock.set(5)
        loop.tick(now: clock.now)
        let atPause = shown(screen)
        loop.pause()
        clock.set(50)
        #expect(!loop.tick(now: clock.now))
        #expect(shown(screen) == atPause)
        loop.resume()
        loop.stopTimer()
        #expect(loop.animationTime == 5)
        clock.set(55)
        loop.tick(now: clock.now)
        #expect(shown(screen) == "1000")
    }

    @Test func restartCountsFromTheOriginAgain() {
        let (loop, screen, _) = makeLoop(to: "1000", duration: 1)
        clock.set(2)
        loop.tick(now: clock.now)
        #expect(shown(screen) == "1000")
        loop.restart()
        loop.stopTimer()
        loop.tick(now: clock.now)
        #expect(shown(screen) == "0")
    }

    @Test func resizeRelayoutsTheWholeFrame() {
        let (loop, screen, _) = makeLoop(to: "1000", duration: 1)
        clock.set(2)
        loop.tick(now: clock.now)
        #expect(screen.frame.lines == ["                    ", "        1000        ", "                    "])
        screen.resize(to: Size(columns: 8, rows: 1))
        loop.redraw()
        #expect(screen.frame.lines == ["  1000  "])
        screen.resize(to: Size(columns: 1, rows: 1))
        loop.redraw()
        #expect(screen.frame.lines == ["…"])
        screen.resize(to: .zero)
        loop.redraw()
        #expect(screen.frame.lines == [])
    }

    @Test func statsCountLateFrames() {
        let (loop, _, _) = makeLoop(duration: 1, fps: 100)
        for i in 0...10 {
            clock.set(Double(i) * 0.01)
            loop.tick(now: clock.now)
        }
        clock.set(0.2)
        loop.tick(now: clock.now)
        #expect(loop.stats.frames == 12)
        #expect(loop.stats.lateFrames == 1)
        #expect(abs((loop.stats.interval(quantile: 0.5) ?? 0) - 0.01) < 1e-9)
    }
}
