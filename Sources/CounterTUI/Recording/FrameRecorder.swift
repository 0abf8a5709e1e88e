/// Something that keeps the frames of a run: an asciicast, an animated SVG.
public protocol FrameRecorder: AnyObject {
    /// Adds the frame shown from `time` (seconds from the start of the recording); `changes`
    /// are its cells that differ from the frame before (every row, for the first frame).
    func record(_ frame: Buffer, changes: [CellRun], at time: Double)
    /// Ends the recording at `time` (the last frame holds until then) and returns the whole
    /// file, or what is left of it to write.
    func finish(at time: Double) -> String
    /// Bytes ready to be written now (streamed formats); empty for formats written at the end.
    func takePending() -> String
}
