import CounterEngine
import Testing
@testable import CounterTUI
import CounterTestSupport

/// A recorder that keeps the times and first rows of the frames it is given.
final class NotedRecorder: FrameRecorder {
    private(set) var frames: [(time: Double, row: String)] = []
    private(set) var finishedAt: Double?

    func record(_ frame: Buffer, changes: [CellRun], at time: Double) {
        frames.append((time, frame.lines.first ?? ""))
    }

    func finish(at time: Double) -> String {
        finishedAt = time
        return "end \(frames.count)\n"
    }

    func takePending() -> String { frames.isEmpty ? "" : "frame \(frames.count)\n" }
}

/// `RecordedDisplay`: each frame goes to the display and to the recording; only the display is
/// repainted, ends the run when it fails, and is what the terminal is left with.
@Suite struct RecordedDisplayTests {
    @Test func everyFrameIsShownAndRecorded() {
        let model = CounterModel(from: .zero, to: number("100"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        let screen = MemoryScreen(size: Size(columns: 5, rows: 1))
        let display = ScreenOutput(screen: screen)
        let recorder = NotedRecorder()
        var written = ""
        let recording = RecordingOutput(size: Size(columns: 5, rows: 1), recorder: recorder) { written += $0; return true }
        let output = RecordedDisplay(display: display, recording: recording)
        output.draw(scene, at: 0)
        output.draw(scene, at: 0.5)
        #expect(screen.frame.lines == ["  50 "])
        #expect(recorder.frames.map(\.row) == ["   0 ", "  50 "])
        #expect(recorder.frames.map(\.time) == [0, 0.5])
        #expect(output.presentedLines == display.presentedLines && output.presentedLines == ["  50 "])
        #expect(output.cellsWritten == display.cellsWritten)
        #expect(written == "frame 1\nframe 2\n")
        #expect(!output.failed)
    }

    @Test func aFailedRecordingDoesNotEndTheRun() {
        let model = CounterModel(from: .zero, to: number("1"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        let display = LineOutput(mode: .inline) { _ in true }
        let recording = RecordingOutput(size: Size(columns: 5, rows: 1), recorder: NotedRecorder()) { _ in false }
        let output = RecordedDisplay(display: display, recording: recording)
        output.draw(scene, at: 0)
        #expect(recording.failed && !output.failed)
    }
}
