import Foundation
import Testing

/// Terminfo strings carry padding (`$<5>` in vt100's cup and el): it is a delay for tputs, never
/// text. Erasing the screen at the end where there is no alternate screen wrote the strings raw
/// and left `$<5>T: 9999` and rows of `$<5>$<3>` on the shell's screen (issue 38, F1 item 1).
@Suite struct TerminfoPaddingTests {
    /// The pane and its scrollback, rows that hold anything.
    static func everything(_ tmux: Tmux) throws -> [String] {
        try tmux.tmux(["capture-pane", "-p", "-t", "t", "-S", "-1000"]).split(separator: "\n")
            .map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A big single counter that ends by itself leaves its one line and no padding text, for the
    /// terminals with padding in their strings and those without.
    @Test(arguments: ["vt100", "vt102", "vt220", "ansi", "linux", "screen", "xterm"])
    func aSingleCounterLeavesNoPadding(_ term: String) throws {
        let tmux = try Tmux(columns: 160, rows: 48)
        try tmux.start("--to 9999 --style big --duration 1.5 --title T", environment: "LANG=C.UTF-8 TERM=\(term)")
        #expect(try tmux.status(timeout: 15) == 0)
        let rows = try Self.everything(tmux)
        let padded = rows.filter { $0.contains("$<") }
        #expect(padded.isEmpty, "TERM=\(term): \(padded.count) rows with padding: \(padded.prefix(3))")
        #expect(rows.contains { $0.hasSuffix("T: 9999") }, "TERM=\(term): \(rows.suffix(3))")
        #expect(tmux.sttyRestored())
    }

    /// A board ended by `q` on vt100 and vt102 (no alternate screen, padded strings).
    @Test(arguments: ["vt100", "vt102"])
    func aBoardLeavesNoPadding(_ term: String) throws {
        let tmux = try Tmux(columns: 160, rows: 48)
        try tmux.start("dashboard --counter to=5,title=Alpha --counter to=7,title=Beta",
                       environment: "LANG=C.UTF-8 TERM=\(term)")
        #expect(tmux.wait(timeout: 10) { ((try? tmux.screen()) ?? "").contains("Beta") })
        // The counts drawn to their end: nothing more comes.
        tmux.settle()
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        let rows = try Self.everything(tmux)
        let padded = rows.filter { $0.contains("$<") }
        #expect(padded.isEmpty, "TERM=\(term): \(padded.count) rows with padding: \(padded.prefix(3))")
        #expect(!rows.contains { $0.contains("Alpha") || $0.contains("Beta") }, "TERM=\(term): \(rows.prefix(5))")
        #expect(tmux.sttyRestored())
    }

    /// A crash on vt100: the rescue's reset bytes (sgr0 is `\E[m^O$<2>`) leave no padding text.
    @Test func aCrashLeavesNoPadding() throws {
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.start("--to 9999 --duration 5", environment: "LANG=C.UTF-8 TERM=vt100 COUNTER_TUI_TEST_TRAP=1")
        #expect(try tmux.status(timeout: 15) == 132)
        let padded = try Self.everything(tmux).filter { $0.contains("$<") }
        #expect(padded.isEmpty, "\(padded.count) rows with padding: \(padded.prefix(3))")
        #expect(tmux.sttyRestored())
    }
}
