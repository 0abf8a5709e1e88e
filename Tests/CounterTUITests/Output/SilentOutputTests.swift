import CounterEngine
import Testing
@testable import CounterTUI

/// `SilentOutput` (a `FrameOutput` that shows nothing, for `--tee` without a terminal): no frame
/// is rendered, nothing is written, it never fails, and it leaves no frame behind.
@Suite struct SilentOutputTests {
    @Test func showsNothingAndNeverFails() {
        let model = CounterModel(from: .zero, to: number("10"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        let output: FrameOutput = SilentOutput()
        for time in [0.0, 0.5, 1] { output.draw(scene, at: time) }
        output.invalidate()
        output.end()
        #expect(scene.framesDrawn == 0)
        #expect(output.cellsWritten == 0 && !output.failed && output.presentedLines.isEmpty)
    }
}
