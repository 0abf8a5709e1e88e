/// Something that keeps the frames of a run: an asciicast, an animated SVG.
///
/// Both are streamed: the bytes of each frame are ready as soon as it is recorded
/// (`takePending`), and `tail` is what completes the file after them at that moment (the
/// closing event of a cast, the closing tags and style sheet of an SVG). A file written as body
/// + tail, with the tail replaced at each write, is a valid recording at every moment, however
/// the run ends.
package protocol FrameRecorder: AnyObject {
    /// Adds the frame shown from `time` (seconds from the start of the recording); `changes`
    /// are its cells that differ from the frame before (every row, for the first frame).
    func record(_ frame: Buffer, changes: [CellRun], at time: Double)
    /// Ends the recording at `time` (the last frame holds until then) and returns what is left
    /// of the body to write (the final `tail` follows it).
    func finish(at time: Double) -> String
    /// Body bytes ready to be written now.
    func takePending() -> String
    /// What completes the file after the body taken so far.
    var tail: String { get }
    /// Once finished, each line of the file is rewritten through this (a looping SVG, whose
    /// animations need the whole duration); nil when the file is final as written.
    var finalRewrite: ((Substring) -> String)? { get }
}

extension FrameRecorder {
    package var tail: String { "" }
    package var finalRewrite: ((Substring) -> String)? { nil }
}
