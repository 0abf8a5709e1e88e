import Foundation
import Testing

/// The binary in a real terminal (tmux, 80x24), as a person would run it: what only a real
/// terminal shows (a real SIGWINCH, job control, a process's CPU). What is drawn and what a key
/// does are tested in-process: CounterCLITests/Program (ScreenProgramTests and around).
@Suite(.serialized) struct TerminalTests {
    /// A real resize (SIGWINCH from the terminal, ncurses's new size): the next frame is laid out
    /// at 30x5; 1x1 and back break nothing, and the terminal is restored.
    @Test func resizeRelayouts() throws {
        let tmux = try Tmux()
        try tmux.start("--to 7 --duration 0.2 --style big --hold")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        try tmux.tmux(["resize-window", "-t", "t", "-x", "30", "-y", "5"])
        // Centred at the new size: the big digits stay whole, nothing from the old layout.
        #expect(try tmux.wait(timeout: 3) {
            let lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 4 && lines[1].hasPrefix("             ╶─┐")
        })
        try tmux.tmux(["resize-window", "-t", "t", "-x", "1", "-y", "1"])
        // Drawn at 1x1 (what fits), then quiet.
        tmux.settle()
        try tmux.tmux(["resize-window", "-t", "t", "-x", "80", "-y", "24"])
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }

    /// Ctrl-Z hands the normal screen back to the shell (stopped, cursor shown); `fg` takes the
    /// full screen again and the run finishes, the terminal restored.
    @Test func ctrlZSuspendsCleanlyAndFgContinues() throws {
        let tmux = try Tmux()
        try tmux.startDirect("--from 0 --to 5 --duration 1.5 --ease linear")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        try tmux.keys("C-z")
        // Stopped: the shell has the normal screen back, cursor visible.
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1" })
        let pid = try #require(try tmux.appPid())
        // It stops itself once it has handed the terminal back.
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        // `fg` continues it in the foreground: full screen again, and it finishes.
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        // It finishes where it left off and leaves the final value.
        #expect(try tmux.wait(timeout: 5) {
            let alternate = try tmux.display("#{alternate_on}")
            return try tmux.screen().contains("\n5\n") && alternate == "0"
        })
        try tmux.recordStatus()
        #expect(try tmux.status(timeout: 5) == 0)
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// A held, settled screen takes no CPU at all in a real process (no timer, no thread awake).
    @Test func settledHoldUsesNoCPU() throws {
        let tmux = try Tmux()
        try tmux.start("--to 12 --duration 0.1 --hold")
        // Full screen first: the typed command line itself contains "12".
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" && tmux.screen().contains("12") && tmux.appPid() != nil }
        let pid = try #require(try tmux.appPid())
        // Settled: nothing more drawn. Then a second of looking at its CPU time.
        tmux.settle()
        let before = try #require(ProcessStat(pid)).cpuTicks
        usleep(1_000_000)
        #expect(try #require(ProcessStat(pid)).cpuTicks - before == 0)
        try tmux.keys("x")
        #expect(try tmux.status(timeout: 3) == 0)
        #expect(tmux.sttyRestored())
    }
}
