/// Takes a scene's frame at a given time and shows it somewhere: a screen, or lines of text.
package protocol FrameOutput: AnyObject {
    /// Shows the frame of `scene` at animation time `time`.
    func draw(_ scene: Scene, at time: Double)
    /// Forgets what is on screen, so the next frame is drawn whole (after a resize or resume).
    func invalidate()
    /// Cells (or characters, for text output) written so far.
    var cellsWritten: Int { get }
    /// True once writing failed (stdout full or closed); the loop then stops.
    var failed: Bool { get }
    /// The rows of the frame on screen now (empty when nothing keeps one): what is left in the
    /// terminal after the full screen.
    var presentedLines: [String] { get }
    /// Ends the output after its last frame (an inline line gets its newline).
    func end()
    /// Whether it draws on the current line of a terminal (`--inline`): each value shown as it comes.
    var drawsInline: Bool { get }
}

extension FrameOutput {
    package var presentedLines: [String] { [] }
    package var drawsInline: Bool { false }
    package func end() {}
}
