import Foundation
import Testing

/// Examples/Widgets, built as a user builds it (`swift build --package-path Examples`):
/// a host that owns its ncurses screen draws counter-tui's widgets on it with
/// `NcursesScreen.paint`, quits on `q`, ends its screen, prints its own line and reads one.
@Suite(.serialized) struct WidgetsExampleTests {
    /// Runs `program` of the example (the host, or `paint-check`), built once per test run, in
    /// a fresh pane, recording `stty -g` before and after and its exit status.
    static func start(_ program: String = "widgets-host", in tmux: Tmux) throws {
        try tmux.startHost(HostPackage.products(of: "Examples") + "/" + program)
    }

    @Test func theValueEndsExactThenTheHostPrintsAndReadsALine() throws {
        let tmux = try Tmux()
        try Self.start(in: tmux)
        // The label counts 0 → 1234567 in 3 s: its final text, exact (never shown before the end).
        #expect(try tmux.wait(timeout: 30) { try tmux.screen().contains("1234567") }, "\((try? tmux.screen()) ?? "")")
        let screen = try tmux.screen()
        #expect(screen.contains("Visitors") && screen.contains("█"), "the title and the block digits: \(screen)")
        try tmux.keys("q")
        #expect(try tmux.wait { try tmux.screen().contains("host: done at 1234567") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("a line typed after the screen ended", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(try tmux.screen().contains("host: read a line typed after the screen ended"), "\((try? tmux.screen()) ?? "")")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// Quit mid-count: the terminal comes back all the same, and the host goes on with its work.
    @Test func quittingMidCountGivesTheTerminalBack() throws {
        let tmux = try Tmux()
        try Self.start(in: tmux)
        #expect(try tmux.wait(timeout: 30) { try tmux.screen().contains("Visitors") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("q")
        #expect(try tmux.wait { try tmux.screen().contains("host: done at") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("bye", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(try tmux.screen().contains("host: read bye"))
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// Ctrl-C works in the host after its screen ended (while it reads its line): it ends
    /// (status 1: ncurses' own SIGINT handler, which the host's initscr installed), and the
    /// terminal's modes are as before.
    @Test func ctrlCEndsTheHostAfterItsScreenEnded() throws {
        let tmux = try Tmux()
        try Self.start(in: tmux)
        #expect(try tmux.wait(timeout: 30) { try tmux.screen().contains("Visitors") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("q")
        #expect(try tmux.wait { try tmux.screen().contains("host: done at") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("C-c")
        let status = try tmux.status(timeout: 5)
        #expect(status != nil && status != 0, "\(String(describing: status))")
        #expect(!(try tmux.screen().contains("host: read")))
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// `NcursesScreen.paint` on the host's window: each colour and attribute as the terminal
    /// shows it (tmux's own SGR), a wide character whole, a buffer half outside the window
    /// clipped at its right, top and left edges, a wide character cut by an edge as a blank
    /// (nothing shifted or wrapped), and origins at the ends of `Int` drawing nothing.
    @Test func paintShowsColoursAttributesAndWideCharactersClipped() throws {
        let tmux = try Tmux()
        try Self.start("paint-check", in: tmux)
        #expect(try tmux.wait(timeout: 30) { try tmux.screen().contains("rev") }, "\((try? tmux.screen()) ?? "")")
        let styled = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "t"]).split(separator: "\n", omittingEmptySubsequences: false)
        let row1 = String(styled[1])
        for (sgr, text) in [("31", "red"), ("1", "bold"), ("2", "dim"), ("7", "rev"), ("32", "green")] {
            #expect(row1.contains("\u{1b}[\(sgr)m\(text)") || row1.contains("\u{1b}[\(sgr)m\u{1b}[32m\(text)")
                    || row1.contains("\u{1b}[1m\u{1b}[\(sgr)m\(text)"), "\(text) in SGR \(sgr): \(row1.debugDescription)")
        }
        #expect(String(styled[2]).contains("\u{1b}[36mwide:世界!"), "\(styled[2].debugDescription)")
        let lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // At (2, 1) whole; at the right edge cut to the window's 80 columns; at (-5, -1) only the
        // part inside: the second row from its sixth column.
        #expect(lines[1] == "  red bold dim rev green", "\(lines)")
        #expect(lines[2] == "  wide:世界!")
        #expect(lines[3].hasSuffix(" red bol") && lines[4].hasSuffix(" wide:世"), "\(lines)")
        #expect(lines[0] == "世界!", "\(lines)")
        // A wide character cut by an edge is a blank: AB of 界AB at x: -1 in columns 1-2 (not
        // shifted left); 界 of AB界 at the right edge not wrapped onto the next row.
        #expect(lines[6] == " AB", "\(lines)")
        #expect(lines[7].hasSuffix("AB") && !lines[7].contains("界") && lines[8].isEmpty, "\(lines)")
        try tmux.keys("q")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }
}
