import Foundation
import Testing

/// Stops the program did not choose: SIGSTOP (cannot be caught), SIGTTIN and SIGTTOU sent with
/// `kill`, and a pause that must outlive Ctrl-Z.
@Suite(.serialized) struct ReliabilityForeignStopTests {
    /// `kill -STOP`, then `fg`: the shell had the terminal meanwhile; keys work again at once.
    @Test func sigstopThenFgTakesTheTerminalBack() throws {
        let tmux = try Tmux.interactiveBash()
        try tmux.startDirect("--to 50 --duration 0.3 --hold")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" && tmux.screen().contains("50") }
        let pid = try #require(try tmux.appPid())
        kill(pid, SIGSTOP)
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("fg", "Enter")
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "S" })
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        // Before: the terminal stayed in the shell's cooked mode, `q` was echoed and ignored.
        try tmux.quitJobExpectingRestored()
        #expect(!(try tmux.screen().contains("50q")))
    }

    /// `kill -STOP`, then `kill -CONT` (now a background job): bash has the terminal, its modes
    /// and its prompt (on our screen, where SIGSTOP left it). Nothing is written to it until
    /// `fg`: not a frame, not the end of the full screen, not our modes. (It used to leave the
    /// alternate screen from the background, taking the prompt with it, and set its saved modes
    /// under readline's, so that the next line typed was echoed twice.)
    @Test func sigstopThenContinuedInTheBackgroundStopsAgain() throws {
        let tmux = try Tmux.interactiveBash()
        try tmux.startDirect("--to 9999 --duration 4 --ease linear")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        kill(-pid, SIGSTOP)
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("clear", "Enter")
        try tmux.wait { try tmux.screen().hasPrefix("$") }
        let tty = try tmux.display("#{pane_tty}")
        let modes = try Spawn.run(["stty", "-g", "-F", tty]).stdout
        let written = tmux.raw().count
        kill(-pid, SIGCONT)
        // Stops again by itself (tty output), the shell's screen left alone.
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
        // It stays stopped, and writes nothing, for a while after (not a wait: a look).
        usleep(300_000)
        #expect(ProcessStat(pid)?.state == "T")
        #expect(tmux.raw().count == written)
        #expect(try Spawn.run(["stty", "-g", "-F", tty]).stdout == modes)
        #expect(try tmux.display("#{alternate_on}") == "1")
        let shell = try tmux.screen().split(separator: "\n")
        #expect(shell.first == "$", "\(shell)")
        #expect(!shell.contains { Int($0.trimmingCharacters(in: .whitespaces)) != nil }, "\(shell)")
        // A program run meanwhile leaves the full screen and shows the cursor: `fg` sets both
        // up again (it used to draw on the normal screen, cursor showing).
        try tmux.keys("printf '\\033[?1049l\\033[?25h'", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "0" })
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on} #{cursor_flag}") == "1 0" })
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().hasPrefix("$") == false })
        #expect(try tmux.wait(timeout: 8) { try tmux.display("#{alternate_on}") == "0" })
        try tmux.recordStatus()
        #expect(try tmux.status() == 0)
        // The last frame is left on the screen, on a line of its own.
        #expect(try tmux.screen().split(separator: "\n").contains("9999"), "\((try? tmux.screen()) ?? "")")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// Ctrl-Z, then `kill %1` (SIGTERM, then SIGCONT, while bash has the terminal): it dies by
    /// SIGTERM without a byte to the terminal; its screen and modes were handed back at Ctrl-Z.
    /// (It used to end its full screen again from the background: the cursor went back to where
    /// the program had started, bash's modes were replaced under its prompt, and the next line
    /// typed was echoed twice over the old lines.)
    @Test(arguments: ["--to 9999 --duration 30", "dashboard --counter title=Jobs,to=77,duration=30"])
    func killOfAStoppedJobWritesNothing(_ arguments: String) throws {
        let tmux = try Tmux.interactiveBash()
        try tmux.startDirect(arguments)
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") && ProcessStat(pid)?.state == "T" })
        let written = tmux.raw().count
        try tmux.keys("kill %1", "Enter")
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid) == nil || ProcessStat(pid)?.state == "Z" })
        // bash's echo of the line and its next prompt, nothing of ours: no end of the full
        // screen, no cursor shown, no keypad mode left.
        let tail = String(decoding: tmux.raw().dropFirst(written), as: UTF8.self)
        #expect(!tail.contains("\u{1B}[?1049") && !tail.contains("\u{1B}[?25h") && !tail.contains("\u{1B}>")
                && tail.hasPrefix("kill %1"), "\(tail.debugDescription)")
        try tmux.keys("echo typed", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("$ echo typed\ntyped\n") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("wait; echo status=$?", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("status=") })
        #expect(!(try tmux.screen().contains("echo typedecho")))
    }

    /// SIGTTIN or SIGTTOU sent in the foreground stop it like Ctrl-Z: terminal handed back first.
    @Test(arguments: [SIGTTIN, SIGTTOU])
    func ttinAndTtouHandTheTerminalBack(_ sig: Int32) throws {
        let tmux = try Tmux.interactiveBash()
        try tmux.startDirect("--to 50 --duration 0.3 --hold")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" && tmux.screen().contains("50") }
        let pid = try #require(try tmux.appPid())
        kill(pid, sig)
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1" })
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        try tmux.quitJobExpectingRestored()
    }

    /// Paused with space, then Ctrl-Z and `fg`: still paused.
    @Test func aPauseOutlivesCtrlZ() throws {
        let tmux = try Tmux.interactiveBash()
        try tmux.startDirect("--to 9999 --duration 3 --ease linear")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        try tmux.wait { (Int(try tmux.screen().filter(\.isNumber)) ?? 0) > 0 }
        try tmux.keys("Space")
        // Paused: nothing more drawn.
        tmux.settle()
        let paused = try tmux.screen().trimmingCharacters(in: .whitespacesAndNewlines)
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        // A second of a 3 s count: it would have moved on, were it not paused.
        tmux.settle()
        usleep(1_000_000)
        #expect(try tmux.screen().trimmingCharacters(in: .whitespacesAndNewlines) == paused)
        // The status line is typed only once the program has gone (typed sooner, the program
        // could read it as keys and the shell never see it).
        try tmux.quitJobExpectingRestored()
    }
}
