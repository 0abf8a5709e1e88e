/// The terminal a full-screen display runs in, over its life: the session reads keys from it,
/// hands it back on Ctrl-Z and takes it again on `fg`, follows its size, and ends it. The ncurses
/// screen is one; tests bring their own.
public protocol Terminal: AnyObject {
    /// The descriptor keys arrive on: the session watches it for reading.
    var inputDescriptor: Int32 { get }
    /// Every key waiting to be read (never blocks).
    func readKeys() -> [Key]
    /// Keys were read from the terminal before the session began (typed while it was asked
    /// something): `readKeys()` returns them, though the input descriptor may not be readable.
    var hasWaitingKeys: Bool { get }
    /// True when the input has hung up: readable, with nothing to read.
    func inputClosed() -> Bool
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
    /// The terminal answered a query about one of its modes (DECRQM): `setting` is 1 set,
    /// 2 reset, 3 always set, 4 always reset, 0 unknown.
    func modeReported(mode: Int, setting: Int)
    /// Writes a control sequence that is not part of a frame (the bell, the window's title) at once.
    func writeControl(_ text: String)
}

extension Terminal {
    public func writeControl(_ text: String) {}
    public var hasWaitingKeys: Bool { false }
    public func forgetScreen() {}
}
