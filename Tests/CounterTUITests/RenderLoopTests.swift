import CounterEngine
import Testing
@testable import CounterTUI

private func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}

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

@MainActor
@Suite struct LineOutputTests {
    @Test func pipedModePrintsOneLinePerFrameEndingExactly() {
        var written: [String] = []
        let output = LineOutput(mode: .lines) { written.append($0); return true }
        let format = try! NumberFormat.parse(",##0.00").get()
        let model = CounterModel(from: .zero, to: number("1234567.89"), duration: 1, easing: .linear, format: format, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        let clock = ManualClock()
        let loop = RenderLoop(scene: scene, output: output, clock: clock, fps: 20)
        var frames = 0
        while loop.tick(now: clock.now) {
            frames += 1
            clock.advance(by: 0.05)
        }
        #expect(frames == 20)
        #expect(written.count == 21)
        #expect(written.last == "1,234,567.89\n")
        #expect(!written.joined().contains("\u{1b}"))
        #expect(written.allSatisfy { $0.hasSuffix("\n") && !$0.hasPrefix(" ") })
    }

    @Test func inlineModeRewritesOneLine() {
        var written: [String] = []
        let output = LineOutput(mode: .inline) { written.append($0); return true }
        let model = CounterModel(from: .zero, to: number("100"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        output.draw(scene, at: 0)
        output.draw(scene, at: 0)
        output.draw(scene, at: 0.5)
        output.draw(scene, at: 1)
        output.end()
        // Issue 14 changed this contract: no carriage return (it erased text before the
        // cursor); backspaces take the cursor back to where the value starts.
        #expect(written == ["  0", "\u{8}\u{8}\u{8} 50", "\u{8}\u{8}\u{8}100", "\n"])
    }

    @Test func inlineModeNeverWrapsAndShowsTheTitle() {
        var written: [String] = []
        let layout = InlineLayout(label: "Rows: ", startColumn: 10, columns: 20)
        let output = LineOutput(mode: .inline, layout: layout) { written.append($0); return true }
        let model = CounterModel(from: .zero, to: number("1e12"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        output.draw(scene, at: 1)
        // 20 columns from column 10: 9 cells at most, the last column stays free.
        #expect(written == ["Rows: 10…"])
        #expect(InlineLayout(label: "A: ", startColumn: 0, columns: 80).line("5") == "A: 5")
        #expect(InlineLayout(startColumn: 200, columns: 80).room == 1)
    }

    @Test func aFailedWriteStopsTheLoop() {
        let output = LineOutput(mode: .lines) { _ in false }
        let model = CounterModel(from: .zero, to: number("100"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        let loop = RenderLoop(scene: scene, output: output, clock: ManualClock(), fps: 20)
        #expect(!loop.tick(now: 0))
        #expect(output.failed)
    }
}

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

    @Test func farFromTheEndFramesStayOnTheGrid() {
        let (loop, _) = makeLoop(duration: 10, fps: 100)
        loop.start()
        #expect(abs(loop.nextFrameTime(after: 1) - 1.01) < 1e-12)
        #expect(abs(loop.nextFrameTime(after: 9.995) - 10) < 1e-12)
        // Past the end (settled), or paused: the grid.
        #expect(abs(loop.nextFrameTime(after: 11) - 11.01) < 1e-12)
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
