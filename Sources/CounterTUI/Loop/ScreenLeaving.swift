/// How a full screen is left at the end of a run: the terminal handed back (a terminal without
/// an alternate screen erased first: `NcursesScreen.end()`), then what the scene leaves (one
/// line for a single counter, its laps; a board nothing) printed where the shell carries on.
@MainActor
enum ScreenLeaving {
    /// Ends `terminal` and prints what stays of `loop`'s scene: with `printFrame` (the run ended
    /// well) its closing lines, else only those it leaves whatever ended it (a stopwatch's laps).
    static func leave(_ terminal: Terminal, loop: RenderLoop, printFrame: Bool) {
        let lines = loop.output.presentedLines
        terminal.end()
        let text = FrameText.trimmed(loop.scene.closingLines(lines, at: loop.animationTime, whole: printFrame))
        if !text.isEmpty { terminal.leave(text.joined(separator: "\n") + "\n") }
    }
}
