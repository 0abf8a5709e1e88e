/// Why the terminal could not be used for a full-screen display.
package enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// TERM names a terminal with no description (or none is set).
    case unknownTerminal(String)
    /// The terminal cannot move the cursor (TERM=dumb and friends).
    case notAddressable(String)
    /// Keys cannot be read: there is no controlling terminal (`setsid`), with the reason.
    case noControllingTerminal(String)

    package var description: String {
        switch self {
        case .unknownTerminal(let term): return "unknown terminal type TERM='\(term)'"
        case .notAddressable(let term): return "terminal TERM='\(term)' cannot position the cursor"
        case .noControllingTerminal(let reason): return "no controlling terminal to read keys from (/dev/tty: \(reason))"
        }
    }
}
