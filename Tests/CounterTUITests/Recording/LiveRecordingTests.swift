import CounterEngine
import Foundation
import Testing
@testable import CounterTUI
import CounterTestSupport

/// `LiveRecording`, a `SessionPart`: frames drawn through its display are recorded too, and the
/// file is finished and put in place (`RecordingSummary`) once the session hands the terminal
/// back; it asks for SIGPIPE to be caught, so it is finished before the program dies by it.
@MainActor
@Suite struct LiveRecordingTests {
    @Test func framesThroughItsDisplayAreRecordedAndTheFileFinished() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let size = Size(columns: 6, rows: 1)
        let file = try RecordingFile(path: dir + "/live.cast")
        let recording = LiveRecording(file: file, recorder: CastRecorder(size: size, timestamp: 0, title: "t"), size: size)
        #expect(recording.catchesPipe && recording.statsText == "")
        let model = CounterModel(from: .zero, to: number("42"), duration: 0, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        let screen = MemoryScreen(size: size)
        let output = recording.recording(ScreenOutput(screen: screen))
        #expect(output is RecordedDisplay)
        output.draw(scene, at: 0)
        #expect(screen.frame.lines == ["  42  "])
        #expect(recording.output.frames == 1)
        #expect(recording.finish())
        let cast = try String(contentsOfFile: dir + "/live.cast", encoding: .utf8)
        #expect(cast.hasPrefix("{\"version\": 2") || cast.hasPrefix("{\"version\":2"))
        #expect(cast.contains("42"))
    }

    @Test func aFileThatCannotBeWrittenFailsTheFinish() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let size = Size(columns: 4, rows: 1)
        let file = try RecordingFile(path: dir + "/live.cast")
        // An asciicast streams each frame as it comes: the first write fails (a full disk).
        let output = RecordingOutput(size: size, recorder: CastRecorder(size: size, timestamp: 0, title: "t")) { _ in false }
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .int, start: 0)
        output.draw(SingleCounterScene(model: model, view: CounterView(display: model.display)), at: 0)
        #expect(output.failed)
        // The summary refuses a recording whose writes failed, and the target never appears.
        #expect(!RecordingSummary.report(output, file: file))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }
}
