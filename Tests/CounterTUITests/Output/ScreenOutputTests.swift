import CounterEngine
import Testing
@testable import CounterTUI

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
}
