import CounterEngine
import Testing
@testable import CounterTUI

/// `RecordingOutput`: each frame rendered whole at the recording's own size and handed to its
/// `FrameRecorder` with its stamp; what the recorder has ready is written at once; the end is
/// written once; a failed write stops it.
@Suite struct RecordingOutputTests {
    func scene() -> SingleCounterScene {
        let model = CounterModel(from: .zero, to: number("100"), duration: 1, easing: .linear, format: .int, start: 0)
        return SingleCounterScene(model: model, view: CounterView(display: model.display))
    }

    @Test func framesAreStampedAndWritten() {
        let recorder = NotedRecorder()
        var written: [String] = []
        let output = RecordingOutput(size: Size(columns: 4, rows: 1), recorder: recorder, stamp: { $0 * 2 }) {
            written.append($0)
            return true
        }
        output.draw(scene(), at: 0.25)
        output.draw(scene(), at: 0.5)
        #expect(recorder.frames.map(\.time) == [0.5, 1])
        #expect(recorder.frames.map(\.row) == [" 25 ", " 50 "])
        #expect(output.frames == 2 && output.lastTime == 1)
        #expect(output.finish(at: 3))
        #expect(recorder.finishedAt == 3)
        #expect(written == ["frame 1\n", "frame 2\n", "end 2\n"])
        #expect(output.bytes == written.joined().utf8.count)
        // Finished: more frames and a second end are ignored.
        output.draw(scene(), at: 0.75)
        #expect(output.finish(at: 4) && recorder.frames.count == 2 && written.count == 3)
    }

    @Test func stampsNeverGoBack() {
        let recorder = NotedRecorder()
        let output = RecordingOutput(size: Size(columns: 4, rows: 1), recorder: recorder, stamp: { 1 - $0 }) { _ in true }
        output.draw(scene(), at: 0)
        output.draw(scene(), at: 0.5)
        #expect(recorder.frames.map(\.time) == [1, 1])
    }

    @Test func aFailedWriteStopsTheRecording() {
        let recorder = NotedRecorder()
        let output = RecordingOutput(size: Size(columns: 4, rows: 1), recorder: recorder) { _ in false }
        output.draw(scene(), at: 0)
        #expect(output.failed)
        output.draw(scene(), at: 0.5)
        #expect(recorder.frames.count == 1)
        #expect(!output.finish())
    }
}
