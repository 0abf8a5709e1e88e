import CounterEngine
import Testing
@testable import CounterTUI

/// `SilentOutput` (a `FrameOutput` that shows nothing, for `--tee` without a terminal): no frame
/// is rendered, nothing is written, it never fails, and it leaves no frame behind.
@Suite struct SilentOutputTests {
    @Test func showsNothingAndNeverFails() {
        let scene = DrawCounter()
        let output: FrameOutput = SilentOutput()
        for time in [0.0, 0.5, 1] { output.draw(scene, at: time) }
        output.invalidate()
        output.end()
        #expect(scene.drawn == 0)
        #expect(output.cellsWritten == 0 && !output.failed && output.presentedLines.isEmpty)
    }
}

/// A scene that counts how often it is drawn (a frame, an update, its plain line), and draws nothing.
final class DrawCounter: Scene {
    let status = ""
    let paused = false
    func update(_ message: SceneMessage) -> Bool { false }
    var drawn = 0
    let endTime = 1.0
    func render(at time: Double, into buffer: inout Buffer, labels: inout DrawnLabels) { drawn += 1 }
    func update(at time: Double, into buffer: inout Buffer, damage: inout Damage, labels: inout DrawnLabels) -> Bool {
        drawn += 1
        return true
    }
    func plainText(at time: Double, padded: Bool) -> String {
        drawn += 1
        return ""
    }
    func isSettled(at time: Double) -> Bool { time >= endTime }
    func restart(at time: Double) {}
    func finish(at time: Double) {}
}
