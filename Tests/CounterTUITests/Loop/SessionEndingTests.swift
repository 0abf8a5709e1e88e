import CounterEngine
import CounterSystem
import Foundation
import Testing
@testable import CounterTUI
import CounterTestSupport

/// A terminal that notes how many frames the screen had flushed when the session ended it: a
/// frame flushed after that would take the terminal again (ncurses' doupdate after endwin sets
/// its modes and the full screen back), and the run would end with the terminal still raw.
final class EndWatchingTerminal: Terminal {
    let screen: MemoryScreen
    private(set) var flushesAtEnd: Int?
    private(set) var left = ""

    /// Where the keys would come from (the tests hand the session its keys themselves).
    private let input = NotedTerminal()

    init(screen: MemoryScreen) { self.screen = screen }

    var inputDescriptor: Int32 { input.inputDescriptor }
    func readKeys() -> [Key] { input.readKeys() }
    func inputClosed() -> Bool { false }
    func modeReported(mode: Int, setting: Int) {}
    func isForeground() -> Bool? { true }
    func suspend() {}
    func resume() {}
    func updateSize() {}
    func end() { flushesAtEnd = flushesAtEnd ?? screen.flushes }
    func leave(_ text: String) { left += text }
}

/// How a run ends after the keys that change a timer (`TerminalSession` with `TimerControls`, a
/// manual clock): nothing is drawn once the terminal is handed back, whatever asks for a frame;
/// `-` past the end ends a paused countdown at once; a key ends a held screen while the end
/// still blinks (`--flash-end`).
@MainActor
@Suite(.serialized) struct SessionEndingTests {
    @MainActor
    final class Run {
        let clock = ManualClock()
        let screen = MemoryScreen(size: Size(columns: 30, rows: 6))
        let terminal: EndWatchingTerminal
        let scene: SingleCounterScene
        let loop: RenderLoop
        let session: TerminalSession

        /// A countdown of `seconds` shown as a time, with the end's time of day for `E`.
        init(seconds: Double = 30, hold: Bool = false, flashEnd: Double = 0) {
            terminal = EndWatchingTerminal(screen: screen)
            let model = CounterModel(from: ExactNumber(seconds), to: .zero, duration: seconds, easing: .linear, format: .time, start: 0)
            let counter = ScreenCounter(model: model, view: CounterView(display: model.display, theme: .monochrome))
            scene = SingleCounterScene(counter: counter, endText: "Done", flashEnd: flashEnd)
            loop = RenderLoop(scene: scene, output: ScreenOutput(screen: screen), clock: clock, fps: 10)
            let controls = TimerControls(timeOfDay: { "t\(Int($0))" }, now: { 1000 })
            session = TerminalSession(loop: loop, terminal: terminal, hold: hold, printStats: false, parts: [controls])
            session.start()
        }

        func press(_ keys: String) {
            for key in keys { session.handle(.character(key)) }
        }

        /// Frames flushed after the terminal was ended (nil: not ended).
        var flushesAfterEnd: Int? { terminal.flushesAtEnd.map { screen.flushes - $0 } }
    }

    /// Whatever asks for a frame after the run has ended (a redraw, a wake, the last frame of an
    /// input) draws nothing: the terminal stays handed back.
    @Test func nothingIsDrawnAfterTheRunHasEnded() {
        let run = Run()
        run.clock.set(1)
        run.press("q")
        #expect(run.session.ending == .success)
        run.loop.redraw()
        run.loop.wake()
        run.loop.drawNow()
        run.clock.set(40)
        run.loop.wake()
        #expect(run.flushesAfterEnd == 0)
    }

    /// The tester's keys: space (pause), `E`, `-` until past the end. The third `-` ends the run
    /// there, with the end text, and with nothing drawn after (the run stayed paused at 0:00, and
    /// the space that ended it drew the end time again over the ended terminal).
    @Test func minusPastTheEndWhilePausedEndsTheRunAndNothingIsDrawnAfter() {
        let run = Run()
        run.clock.set(1.5)
        run.press(" E--")
        #expect(run.session.ending == nil && run.loop.isPaused)
        run.clock.set(3)
        run.press("-")
        #expect(run.session.ending == .success)
        // It leaves one line, the time and the end text (issue 38: it left the whole frame).
        #expect(run.terminal.left == "0:00 · Done\n", "\(run.terminal.left)")
        // The last frame's end time says when it ended: the wall clock at the key (1000), not before.
        let last = run.loop.output.presentedLines.joined(separator: "\n")
        #expect(last.contains("ends t1000"), "\(last)")
        run.press(" -")
        #expect(run.flushesAfterEnd == 0)
    }

    /// A space that resumes a count which ended while paused (taken to its end some other way)
    /// ends the run, and the end time's refresh after the resume draws nothing.
    @Test func aResumeIntoTheEndWithTheEndTimeShownDrawsNothingAfter() {
        let run = Run()
        run.clock.set(1)
        run.press(" E")
        _ = run.scene.shiftCountdowns(by: -60, at: run.loop.animationTime)
        run.press(" ")
        #expect(run.session.ending == .success)
        #expect(run.flushesAfterEnd == 0)
    }

    /// `--quit-after` (a held screen) with `--flash-end`: a key while the end blinks ends the run,
    /// as after the blinking (it was lost: the run went on until a second key).
    @Test func aKeyWhileTheEndBlinksEndsAHeldScreen() {
        let run = Run(seconds: 2, hold: true, flashEnd: 3)
        run.clock.set(3.5)
        run.loop.drawNow()
        #expect(!run.scene.isSettled(at: run.loop.animationTime) && run.session.ending == nil)
        run.press("x")
        #expect(run.session.ending == .success)
        // Before the end, a key other than q does not end a held screen.
        let early = Run(seconds: 2, hold: true, flashEnd: 3)
        early.clock.set(1)
        early.press("x")
        #expect(early.session.ending == nil)
        // Space while the end blinks ends it too (it paused the blinking).
        let space = Run(seconds: 2, hold: true, flashEnd: 3)
        space.clock.set(2.7)
        space.loop.drawNow()
        space.press(" ")
        #expect(space.session.ending == .success)
    }
}
