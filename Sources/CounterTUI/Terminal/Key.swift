/// A key press or terminal event read from the terminal.
package enum Key: Sendable, Equatable {
    case character(Character)
    case escape
    case resize
    case other
    /// The terminal's answer to a DECRQM query: `mode` is 1 set, 2 reset, 3 always set,
    /// 4 always reset, 0 unknown.
    case modeReport(mode: Int, setting: Int)
}
