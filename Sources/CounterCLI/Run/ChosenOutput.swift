import CounterTUI

/// Where a run's frames go, as `DisplayOutput` chose them: the output, the terminal of a full
/// screen, and the line output when the frames are lines (plain or on the current line), kept
/// typed so that what only a line output does is asked of it without a downcast.
struct ChosenOutput {
    /// The frames' output.
    let frames: FrameOutput
    /// The terminal a full screen draws on; nil for lines or for nothing shown.
    let terminal: Terminal?
    /// The same output when it writes lines (plain or inline); nil otherwise.
    let lines: LineOutput?

    /// Frames drawn by `output` on `terminal` (a full screen), or nothing shown (`SilentOutput`,
    /// no terminal).
    init(_ output: FrameOutput, terminal: Terminal?) {
        frames = output
        self.terminal = terminal
        lines = nil
    }

    /// Frames written as lines by `output`.
    init(lines output: LineOutput) {
        frames = output
        terminal = nil
        lines = output
    }
}
