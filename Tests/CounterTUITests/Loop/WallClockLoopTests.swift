import CounterEngine
import Foundation
import Testing
@testable import CounterTUI
import CounterTestSupport

/// A render loop that keeps to its clock's time (`--until`, `--wall-clock`): time 0 is the
/// clock's origin, not the first frame; space, `r` and Ctrl-Z's pause change nothing of the time;
/// a paused loop of an ordinary countdown shows it, dimmed, with a mark on the status line.
@MainActor
@Suite struct WallClockLoopTests {
    let clock = ManualClock()

    func makeLoop(wall: Bool, size: Size = Size(columns: 30, rows: 3)) -> (RenderLoop, MemoryScreen) {
        // A 60 s countdown shown as m:ss.
        let model = CounterModel(from: number("60"), to: .zero, duration: 60, easing: .linear,
                                 format: try! NumberFormat.parse("m:ss").get(), start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        let screen = MemoryScreen(size: size)
        let loop = RenderLoop(scene: scene, output: ScreenOutput(screen: screen), clock: clock, fps: 10)
        loop.keepsClockTime = wall
        return (loop, screen)
    }

    func shown(_ screen: MemoryScreen) -> [String] {
        screen.frame.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func timeZeroIsTheClocksOriginNotTheFirstFrame() {
        // Start-up took 2.5 s of the clock: a wall-clock countdown has 57.5 s left, shown 0:58.
        clock.set(2.5)
        let (wall, wallScreen) = makeLoop(wall: true)
        wall.start()
        #expect(shown(wallScreen) == ["0:58"])
        let (plain, plainScreen) = makeLoop(wall: false)
        plain.start()
        #expect(shown(plainScreen) == ["1:00"])
    }

    @Test func nothingPausesItOrStartsItOver() {
        let (loop, screen) = makeLoop(wall: true)
        loop.start()
        clock.set(10)
        #expect(!loop.togglePause())
        #expect(!loop.isPaused)
        #expect(!loop.restart())
        // Ctrl-Z: the frames stop while the terminal is handed back, the time goes on.
        loop.pause()
        clock.set(40)
        loop.resume()
        loop.stopTimer()
        #expect(loop.animationTime == 40)
        #expect(shown(screen) == ["0:20"])
        clock.set(60)
        #expect(!loop.tick(now: clock.now))
        #expect(shown(screen) == ["0:00"])
    }

    @Test func aPausedCountdownSaysSoAndIsDimmed() {
        let (loop, screen) = makeLoop(wall: false)
        loop.start()
        loop.stopTimer()
        clock.set(5)
        #expect(loop.togglePause())
        #expect(loop.isPaused)
        #expect(shown(screen) == ["0:55", "‖ paused · space resumes"])
        // The first cell of the number, wherever the layout put it.
        let row = screen.frame.lines.firstIndex { $0.contains("0:55") } ?? 0
        let column = screen.frame.lines[row].prefix { $0 == " " }.count
        #expect(screen.frame[x: column, y: row].style.dim)
        clock.set(9)
        #expect(loop.togglePause())
        loop.stopTimer()
        #expect(shown(screen) == ["0:55"])
        #expect(!screen.frame[x: column, y: row].style.dim)
    }
}
