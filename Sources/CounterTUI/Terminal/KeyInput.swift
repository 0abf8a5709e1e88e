/// Where a full-screen display's keys come from: the session watches the descriptor and reads
/// what is waiting. One half of `Terminal`.
package protocol KeyInput: AnyObject {
    /// The descriptor keys arrive on: the session watches it for reading.
    var inputDescriptor: Int32 { get }
    /// Every key waiting to be read (never blocks).
    func readKeys() -> [Key]
    /// Keys were read from the terminal before the session began (typed while it was asked
    /// something, or a lone Esc still to be told from a split answer): `readKeys()` returns
    /// them, though the input descriptor may not be readable.
    var hasWaitingKeys: Bool { get }
    /// True when the input has hung up: readable, with nothing to read.
    func inputClosed() -> Bool
    /// The terminal answered a query about one of its modes (DECRQM): `setting` is 1 set,
    /// 2 reset, 3 always set, 4 always reset, 0 unknown.
    func modeReported(mode: Int, setting: Int)
}

extension KeyInput {
    /// No keys were read before the session began.
    package var hasWaitingKeys: Bool { false }
}
