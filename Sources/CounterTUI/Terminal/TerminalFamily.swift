import CounterEngine

/// What a terminal's name says it is, for a TERM whose terminfo entry the machine lacks: kitty,
/// Ghostty, foot, Alacritty, WezTerm and every `xterm-*` or `*-256color` speak xterm; `tmux-*` and
/// `screen-*` speak screen's dialect; `rxvt-*` its own. The nearest entries are tried in order.
package enum TerminalFamily: String, Sendable, CaseIterable {
    case xterm
    case tmux
    case screen
    case rxvt

    /// Names of terminals that speak xterm's dialect without `xterm` in their name.
    static let xtermSpeakers = ["kitty", "ghostty", "foot", "alacritty", "wezterm", "contour", "rio",
                                "iterm", "iterm2", "vte", "gnome", "konsole", "st", "mintty", "putty"]

    /// The family `name` belongs to, or nil when the name says nothing (a typo, `xyz`).
    package init?(name: String) {
        let name = name.lowercased()
        guard Self.couldBeAnEntry(name) else { return nil }
        let first = name.split(whereSeparator: { "-.+_".contains($0) }).first.map(String.init) ?? name
        switch first {
        case "tmux": self = .tmux
        case "screen": self = .screen
        case "rxvt", "urxvt": self = .rxvt
        case "xterm": self = .xterm
        case _ where Self.xtermSpeakers.contains(first): self = .xterm
        case _ where Self.xtermSpeakers.contains { name.hasPrefix($0) && $0.count >= 4 }: self = .xterm
        case _ where name.hasSuffix("-256color") || name.hasSuffix("-direct") || name.hasSuffix("-truecolor"): self = .xterm
        default: return nil
        }
    }

    /// Only names a terminfo entry could have: ASCII letters, digits and `- _ . +`, not too long.
    static func couldBeAnEntry(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 64 && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.+".unicodeScalars.contains(scalar))
        }
    }

    /// The entries to try for this family, nearest first.
    package var entries: [String] {
        switch self {
        case .xterm: return ["xterm-256color", "xterm"]
        case .tmux: return ["tmux-256color", "screen-256color", "tmux", "screen", "xterm-256color", "xterm"]
        case .screen: return ["screen-256color", "screen", "xterm-256color", "xterm"]
        case .rxvt: return ["rxvt-unicode-256color", "rxvt-256color", "rxvt", "xterm-256color", "xterm"]
        }
    }

    /// The entries to try in place of `name` (never `name` itself), nearest first; empty when the
    /// name says no family.
    /// A terminal's own entry under its other name comes first: Debian's ncurses-term has
    /// `kitty` but not `xterm-kitty` (kitty-terminfo has that), and ncurses names Ghostty's
    /// `xterm-ghostty` and `ghostty`.
    package static func nearestEntries(for name: String) -> [String] {
        guard let family = TerminalFamily(name: name) else { return [] }
        let lower = name.lowercased()
        var entries: [String] = []
        if lower.hasPrefix("xterm-"), xtermSpeakers.contains(String(lower.dropFirst(6))) {
            entries.append(String(lower.dropFirst(6)))
        } else if xtermSpeakers.contains(lower) {
            entries.append("xterm-" + lower)
        }
        return (entries + family.entries).filter { $0 != name }
    }

    /// Said on stderr once the terminal is handed back when `term` had no entry here and `entry`
    /// stood in for it; nil when `term` ran on its own entry.
    static func notice(term: String, entry: String) -> String? {
        entry == term ? nil
            : "TERM='\(TextSanitizer.escaped(term))' has no terminfo entry here; using '\(entry)', the nearest one"
    }
}
