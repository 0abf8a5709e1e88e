/// What a key asks of the session.
public enum KeyAction: Equatable, Sendable {
    /// End the run (or close the display while a copy goes on).
    case quit
    /// Pause or resume the animation; on a held, settled screen, end the run.
    case togglePause
    /// Start the animation over.
    case restart
    /// Take a lap (a stopwatch).
    case lap
    /// Lay out again and repaint every cell (Ctrl-L, a resize).
    case repaint
    /// The terminal's answer to a mode query (synchronized output), not a key.
    case modeReported(mode: Int, setting: Int)
    /// Any other key: ends a held screen once the animation has settled.
    case anyKey
}

/// The keys of the full screen, in one table (as Bubble Tea's key.go): adding a key touches
/// this file, and `TerminalSession.handle(_:)` when the action is new.
public enum KeyMap {
    /// Each binding: the keys, what they do, and how the help names them.
    public static let bindings: [(keys: [Key], action: KeyAction, help: String)] = [
        ([.character("q"), .character("Q"), .escape], .quit, "q, Esc: quit"),
        ([.character(" ")], .togglePause, "space: pause or resume"),
        ([.character("r"), .character("R")], .restart, "r: start over"),
        ([.character("l"), .character("L")], .lap, "l: lap (a stopwatch)"),
        ([.character("\u{0C}"), .resize], .repaint, "Ctrl-L: repaint"),
    ]

    /// What `key` asks for.
    public static func action(for key: Key) -> KeyAction {
        if case .modeReport(let mode, let setting) = key { return .modeReported(mode: mode, setting: setting) }
        return bindings.first { $0.keys.contains(key) }?.action ?? .anyKey
    }
}
