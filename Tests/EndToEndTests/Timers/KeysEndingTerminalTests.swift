import Foundation
import Testing

extension LongTerminalRuns {
    /// However the keys end a timer's run (issue 36, round 2), the real terminal is handed back:
    /// the normal screen, the cursor, the modes `stty` saw before.
    @Suite(.serialized) struct KeysEndingTerminalTests {
        /// Starts `arguments` in `tmux` after clearing what the last run left (keys typed after
        /// it ended, its status and modes), and waits for its first frame: `firstFrame` on the
        /// screen, or (nil) the full screen.
        func start(_ tmux: Tmux, _ arguments: String, firstFrame: String?) throws {
            try tmux.keys("C-u")
            for name in ["status", "after", "done"] {
                try? FileManager.default.removeItem(at: tmux.directory.appendingPathComponent(name))
            }
            try tmux.start(arguments)
            let shown = try tmux.wait {
                try firstFrame.map { try tmux.screen().contains($0) } ?? (tmux.display("#{alternate_on}") == "1")
            }
            #expect(shown, "\(arguments): \((try? tmux.screen()) ?? "")")
        }

        /// The run has ended with 0 and the terminal is as it was: `stty` before and after alike,
        /// the normal screen, the cursor shown.
        func expectEndedAndRestored(_ tmux: Tmux, _ what: String, timeout: Double = 5) throws {
            let status = try tmux.status(timeout: timeout)
            #expect(status == 0, "\(what): status \(String(describing: status)); \((try? tmux.screen()) ?? "")")
            guard status != nil else { return }
            #expect(tmux.sttyRestored(), "\(what): \(tmux.sttyPair())")
            #expect(try tmux.wait(timeout: 2) { try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1" },
                    "\(what): \((try? tmux.terminalState()) ?? "")")
        }

        /// The tester's keys on a real terminal: space (pause), `E`, `-` three times. The third
        /// `-` takes the count past its end: it ends there at once and the terminal is handed
        /// back, modes and all (the space that ended it left the alternate screen on with
        /// `-icanon -echo -icrnl -onlcr`, 5 of 5). (The keys' other orders, the end text,
        /// `--on-done` and `--flash-end` run in-process: TimerKeysEndingProgramTests.)
        @Test func minusPastTheEndWhilePausedRestoresTheTerminal() throws {
            let tmux = try Tmux()
            let what = "space E - - -"
            try start(tmux, "30s --no-wall-clock --style label --end-text Done", firstFrame: "0:2")
            try tmux.keys(" ")
            #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("paused") }, "\(what): \((try? tmux.screen()) ?? "")")
            try tmux.keys("E")
            #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("ends ") }, "\(what): \((try? tmux.screen()) ?? "")")
            try tmux.keys("-", "-", "-")
            let endedAtOnce = try tmux.status(timeout: 3) != nil
            #expect(endedAtOnce, "\(what): still running, paused at 0:00: \((try? tmux.screen()) ?? "")")
            // The rest of the tester's keys (typed at the shell once the run has ended).
            try tmux.keys("-", " ")
            try expectEndedAndRestored(tmux, what)
        }
    }
}
