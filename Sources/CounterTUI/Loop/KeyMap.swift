/// What a key asks of the session.
package enum KeyAction: Equatable, Sendable {
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

    /// A key a host may take as typing instead (`FullScreen.onKey`): all but quit and repaint.
    package var isTyping: Bool { [.togglePause, .restart, .lap, .anyKey].contains(self) }
}

/// The keys of the full screen, in one table (as Bubble Tea's key.go): adding a key touches
/// this file, and `TerminalSession.handle(_:)` when the action is new.
package enum KeyMap {
    /// Each binding: the keys, and what they do.
    package static let bindings: [(keys: [Key], action: KeyAction)] = [
        ([.character("q"), .character("Q"), .escape], .quit),
        ([.character(" ")], .togglePause),
        ([.character("r"), .character("R")], .restart),
        ([.character("l"), .character("L")], .lap),
        // Ctrl-L, and a resize reported as a key.
        ([.character("\u{0C}"), .resize], .repaint),
    ]

    /// What `key` asks for.
    package static func action(for key: Key) -> KeyAction {
        if case .modeReport(let mode, let setting) = key { return .modeReported(mode: mode, setting: setting) }
        return bindings.first { $0.keys.contains(key) }?.action ?? .anyKey
    }
}
