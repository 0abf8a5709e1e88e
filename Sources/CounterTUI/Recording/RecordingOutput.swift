/// Records the frames of a scene at a size of its own: each frame is rendered whole into a
/// fresh buffer, exactly as `--frame-at` renders it, diffed with the one before, and handed to
/// a recorder with its time. What the recorder has ready is written at once: into a
/// `RecordingFile` with the recorder's tail after it (a valid file at every frame), or through
/// an append-only `write` (the tail once, at the end).
package final class RecordingOutput: FrameOutput {
    package let size: Size
    package let recorder: FrameRecorder
    /// The time a frame drawn at animation time `t` is stamped with (the animation time itself
    /// for a recording rendered from the animation's clock; the elapsed real time for a live run).
    private let stamp: (Double) -> Double
    /// Writes a body and the tail after it (`final`: the tail is the last one).
    private let write: (_ body: String, _ tail: String, _ final: Bool) -> Bool
    private let rewrite: (((Substring) -> String) -> Bool)?
    private var presented: Buffer?
    /// Frames drawn, and the stamp of the last one.
    package private(set) var frames = 0
    package private(set) var lastTime = 0.0
    /// Frames, and the stamp of the last one, that are in the file (all but those drawn after
    /// a write failed).
    package private(set) var keptFrames = 0
    package private(set) var keptTime = 0.0
    package private(set) var cellsWritten = 0
    package private(set) var failed = false
    /// Bytes written so far (bodies and the final tail).
    package private(set) var bytes = 0
    private var finished = false
    /// Called once, when the first write fails.
    package var onFailure: (() -> Void)?

    /// Writes through `write`, which appends; the recorder's tail is written once, at the end.
    package init(size: Size, recorder: FrameRecorder, stamp: @escaping (Double) -> Double = { $0 },
                write: @escaping (String) -> Bool) {
        self.size = size
        self.recorder = recorder
        self.stamp = stamp
        self.write = { body, tail, final in
            let text = final ? body + tail : body
            return text.isEmpty || write(text)
        }
        rewrite = nil
    }

    /// Writes into `file`, with the recorder's tail after each frame.
    package init(size: Size, recorder: FrameRecorder, stamp: @escaping (Double) -> Double = { $0 }, file: RecordingFile) {
        self.size = size
        self.recorder = recorder
        self.stamp = stamp
        write = { body, tail, _ in file.write(body, tail: tail) }
        rewrite = { file.rewriteLines($0) }
    }

    package func draw(_ scene: Scene, at time: Double) {
        guard !finished, !failed else { return }
        var frame = Buffer(size: size)
        scene.render(at: time, into: &frame)
        let changes = frame.changes(from: presented ?? Buffer(size: size))
        presented = frame
        let at = max(stamp(time), lastTime)
        recorder.record(frame, changes: changes, at: at)
        frames += 1
        lastTime = at
        cellsWritten += changes.reduce(0) { $0 + $1.cells.count }
        if emit(recorder.takePending(), final: false) {
            keptFrames = frames
            keptTime = at
        }
    }

    /// A recording keeps its own frames: nothing to forget.
    package func invalidate() {}

    /// Ends the recording at `time` (or at its last frame) and writes what is left; false when
    /// writing failed.
    @discardableResult
    package func finish(at time: Double? = nil) -> Bool {
        guard !finished else { return !failed }
        finished = true
        guard !failed else { return false }
        let end = max(time ?? lastTime, lastTime)
        guard emit(recorder.finish(at: end), final: true) else { return false }
        keptTime = end
        if let transform = recorder.finalRewrite, let rewrite, !rewrite(transform) { fail() }
        return !failed
    }

    private func emit(_ body: String, final: Bool) -> Bool {
        guard !failed else { return false }
        let tail = recorder.tail
        if write(body, tail, final) {
            bytes += body.utf8.count + (final ? tail.utf8.count : 0)
            return true
        }
        fail()
        return false
    }

    private func fail() {
        failed = true
        onFailure?()
    }
}
