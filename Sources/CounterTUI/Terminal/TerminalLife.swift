/// A full-screen terminal over its life: handed back on Ctrl-Z and taken again on `fg`, resized,
/// ended. One half of `Terminal`.
package protocol TerminalLife: AnyObject {
    /// Whether our process group owns the terminal; nil when the terminal is gone.
    func isForeground() -> Bool?
    /// Hands the terminal back for a while (Ctrl-Z): normal screen, cursor, modes as before.
    func suspend()
    /// Takes the terminal again after `suspend()`: every cell is repainted on the next frame.
    func resume()
    /// The screen was the shell's for a while without `suspend()` (a stop that could not be
    /// caught): whatever ran meanwhile may have left the full screen, so `resume()` sets it all
    /// up again. Writes nothing.
    func forgetScreen()
    /// Follows a resize: asks the terminal for its size.
    func updateSize()
    /// Leaves the full screen for good and restores the terminal's modes. Safe to call twice.
    func end()
    /// Writes `text` on the terminal after `end()`: the last frame, left on the normal screen.
    func leave(_ text: String)
    /// Writes a control sequence that is not part of a frame (the bell, the window's title) at once.
    func writeControl(_ text: String)
}

extension TerminalLife {
    /// Terminals that show no bell and no title write nothing.
    package func writeControl(_ text: String) {}
    /// Terminals whose screen cannot be lost have nothing to forget.
    package func forgetScreen() {}
}
