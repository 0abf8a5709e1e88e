/// A display whose frames are recorded too (`--record` during a live run): each frame goes to
/// the display and to the recording.
public final class RecordedDisplay: FrameOutput {
    public let display: FrameOutput
    public let recording: RecordingOutput

    public init(display: FrameOutput, recording: RecordingOutput) {
        self.display = display
        self.recording = recording
    }

    public func draw(_ scene: Scene, at time: Double) {
        display.draw(scene, at: time)
        recording.draw(scene, at: time)
    }

    /// The display is repainted whole; the recording, at a size of its own, is not.
    public func invalidate() { display.invalidate() }

    public var cellsWritten: Int { display.cellsWritten }
    /// Only the display ends the run; a recording that cannot be written says so at the end.
    public var failed: Bool { display.failed }
    /// What the display shows (the recording is finished on its own, after the terminal).
    public var presentedLines: [String] { display.presentedLines }
    public func end() { display.end() }
}
