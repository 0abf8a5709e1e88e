/// How a full screen is left at the end of a run: the terminal handed back, then the last frame
/// (or the scene's closing lines, when they differ) printed where the shell carries on.
@MainActor
enum ScreenLeaving {
    /// Ends `terminal` and prints what stays of `loop`'s last frame: the frame itself with
    /// `printFrame`, else only closing lines the scene adds (a stopwatch's laps).
    static func leave(_ terminal: Terminal, loop: RenderLoop, printFrame: Bool) {
        let lines = loop.output.presentedLines
        terminal.end()
        let closing = loop.scene.closingLines(lines)
        guard printFrame || closing != lines else { return }
        let text = FrameText.trimmed(closing)
        if !text.isEmpty { terminal.leave(text.joined(separator: "\n") + "\n") }
    }
}
