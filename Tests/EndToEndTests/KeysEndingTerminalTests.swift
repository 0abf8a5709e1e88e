import Foundation
import Testing

extension LongTerminalRuns {
    /// However the keys end a timer's run (issue 36, round 2), the terminal is handed back: the
    /// normal screen, the cursor, the modes `stty` saw before. A paused countdown taken past its
    /// end with `-` ends there at once; a key while `--flash-end` blinks ends a held screen; the
    /// clock's help says where its title goes.
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

        /// Sends each key and waits a moment after it, as a person types them.
        func type(_ tmux: Tmux, _ keys: [String]) throws {
            for key in keys {
                try tmux.keys(key)
                usleep(200_000)
            }
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

        /// `HH:MM:SS` on the local clock at `epoch`.
        func timeOfDay(_ epoch: Double) -> String {
            let formatter = DateFormatter()
            formatter.dateFormat = "HH:mm:ss"
            return formatter.string(from: Date(timeIntervalSince1970: epoch))
        }

        /// The tester's keys: space (pause), `E`, `-` four times, space. The third `-` takes the
        /// count past its end: it ends there at once, paused as it was, with the end text and
        /// `--on-done`, and the terminal is handed back (it stayed at 0:00 "paused", and the space
        /// that ended it left the alternate screen on with `-icanon -echo -icrnl -onlcr`, 5 of 5).
        @Test func minusPastTheEndWhilePausedEndsTheCountdownAndRestoresTheTerminal() throws {
            let tmux = try Tmux()
            let done = tmux.directory.appendingPathComponent("done").path
            for style in ["label", "big"] {
                let what = "--style \(style): space E - - -"
                try start(tmux, "30s --no-wall-clock --style \(style) --end-text Done --on-done \"touch \(done)\"",
                          firstFrame: style == "label" ? "0:2" : nil)
                try type(tmux, [" "])
                #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("paused") }, "\(what): \((try? tmux.screen()) ?? "")")
                try type(tmux, ["E"])
                #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("ends ") }, "\(what): \((try? tmux.screen()) ?? "")")
                try type(tmux, ["-", "-", "-"])
                let endedAtOnce = try tmux.status(timeout: 3) != nil
                #expect(endedAtOnce, "\(what): still running, paused at 0:00: \((try? tmux.screen()) ?? "")")
                // The rest of the tester's keys (typed at the shell once the run has ended).
                try type(tmux, ["-", " "])
                try expectEndedAndRestored(tmux, what)
                #expect(FileManager.default.fileExists(atPath: done), "\(what): --on-done did not run")
                #expect(try tmux.screen().contains("Done"), "\(what): \((try? tmux.screen()) ?? "")")
            }
        }

        /// Other orders of the timer keys, on the monotonic and the wall clock, `--until`, a held
        /// screen and a board: each run ends with 0 (by itself or by `q`/Esc/a key) and hands the
        /// terminal back as it was.
        @Test func everyOrderOfTheTimerKeysHandsTheTerminalBack() throws {
            let until = timeOfDay((Date().timeIntervalSince1970 + 40).rounded(.up))
            let runs: [(arguments: String, firstFrame: String?, keys: [String])] = [
                ("30s --no-wall-clock --style label", "0:2", [" ", "E", "-", "-", " ", "q"]),
                ("30s --no-wall-clock --style label", "0:2", [" ", "E", "r", " ", "Escape"]),
                ("30s --no-wall-clock --style label --hold --end-text Done", "0:2", [" ", "E", "-", "-", "-", "x"]),
                ("30s --style label", "0:2", ["E", " ", "+", "-", "-", "-", "-"]),
                ("30s --style big", nil, ["E", " ", "-", " ", "q"]),
                ("--from 30s --to 0 --wall-clock --style label", "0:2", [" ", "E", "-", "-", "-"]),
                ("--until \(until) --style label", "0:", ["E", " ", "-", "-", "-", "-", "-"]),
                ("dashboard --counter title=Tea,from=30s,to=0", "Tea", [" ", "E", "-", "-", "-", "q"]),
                ("dashboard --counter title=Tea,from=30s,to=0", "Tea", [" ", "+", " ", "r", "Escape"]),
            ]
            for run in runs {
                // A terminal of its own: a run that never ends must not take the next one's keys.
                let tmux = try Tmux()
                try start(tmux, run.arguments, firstFrame: run.firstFrame)
                try type(tmux, run.keys)
                try expectEndedAndRestored(tmux, "\(run.arguments), keys \(run.keys)")
            }
        }

        /// `--quit-after` with `--flash-end`: a key 1.5 s into the blinking ends the run (with
        /// `--on-done`), as a key after it does (it was lost: the run went on until a second key).
        @Test func aKeyWhileTheEndBlinksEndsTheRun() throws {
            let tmux = try Tmux()
            let done = tmux.directory.appendingPathComponent("done").path
            try start(tmux, "2s --no-wall-clock --style label --quit-after 1h --flash-end --on-done \"touch \(done)\"", firstFrame: "0:0")
            #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("0:00") }, "\((try? tmux.screen()) ?? "")")
            let end = Date()
            usleep(1_500_000)
            try tmux.keys("x")
            let sent = Date().timeIntervalSince(end)
            // The end blinks 3 s: the key must have come while it did.
            #expect(sent < 2.5, "x came \(sent) s after the end, not while it blinked")
            try expectEndedAndRestored(tmux, "x during --flash-end")
            #expect(FileManager.default.fileExists(atPath: done), "--on-done did not run")
        }

        /// `clock --help` says where `--title` is drawn: in the line under the time, before the
        /// date (it said "above the time").
        @Test func clockHelpSaysTheTitleGoesUnderTheTime() throws {
            let help = try Binary.run(["clock", "--help"])
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.status == 0)
            #expect(words.contains("--title <TEXT> A title in the line under the time, before the date (Home · 2026-11-27), inside --box."),
                    "\(help.stdout)")
            // Where it is drawn: under the time, before the date line's text.
            let frame = try Binary.run(["clock", "--utc", "--style", "label", "--title", "Home", "--date", "--frame-at", "0", "--size", "40x8"])
            let lines = frame.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            #expect(frame.status == 0 && lines.count == 2 && lines[0].contains(":") && lines[1].hasPrefix("Home · "), "\(frame.stdout)")
        }
    }
}
