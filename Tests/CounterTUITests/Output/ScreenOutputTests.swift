import CounterEngine
import Testing
@testable import CounterTUI
import CounterTestSupport

/// `ScreenOutput`: the frame left on the terminal at the end is the last one drawn, also right
/// after a resize or Ctrl-L forgot what is on screen (ncurses queues a resize key of its own,
/// read with the next key: `q` pressed after Ctrl-L left no frame at all).
@MainActor
@Suite struct ScreenOutputTests {
    @Test func theLastFrameIsKeptAcrossARepaintNotYetDrawn() {
        let model = CounterModel(from: .zero, to: number("42"), duration: 0, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display, title: "Answer"))
        let output = ScreenOutput(screen: MemoryScreen(size: Size(columns: 12, rows: 3)))
        #expect(output.presentedLines.isEmpty)
        output.draw(scene, at: 1)
        let drawn = output.presentedLines
        #expect(FrameText.trimmed(drawn) == ["Answer", "  42"])
        output.invalidate()
        #expect(output.presentedLines == drawn)
        output.draw(scene, at: 2)
        #expect(output.presentedLines == drawn)
    }

    /// A `kill -STOP` in the middle of a frame, then `kill -CONT` in the background: the frame
    /// resumes where it stopped, with the SIGCONT waiting for its handler. Not one byte of it
    /// may reach the terminal (the shell's now); the next frame shown is drawn whole. (The frame
    /// used to be flushed: `43` written on the shell's first row.)
    @Test func aFrameInterruptedByAStopAndAContinueIsNotShown() {
        let model = CounterModel(from: .zero, to: number("100"), duration: 10, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display, title: "Jobs"))
        let screen = MemoryScreen(size: Size(columns: 12, rows: 3))
        var continuePending = false
        let output = ScreenOutput(screen: screen, holdsPresent: { continuePending })
        output.draw(scene, at: 1)
        #expect(screen.flushes == 1)
        let shown = screen.frame.lines
        continuePending = true
        output.draw(scene, at: 4.3)
        #expect(screen.flushes == 1)
        #expect(output.cellsWritten == 12 * 3)
        // Taken back: the next frame is drawn whole, every cell written again.
        continuePending = false
        output.draw(scene, at: 4.3)
        #expect(screen.flushes == 2)
        #expect(output.cellsWritten == 12 * 3 * 2)
        #expect(screen.frame.lines != shown)
        #expect(FrameText.trimmed(output.presentedLines) == ["Jobs", " 43"])
    }
}
