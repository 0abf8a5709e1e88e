import CounterSystem

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
    /// Add the step (`--step`) to a running countdown or the current phase.
    case addTime
    /// Take the step (`--step`) from a running countdown or the current phase.
    case takeTime
    /// Show or hide the end's time of day under the count.
    case toggleEndTime
    /// Lay out again and repaint every cell (Ctrl-L, a resize).
    case repaint
    /// The terminal's answer to a mode query (synchronized output), not a key.
    case modeReported(mode: Int, setting: Int)
    /// Any other key: ends a held screen once the animation has settled.
    case anyKey

    /// A key a host may take as typing instead (`FullScreen.onKey`): all but quit and repaint.
    package var isTyping: Bool { [.togglePause, .restart, .lap, .addTime, .takeTime, .toggleEndTime, .anyKey].contains(self) }
}

/// The keys of the full screen, in one table (as Bubble Tea's key.go): adding a key touches
/// this file, and `TerminalSession.handle(_:)` when the action is new. Every help's "Keys:"
/// list is made from this table (`helpText`), so it cannot drift from what the keys do.
package enum KeyMap {
    /// Each binding: the keys, what they do, and the words the help says it with.
    package static let bindings: [(keys: [Key], action: KeyAction, help: String)] = [
        ([.character("q"), .character("Q"), .escape], .quit, "quit"),
        ([.character(" ")], .togglePause, "pauses and resumes (--until cannot pause)"),
        ([.character("r"), .character("R")], .restart, "restarts"),
        ([.character("l"), .character("L")], .lap, "records a lap (--stopwatch)"),
        ([.character("+")], .addTime, "adds --step (10s) to a running countdown or phase"),
        ([.character("-")], .takeTime, "takes --step from it"),
        ([.character("E"), .character("e")], .toggleEndTime, "shows or hides the time of day it ends"),
        // Ctrl-L, and a resize reported as a key.
        ([.character("\u{0C}"), .resize], .repaint, "repaints"),
    ]

    /// What `key` asks for.
    package static func action(for key: Key) -> KeyAction {
        if case .modeReport(let mode, let setting) = key { return .modeReported(mode: mode, setting: setting) }
        return bindings.first { $0.keys.contains(key) }?.action ?? .anyKey
    }

    /// How the help names `keys`: `q or Esc`, `space`, `Ctrl-L` (a letter once, in the case
    /// listed first; a resize is no key anyone types).
    package static func names(of keys: [Key]) -> String {
        var names: [String] = []
        for key in keys {
            let name: String
            switch key {
            case .escape: name = "Esc"
            case .character(" "): name = "space"
            case .character("\u{0C}"): name = "Ctrl-L"
            case .character(let c): name = String(c)
            default: continue
            }
            if !names.contains(where: { $0.lowercased() == name.lowercased() }) { names.append(name) }
        }
        return names.joined(separator: " or ")
    }

    /// The "Keys:" paragraph of every help, from `bindings` (and Ctrl-C, a signal, after quit),
    /// lines at most `width` long.
    package static func helpText(width: Int = 80) -> String {
        var items: [String] = []
        for binding in bindings {
            items.append("\(names(of: binding.keys)) \(binding.help)")
            if binding.action == .quit { items.append("Ctrl-C interrupts (exit 130)") }
        }
        return HelpList.wrapped(items, heading: "Keys:", indent: "  ", width: width)
    }
}
