/// A display whose frames are recorded too (`--record` during a live run): each frame goes to
/// the display and to the recording.
package final class RecordedDisplay: FrameOutput {
    package let display: FrameOutput
    package let recording: RecordingOutput

    package init(display: FrameOutput, recording: RecordingOutput) {
        self.display = display
        self.recording = recording
    }

    package func draw(_ scene: Scene, at time: Double) {
        display.draw(scene, at: time)
        recording.draw(scene, at: time)
    }

    /// The display is repainted whole; the recording, at a size of its own, is not.
    package func invalidate() { display.invalidate() }

    package var cellsWritten: Int { display.cellsWritten }
    /// Only the display ends the run; a recording that cannot be written says so at the end.
    package var failed: Bool { display.failed }
    /// What the display shows (the recording is finished on its own, after the terminal).
    package var presentedLines: [String] { display.presentedLines }
    package func end() { display.end() }
}
