import Testing
@testable import CounterTUI

/// `TerminalFamily`: which terminfo entries stand in for a TERM the machine has no entry for.
@Suite struct TerminalFamilyTests {
    @Test(arguments: [
        ("xterm-kitty", ["kitty", "xterm-256color", "xterm"]),
        ("xterm-ghostty", ["ghostty", "xterm-256color", "xterm"]),
        ("ghostty", ["xterm-ghostty", "xterm-256color", "xterm"]),
        ("kitty", ["xterm-kitty", "xterm-256color", "xterm"]),
        ("foot", ["xterm-foot", "xterm-256color", "xterm"]),
        ("foot-extra", ["xterm-256color", "xterm"]),
        ("alacritty", ["xterm-alacritty", "xterm-256color", "xterm"]),
        ("alacritty-direct", ["xterm-256color", "xterm"]),
        ("wezterm", ["xterm-wezterm", "xterm-256color", "xterm"]),
        ("xterm-futureterm", ["xterm-256color", "xterm"]),
        ("xterm-256color", ["xterm"]),
        ("xterm", ["xterm-256color"]),
        ("vte-256color", ["xterm-256color", "xterm"]),
        ("someterm-256color", ["xterm-256color", "xterm"]),
        ("someterm-direct", ["xterm-256color", "xterm"]),
        ("tmux-direct", ["tmux-256color", "screen-256color", "tmux", "screen", "xterm-256color", "xterm"]),
        ("tmux-256color", ["screen-256color", "tmux", "screen", "xterm-256color", "xterm"]),
        ("screen.xterm-256color", ["screen-256color", "screen", "xterm-256color", "xterm"]),
        ("screen-bce", ["screen-256color", "screen", "xterm-256color", "xterm"]),
        ("rxvt-unicode-256color", ["rxvt-256color", "rxvt", "xterm-256color", "xterm"]),
    ])
    func namesThatSayTheirFamily(_ name: String, _ entries: [String]) {
        #expect(TerminalFamily.nearestEntries(for: name) == entries)
    }

    @Test func theFamilies() {
        #expect(TerminalFamily(name: "XTERM-Kitty") == .xterm)
        #expect(TerminalFamily(name: "tmux") == .tmux)
        #expect(TerminalFamily(name: "screen") == .screen)
        #expect(TerminalFamily(name: "urxvt") == .rxvt)
    }

    /// Names that say nothing keep the plain lines: a typo, a console, or something that is no
    /// terminfo name at all (a path, control characters, a whole sentence).
    @Test(arguments: ["xyz", "nonsense", "", "linux", "vt100", "dumb", "xtermkitty", "../x/xterm-kitty",
                      "xterm-\u{1b}[31m", "xterm kitty", "xterm-ki\u{0}tty", String(repeating: "xterm-", count: 20)])
    func namesThatSayNothing(_ name: String) {
        #expect(TerminalFamily(name: name) == nil)
        #expect(TerminalFamily.nearestEntries(for: name).isEmpty)
    }
}
