import Foundation
import Testing

extension LongTerminalRuns {
    /// Timers that keep to the wall clock (issue 25), through the real binary in a terminal: an
    /// `--until` countdown ends at its time of day across Ctrl-Z and `fg`, a `--wall-clock` countdown
    /// across a stop it did not choose (SIGSTOP, as a suspended machine looks to it). (Space on
    /// these timers runs in-process: TimerProgramTests, TimerKeysProgramTests.)
    @Suite(.serialized) struct WallClockTimerTests {
        /// Ctrl-Z for 2 s in the middle of `--until` (now + 4 s), then `fg`: it ends at the target,
        /// not 2 s after it (it did).
        @Test func untilEndsAtItsTimeAcrossCtrlZ() throws {
            let tmux = try Tmux.interactiveBash()
            let d = tmux.directory.path
            // A whole second 4 to 5 s away, so that the time of day names it exactly.
            let target = (Date().timeIntervalSince1970 + 4).rounded(.up)
            let formatter = DateFormatter()
            formatter.dateFormat = "HH:mm:ss"
            let text = formatter.string(from: Date(timeIntervalSince1970: target))
            try tmux.keys("sh -c 'env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \(Binary.path) --until \(text); date +%s.%N > \(d)/end'",
                          "Enter")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            let pid = try #require(try tmux.appPid())
            usleep(1_000_000)
            try tmux.keys("C-z")
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
            usleep(2_000_000)
            try tmux.keys("fg", "Enter")
            let end = try #require(tmux.secondsWritten("end"))
            let screen = try tmux.screen()
            #expect(abs(end - target) < 0.2, "ended \(end - target) s from its target \(text): \(screen)")
            #expect(try tmux.screen().contains("0:00"))
        }

        /// A `--wall-clock` countdown of 3 s stopped from outside for 1.5 s (SIGSTOP and SIGCONT,
        /// the way a suspended machine looks to it) ends 3 s after it began, not 4.5.
        @Test func aWallClockCountdownEndsOnTimeAcrossAStop() throws {
            let tmux = try Tmux()
            let d = tmux.directory.path
            let launcher = try tmux.script("timed", "date +%s.%N > \(d)/start; \"$@\"; date +%s.%N > \(d)/end")
            try tmux.start("--from 3s --to 0 --wall-clock", launcher: launcher)
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            let pid = try #require(try tmux.appPid())
            usleep(500_000)
            kill(pid, SIGSTOP)
            usleep(1_500_000)
            kill(pid, SIGCONT)
            let start = try #require(tmux.secondsWritten("start"))
            let end = try #require(tmux.secondsWritten("end"))
            #expect(abs(end - start - 3) < 0.2, "took \(end - start) s")
            #expect(try tmux.status() == 0)
        }
    }
}
