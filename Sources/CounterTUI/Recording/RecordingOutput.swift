/// Records the frames of a scene at a size of its own: each frame is rendered whole into a
/// fresh buffer, exactly as `--frame-at` renders it, diffed with the one before, and handed to
/// a recorder with its time. Finished recordings are written through `write`.
public final class RecordingOutput: FrameOutput {
    public let size: Size
    public let recorder: FrameRecorder
    /// The time a frame drawn at animation time `t` is stamped with (the animation time itself
    /// for a recording rendered from the animation's clock; the elapsed real time for a live run).
    private let stamp: (Double) -> Double
    private let write: (String) -> Bool
    private var presented: Buffer?
    /// Frames drawn, and the stamp of the last one.
    public private(set) var frames = 0
    public private(set) var lastTime = 0.0
    public private(set) var cellsWritten = 0
    public private(set) var failed = false
    /// Bytes written so far.
    public private(set) var bytes = 0
    private var finished = false

    public init(size: Size, recorder: FrameRecorder, stamp: @escaping (Double) -> Double = { $0 },
                write: @escaping (String) -> Bool) {
        self.size = size
        self.recorder = recorder
        self.stamp = stamp
        self.write = write
    }

    public func draw(_ scene: Scene, at time: Double) {
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
        emit(recorder.takePending())
    }

    /// A recording keeps its own frames: nothing to forget.
    public func invalidate() {}

    /// Ends the recording at `time` (or at its last frame) and writes what is left; false when
    /// writing failed.
    @discardableResult
    public func finish(at time: Double? = nil) -> Bool {
        guard !finished else { return !failed }
        finished = true
        guard !failed else { return false }
        emit(recorder.finish(at: max(time ?? lastTime, lastTime)))
        return !failed
    }

    private func emit(_ text: String) {
        guard !text.isEmpty, !failed else { return }
        if write(text) { bytes += text.utf8.count } else { failed = true }
    }
}
