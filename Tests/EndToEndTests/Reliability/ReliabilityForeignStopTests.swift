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

    /// `kill -STOP`, then `kill -CONT` (now a background job): it must not draw over the shell.
    @Test func sigstopThenContinuedInTheBackgroundStopsAgain() throws {
        let tmux = try Tmux.interactiveBash()
        try tmux.startDirect("--to 9999 --duration 4 --ease linear")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        kill(pid, SIGSTOP)
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("clear", "Enter")
        try tmux.wait { try tmux.screen().hasPrefix("$") }
        kill(pid, SIGCONT)
        // Stops again by itself (tty output), the shell's screen left alone.
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
        usleep(300_000)
        #expect(ProcessStat(pid)?.state == "T")
        #expect(try tmux.display("#{alternate_on}") == "0")
        let shell = try tmux.screen().split(separator: "\n")
        #expect(!shell.contains { Int($0.trimmingCharacters(in: .whitespaces)) != nil }, "\(shell)")
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        #expect(try tmux.wait(timeout: 8) { try tmux.display("#{alternate_on}") == "0" })
        try tmux.recordStatus()
        #expect(try tmux.status() == 0)
        #expect(try tmux.screen().contains("\n9999\n"))
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
        usleep(300_000)
        try tmux.keys("Space")
        usleep(200_000)
        let paused = try tmux.screen().trimmingCharacters(in: .whitespacesAndNewlines)
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        usleep(1_000_000)
        #expect(try tmux.screen().trimmingCharacters(in: .whitespacesAndNewlines) == paused)
        // The status line is typed only once the program has gone (typed sooner, the program
        // could read it as keys and the shell never see it).
        try tmux.quitJobExpectingRestored()
    }
}
