import Foundation
import Testing

/// Issue 28, terminal by conversation, with the real binary in tmux: a TERM whose terminfo entry
/// is missing but whose name says its family runs full screen on the nearest entry, with one
/// notice once the terminal is handed back (where nothing paints over it); an entry that is
/// there is used as it is; the terminal is asked about synchronized output at start (tmux 3.3a
/// answers only the DA1 that follows the DECRQM), and keys typed meanwhile are not lost.
@Suite(.serialized) struct TerminalFamilyFallbackTests {
    /// A launcher whose stderr is the pane, so that the notice shows where a person sees it.
    private func stderrOnThePane(_ tmux: Tmux) throws -> String {
        try tmux.script("on-pane", "exec \"$@\" 2>/dev/tty")
    }

    /// A terminfo directory with `xterm-futureterm` compiled into it: xterm-256color, plus `extra`
    /// capabilities.
    private func futuretermEntry(_ tmux: Tmux, extra: String = "") throws -> String {
        let terminfo = tmux.directory.appendingPathComponent("terminfo").path
        let source = tmux.directory.appendingPathComponent("futureterm.src").path
        try "xterm-futureterm|a terminal from the future,\n\t\(extra)use=xterm-256color,\n".write(toFile: source, atomically: true, encoding: .utf8)
        let compiled = try Spawn.run(["tic", "-x", "-o", terminfo, source])
        try #require(compiled.status == 0, "tic: \(compiled.stderr)")
        return terminfo
    }

    @Test(arguments: [("xterm-futureterm", "xterm-256color"), ("tmux-futureterm", "tmux-256color")])
    func aMissingEntryRunsFullScreenOnTheNearestOne(_ term: String, _ entry: String) throws {
        let tmux = try Tmux()
        let d = tmux.directory.path
        let before = try tmux.startFullScreen("--to 42 --duration 0.2 --title Family --hold --on-done \"printenv TERM > \(d)/term\"",
                                              environment: "LANG=C.UTF-8 TERM=\(term)", launcher: try stderrOnThePane(tmux))
        #expect(try tmux.display("#{alternate_on}") == "1", "full screen, not plain lines")
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("Family") && tmux.screen().contains("42") })
        #expect(try !tmux.screen().contains("terminfo"), "no notice on the full screen")
        try tmux.quitExpectingRestored(before)
        let notice = "counter-tui: TERM='\(term)' has no terminfo entry here; using '\(entry)', the nearest one"
        // Joined: the notice is longer than the pane is wide.
        let screen = try tmux.tmux(["capture-pane", "-p", "-J", "-t", "t"])
        #expect(screen.components(separatedBy: notice).count == 2, "one notice, on the screen after the run:\n\(screen)")
        // Commands the run starts keep the user's TERM.
        let childTerm = try? String(contentsOfFile: "\(d)/term", encoding: .utf8)
        #expect(childTerm == "\(term)\n")
    }

    /// The same made-up name with an entry of its own (compiled into TERMINFO), and an entry
    /// ncurses-term brings (`make test-deps`): used as they are, no notice.
    @Test(arguments: ["xterm-futureterm", "alacritty"])
    func anEntryThatIsThereIsUsed(_ term: String) throws {
        let tmux = try Tmux()
        let terminfo = try futuretermEntry(tmux)
        let present = try Spawn.run(["infocmp", term], environment: ["TERMINFO": terminfo, "PATH": "/usr/bin:/bin"])
        try #require(present.status == 0, "no terminfo entry for \(term): install ncurses-term (make test-deps)")
        let before = try tmux.startFullScreen("--to 42 --duration 0.2 --title Family --hold",
                                              environment: "LANG=C.UTF-8 TERM=\(term) TERMINFO=\(terminfo)")
        #expect(try tmux.display("#{alternate_on}") == "1")
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("Family") && tmux.screen().contains("42") })
        try tmux.quitExpectingRestored(before)
        #expect(tmux.stderr() == "")
    }

    /// tmux 3.3a does not answer DECRQM 2026, only the DA1 after it: the wait ends at that
    /// answer, and no frame is wrapped.
    @Test func tmuxSaysNothingAboutSynchronizedOutput() throws {
        let tmux = try Tmux()
        let before = try tmux.startFullScreen("--to 999 --duration 0.3 --ease linear --hold")
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("999") })
        let text = String(decoding: tmux.raw(), as: UTF8.self)
        #expect(text.components(separatedBy: "\u{1b}[?2026$p\u{1b}[c").count == 2, "asked once, DECRQM then DA1")
        #expect(RawAudit(tmux.raw()).switches[2026] == nil)
        try tmux.quitExpectingRestored(before)
    }

    /// An entry that names synchronized output (`Sync`, as kitty-terminfo's `xterm-kitty` does)
    /// is not taken at its word: tmux, which the frames go to, did not say it knows the mode.
    @Test func terminfoSyncIsNotTrusted() throws {
        let tmux = try Tmux()
        let terminfo = try futuretermEntry(tmux, extra: "Sync=\\E[?2026%?%p1%{1}%-%tl%eh%;, ")
        let described = try Spawn.run(["infocmp", "-x", "xterm-futureterm"], environment: ["TERMINFO": terminfo, "PATH": "/usr/bin:/bin"])
        try #require(described.stdout.contains("Sync="))
        let before = try tmux.startFullScreen("--to 999 --duration 0.3 --ease linear --hold",
                                              environment: "LANG=C.UTF-8 TERM=xterm-futureterm TERMINFO=\(terminfo)")
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("999") })
        #expect(RawAudit(tmux.raw()).switches[2026] == nil)
        try tmux.quitExpectingRestored(before)
    }

    /// A terminal that answers the DECRQM at once (its answer is waiting in the input when the
    /// question is asked): the very first frame is wrapped in synchronized output.
    @Test func aTerminalThatAnswersGetsEveryFrameWrapped() throws {
        let tmux = try Tmux()
        let answer = try tmux.script("answers", "\(tmux.command) send-keys -t t -l \"$(printf '\\033[?2026;2$y')\"; exec \"$@\"")
        let before = try tmux.startFullScreen("--to 999 --duration 0.3 --ease linear --hold", launcher: answer)
        #expect(tmux.wait(timeout: 5) { (RawAudit(tmux.raw()).switches[2026] ?? 0) >= 6 })
        let text = String(decoding: tmux.raw(), as: UTF8.self)
        let afterQuery = text.components(separatedBy: "\u{1b}[?2026$p\u{1b}[c")
        #expect(afterQuery.count == 2 && afterQuery[1].hasPrefix("\u{1b}[?2026h"), "the first frame is wrapped")
        #expect(try tmux.appPid() != nil, "the answer is not a key")
        try tmux.quitExpectingRestored(before)
    }

    /// A `q` typed as the program starts still quits. (Typed before it started, it is the
    /// shell's typeahead, not a key: `TerminalCitizenTests.typeaheadBeforeAFullScreenRunStays…`.)
    @Test func aKeyTypedWhileTheTerminalIsAskedIsNotLost() throws {
        let tmux = try Tmux()
        let early = try tmux.script("early-q", "(sleep 0.3; \(tmux.command) send-keys -t t q) & exec \"$@\"")
        let before = try tmux.terminalState()
        try tmux.start("--to 999999 --duration 60", launcher: early)
        #expect(try tmux.status(timeout: 5) == 0)
        #expect(try tmux.restoreProblems(stateBefore: before).isEmpty)
    }
}
