import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

/// However the keys end a timer's run (issue 36, round 2), the whole program in-process: the run
/// ends with 0 and hands the terminal back (`ScreenTerminal.ended`; that the real terminal's
/// modes come back is KeysEndingTerminalTests'). A paused countdown taken past its end with `-`
/// ends there at once; a key while `--flash-end` blinks ends a held screen; the clock's help
/// says where its title goes.
@MainActor
@Suite struct TimerKeysEndingProgramTests {
    /// Presses each key of `keys` 0.2 s apart, as a person types them, until the run has ended.
    func type(_ program: ProgramRun, _ keys: [String]) {
        for key in keys where !program.hasEnded {
            program.type(key)
            program.advance(by: 0.2)
        }
    }

    /// The tester's keys: space (pause), `E`, `-` three times. The third `-` takes the count
    /// past its end: it ends there at once (at the next frame), the full screen left with the end
    /// text, then `--on-done` runs and the run ends with 0 (it stayed at 0:00 "paused", and the
    /// space that ended it left the terminal in raw mode on the alternate screen).
    @Test(arguments: ["label", "big"])
    func minusPastTheEndWhilePausedEndsTheCountdown(style: String) {
        let done = ProgramRun.doneFile()
        defer { try? FileManager.default.removeItem(atPath: done) }
        var paused = "", ends = "", leftAtOnce = false
        let run = ProgramRun(["30s", "--no-wall-clock", "--style", style, "--end-text", "Done", "--on-done", "touch \(done)"]) { program in
            program.advance(by: 0.5)
            program.press(" ")
            paused = program.screen
            program.press("E")
            ends = program.screen
            program.press("---")
            leftAtOnce = program.terminal.ended
            #expect(program.wait { program.hasEnded })
        }
        #expect(paused.contains("paused"), "\(paused)")
        #expect(ends.contains("ends "), "\(ends)")
        #expect(leftAtOnce, "still running, paused at 0:00")
        #expect(run.status == 0 && !run.endedByTest)
        #expect(FileManager.default.fileExists(atPath: done), "--on-done did not run")
        #expect(run.terminal.leftText.contains("Done"), "\(run.terminal.leftText)")
    }

    /// Other orders of the timer keys, on the monotonic and the wall clock, `--until`, a held
    /// screen and a board: each run ends with 0 by itself (by `-` past the end, `q`, Esc or a
    /// key on the held screen) and hands the terminal back.
    @Test func everyOrderOfTheTimerKeysHandsTheTerminalBack() {
        let runs: [(arguments: [String], keys: [String])] = [
            (["30s", "--no-wall-clock", "--style", "label"], [" ", "E", "-", "-", " ", "q"]),
            (["30s", "--no-wall-clock", "--style", "label"], [" ", "E", "r", " ", "\u{1B}"]),
            (["30s", "--no-wall-clock", "--style", "label", "--hold", "--end-text", "Done"], [" ", "E", "-", "-", "-", "x"]),
            (["30s", "--style", "label"], ["E", " ", "+", "-", "-", "-", "-"]),
            (["30s", "--style", "big"], ["E", " ", "-", " ", "q"]),
            (["--from", "30s", "--to", "0", "--wall-clock", "--style", "label"], [" ", "E", "-", "-", "-"]),
            (["--until", "12:00:40", "--style", "label"], ["E", " ", "-", "-", "-", "-", "-"]),
            (["dashboard", "--counter", "title=Tea,from=30s,to=0"], [" ", "E", "-", "-", "-", "q"]),
            (["dashboard", "--counter", "title=Tea,from=30s,to=0"], [" ", "+", " ", "r", "\u{1B}"]),
        ]
        for (arguments, keys) in runs {
            let (run, _) = ProgramRun.inZone("UTC") {
                ProgramRun(arguments) { program in
                    program.advance(by: 0.5)
                    self.type(program, keys)
                }
            }
            #expect(run.status == 0 && !run.endedByTest && run.terminal.ended, "\(arguments), keys \(keys): \(run.status) \(run.stderr)")
        }
    }

    /// `--quit-after` with `--flash-end`: a key 1.5 s into the blinking (it blinks 3 s) ends the
    /// run, with `--on-done`, as a key after it does (it was lost: the run went on until a
    /// second key).
    @Test func aKeyWhileTheEndBlinksEndsTheRun() {
        let done = ProgramRun.doneFile()
        defer { try? FileManager.default.removeItem(atPath: done) }
        var end = ""
        let run = ProgramRun(["2s", "--no-wall-clock", "--style", "label", "--quit-after", "1h", "--flash-end", "--on-done", "touch \(done)"]) { program in
            program.advance(by: 2)
            end = program.screen
            program.advance(by: 1.5)
            #expect(!program.hasEnded)
            program.type("x")
            #expect(program.wait { program.hasEnded })
        }
        #expect(end.contains("0:00"), "\(end)")
        #expect(run.status == 0 && !run.endedByTest && run.terminal.ended)
        #expect(FileManager.default.fileExists(atPath: done), "--on-done did not run")
    }

    /// `clock --help` says where `--title` is drawn: in the line under the time, before the
    /// date (it said "above the time"); and there it is drawn.
    @Test func clockHelpSaysTheTitleGoesUnderTheTime() {
        let help = InProcessRun(["clock", "--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.status == 0)
        #expect(words.contains("--title <TEXT> A title in the line under the time, before the date (Home · 2026-11-27), inside --box."),
                "\(help.stdout)")
        let frame = ProgramRun.once(["clock", "--utc", "--style", "label", "--title", "Home", "--date", "--frame-at", "0", "--size", "40x8"])
        let lines = frame.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(frame.status == 0 && lines == ["12:00", "Home · 2026-12-07"], "\(frame.stdout)")
    }
}
