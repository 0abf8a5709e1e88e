import Foundation
import Testing

/// Why a card fails, on the card itself (issue 38): the first line its command wrote on stderr
/// beside the exit status, in the card's bottom edge and in the status line, until a good run
/// replaces it; a flood on stderr never blocks the command; escapes in it are shown harmless.
@Suite struct CardFailureReasonTests {

    /// The card's bottom edge: the row of the screen that starts with its corner.
    static func bottomEdge(_ screen: String) -> String {
        screen.split(separator: "\n").first { $0.hasPrefix("╰") }.map(String.init) ?? ""
    }

    /// `boom` on stderr and exit 3: the card's bottom edge says `exit 3: boom`, the status line
    /// names the card; once the command runs well again, the reason is gone and its value shows.
    @Test func aCardSaysWhatItsCommandWroteOnStderrUntilAGoodRun() throws {
        let tmux = try Tmux(columns: 60, rows: 8)
        let d = tmux.directory.path
        let command = try tmux.script("svc.sh", """
            if [ -e \(d)/good ]; then echo 42; exit 0; fi
            echo boom >&2; exit 3
            """)
        let before = try tmux.startFullScreen("dashboard --counter 'title=Svc,command=\(command),every=300ms,style=label'")
        let failing = tmux.screens(timeout: 8) { Self.bottomEdge($0).contains("exit 3: boom") }.last ?? ""
        #expect(Self.bottomEdge(failing).hasPrefix("╰─ exit 3: boom ─"), "\(failing)")
        #expect(failing.contains("Svc !"), "\(failing)")
        #expect(failing.contains("! Svc: exit 3: boom"), "\(failing)")
        // A good run replaces it.
        _ = FileManager.default.createFile(atPath: "\(d)/good", contents: nil)
        let good = tmux.screens(timeout: 8) { !$0.contains("boom") && $0.contains("42") }.last ?? ""
        #expect(!good.contains("boom") && !good.contains("exit 3") && !good.contains("Svc !"), "\(good)")
        #expect(good.contains("42"), "\(good)")
        try tmux.quitExpectingRestored(before)
    }

    /// A card that keeps a good value while its command fails says why beside it (it said only
    /// `!` in the title), and a long reason is cut to the card's width with an ellipsis.
    @Test func aLongReasonIsCutToTheCardWithAnEllipsis() throws {
        let tmux = try Tmux(columns: 40, rows: 8)
        let d = tmux.directory.path
        let command = try tmux.script("svc.sh", """
            if [ -e \(d)/ran ]; then echo 'connection refused by the upstream server at port eight thousand' >&2; exit 7; fi
            : > \(d)/ran; echo 42
            """)
        let before = try tmux.startFullScreen("dashboard --counter 'title=Svc,command=\(command),every=300ms,style=label'")
        let screen = tmux.screens(timeout: 8) { Self.bottomEdge($0).contains("exit 7: connection") }.last ?? ""
        let edge = Self.bottomEdge(screen)
        #expect(edge.hasPrefix("╰─ exit 7: connection refused") && edge.contains("… ─╯"), "\(screen)")
        #expect(edge.count == 40, "\(edge)")
        #expect(screen.contains("42"), "\(screen)")
        try tmux.quitExpectingRestored(before)
    }

    /// 1 MiB on stderr: the command is never blocked on its pipe (its number comes at once, no
    /// timeout), nothing of it reaches the board, and a failing one still says its first line.
    @Test func aMebibyteOnStderrDoesNotBlock() throws {
        let tmux = try Tmux(columns: 80, rows: 12)
        let flood = "head -c 1048576 /dev/zero | tr '\\\\0' x >&2"
        let good = try tmux.script("good.sh", "\(flood); echo 42")
        let bad = try tmux.script("bad.sh", "echo 'disk full' >&2; \(flood); exit 4")
        let started = Date()
        let before = try tmux.startFullScreen(
            "dashboard --counter 'title=Good,command=\(good),every=1s,timeout=5s,style=label' "
                + "--counter 'title=Bad,command=\(bad),every=1s,timeout=5s,style=label'")
        let screens = tmux.screens(timeout: 10) { $0.contains("42") && $0.contains("exit 4: disk full") }
        let last = screens.last ?? ""
        #expect(last.contains("42") && last.contains("exit 4: disk full"), "\(last)")
        #expect(Date().timeIntervalSince(started) < 5, "\(Date().timeIntervalSince(started)) s")
        #expect(!screens.contains { $0.contains("timed out") || $0.contains("xxxx") }, "\(screens.last ?? "")")
        try tmux.quitExpectingRestored(before)
    }

    /// A card's command has no terminal to write on: what it writes to /dev/tty never reaches
    /// the board (it was drawn over the cards: the command shared counter-tui's terminal).
    @Test func aCommandCannotWriteOnTheBoardThroughTheTerminal() throws {
        let tmux = try Tmux(columns: 60, rows: 8)
        let command = try tmux.script("tty.sh", "echo LEAKED > /dev/tty; echo 5")
        let before = try tmux.startFullScreen("dashboard --counter 'title=Tty,command=\(command),every=300ms,style=label'")
        #expect(tmux.wait(timeout: 8) { ((try? tmux.screen()) ?? "").contains("5") })
        usleep(700_000)
        let raw = String(decoding: tmux.raw(), as: UTF8.self)
        #expect(!raw.contains("LEAKED"), "the command wrote on the terminal")
        try tmux.quitExpectingRestored(before)
    }

    /// Escapes on stderr (a title, a clear, colours, a clipboard write) are removed from the
    /// reason: its words show, the sequences reach neither the screen nor the terminal.
    @Test func escapesOnStderrAreShownHarmless() throws {
        let tmux = try Tmux(columns: 70, rows: 8)
        let command = try tmux.script("hostile.sh",
            "printf '\\033]2;PWNED\\007\\033]52;c;SGVsbG8=\\007\\033[2J\\033[31mred\\talert\\033[0m\\001\\n' >&2; exit 1")
        let before = try tmux.startFullScreen("dashboard --counter 'title=Evil,command=\(command),every=300ms,style=label'")
        let screen = tmux.screens(timeout: 8) { Self.bottomEdge($0).contains("exit 1: red alert") }.last ?? ""
        #expect(Self.bottomEdge(screen).hasPrefix("╰─ exit 1: red alert ─"), "\(screen)")
        #expect(screen.contains("! Evil: exit 1: red alert"), "\(screen)")
        #expect(!screen.contains("PWNED") && !screen.contains("SGVsbG8"), "\(screen)")
        let raw = String(decoding: tmux.raw(), as: UTF8.self)
        #expect(!raw.contains("PWNED") && !raw.contains("\u{1b}]52"), "the sequences reached the terminal")
        try tmux.quitExpectingRestored(before)
    }
}
