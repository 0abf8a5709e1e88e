import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// termdown's keys, the whole program in-process (issue 36; they ran in tmux, waiting on real
/// seconds): `+`/`-` give a running countdown more or less time (on the monotonic and on the
/// wall clock, `--until` too), `E` shows the time of day it ends, space pauses a wall-clock
/// duration and moves its end, and `--quit-after` ends the run a while after the end. Times of
/// day are UTC: the runs are in that zone.
@MainActor
@Suite struct TimerKeysProgramTests {
    /// The words: `+` during a 1-minute countdown shows 1:09 at the next frame (the
    /// key did nothing: 0:58); it runs on from there, a second a second.
    @Test func plusDuringAOneMinuteCountdownShowsOneNineASecondLater() {
        var screens: [String] = []
        let run = ProgramRun(["1m", "--style", "label"]) { program in
            program.advance(by: 1.5)
            screens.append(program.visible)
            program.press("+")
            screens.append(program.visible)
            program.advance(by: 0.95)
            screens.append(program.visible)
            program.advance(by: 1)
            screens.append(program.visible)
            program.type("q")
        }
        #expect(screens == ["0:59", "1:09", "1:08", "1:07"])
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// `--step 1m`: `+` adds a minute and `-` takes it (an unknown option); on a board `+`
    /// changes every countdown card and leaves a number alone.
    @Test func stepSetsWhatPlusAndMinusMoveAndABoardTakesThem() {
        var screens: [String] = []
        let run = ProgramRun(["1m", "--step", "1m", "--style", "label"]) { program in
            program.advance(by: 1.5)
            screens.append(program.visible)
            program.press("+")
            screens.append(program.visible)
            program.advance(by: 0.95)
            screens.append(program.visible)
            program.press("-")
            screens.append(program.visible)
            program.advance(by: 0.95)
            screens.append(program.visible)
            program.type("q")
        }
        #expect(screens == ["0:59", "1:59", "1:58", "0:58", "0:57"])
        #expect(run.status == 0 && !run.endedByTest)
        var before = "", after = "", counted = ""
        let board = ProgramRun(["dashboard", "--counter", "style=label,title=Tea,from=1m,to=0",
                                "--counter", "style=label,title=Eggs,from=5m,to=0", "--counter", "style=label,title=Sales,to=999"]) { program in
            program.advance(by: 1.5)
            before = program.screen
            program.press("+")
            after = program.screen
            program.advance(by: 10)
            counted = program.screen
            program.type("q")
        }
        #expect(before.contains("0:59") && before.contains("4:59"), "\(before)")
        #expect(after.contains("1:09") && after.contains("5:09"), "\(after)")
        #expect(counted.contains("999"), "\(counted)")
        #expect(board.status == 0 && !board.endedByTest)
    }

    /// `-` (10 s) past the end ends the countdown as if it had arrived: `--on-done` runs, exit
    /// 0, the final frame 0:00 left (the key did nothing: it ran its 8 s).
    @Test func minusPastTheEndEndsTheCountdownThere() {
        let done = ProgramRun.doneFile()
        defer { try? FileManager.default.removeItem(atPath: done) }
        var before = ""
        let run = ProgramRun(["--from", "8s", "--to", "0", "--style", "label", "--on-done", "touch \(done)"]) { program in
            program.advance(by: 1.5)
            before = program.visible
            program.type("-")
            #expect(program.wait { program.hasEnded })
        }
        #expect(before == "0:07")
        #expect(run.status == 0 && !run.endedByTest, "\(run.status) \(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: done))
        #expect(run.terminal.leftText.contains("0:00"), "\(run.terminal.leftText)")
    }

    /// On the wall clock the end moves too: `--wall-clock` and `--until` (noon + 30 s) take
    /// `+` (they did nothing); `E` names the time `--until` names, then the end 20 s later.
    @Test func plusMovesTheEndOfAWallClockCountdownAndOfUntil() {
        var screens: [String] = []
        let wall = ProgramRun(["--from", "1m", "--to", "0", "--wall-clock", "--style", "label"]) { program in
            program.advance(by: 1.5)
            screens.append(program.visible)
            program.press("+")
            screens.append(program.visible)
            program.type("q")
        }
        #expect(screens == ["0:59", "1:09"])
        #expect(wall.status == 0 && !wall.endedByTest)
        screens = []
        let (until, _) = ProgramRun.inZone("UTC") {
            ProgramRun(["--until", "12:00:30", "--style", "label"]) { program in
                program.advance(by: 1.5)
                screens.append(program.visible)
                program.press("E")
                screens.append(program.visible)
                program.press("++")
                screens.append(program.visible)
                program.type("q")
            }
        }
        #expect(screens == ["0:29", "0:29|ends 12:00:30", "0:49|ends 12:00:50"])
        #expect(until.status == 0 && !until.endedByTest)
    }

    /// With `--phase`, `+` gives the phase shown more time and `E` shows the end of the phase
    /// and of the plan, 30 s apart (+ did nothing, E showed nothing).
    @Test func plusAndEWorkOnThePhaseShown() {
        var screens: [String] = []
        let (run, _) = ProgramRun.inZone("UTC") {
            ProgramRun(["--phase", "Work=1m", "--phase", "Rest=30s"]) { program in
                program.advance(by: 1.5)
                screens.append(program.visible)
                program.press("+")
                screens.append(program.visible)
                program.press("E")
                screens.append(program.lines.first { $0.contains("phase ends") } ?? "")
                program.type("q")
            }
        }
        #expect(screens.count == 3 && screens[0] == "Work|0:59" && screens[1] == "Work|1:09", "\(screens)")
        #expect(screens.count == 3 && screens[2].contains("phase ends 12:01:10") && screens[2].contains("all end 12:01:40"), "\(screens)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// `+` on a stopwatch says what it changes instead (it said nothing).
    @Test func plusOnAStopwatchSaysItChangesCountdownsOnly() {
        var screen = ""
        let run = ProgramRun(["--stopwatch"]) { program in
            program.advance(by: 1.5)
            program.press("+")
            screen = program.screen
            program.type("q")
        }
        #expect(screen.contains("+: +/- change running countdowns only"), "\(screen)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// `E` shows the end's time of day under the count (noon + 60 s), it moves with `+`, and a
    /// second `E` takes the line away.
    @Test func eShowsTheEndTimeAndItMovesWithPlus() {
        var screens: [String] = []
        let (run, _) = ProgramRun.inZone("UTC") {
            ProgramRun(["--from", "1m", "--to", "0", "--style", "label"]) { program in
                program.advance(by: 1.5)
                program.press("E")
                screens.append(program.visible)
                program.press("+")
                screens.append(program.visible)
                program.press("E")
                screens.append(program.visible)
                program.type("q")
            }
        }
        #expect(screens == ["0:59|ends 12:01:00", "1:09|ends 12:01:10", "1:09"])
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// Space pauses a `--wall-clock` countdown of 3 s for 1.5 s: it ends 4.5 s after it began
    /// (it refused to pause: 3 s), and says it is paused meanwhile.
    @Test func spacePausesAWallClockDurationAndMovesItsEnd() {
        var paused = ""
        let run = ProgramRun(["--from", "3s", "--to", "0", "--wall-clock"]) { program in
            program.advance(by: 0.5)
            program.type(" ")
            paused = program.screen
            program.advance(by: 1.5)
            program.type(" ")
            program.advance(by: 2.49)
            #expect(!program.hasEnded)
            program.advance(by: 0.01)
            #expect(program.hasEnded)
        }
        #expect(paused.contains("‖ paused · space resumes"), "\(paused)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// `--quit-after 2s`: the final frame stays 2 s on the full screen, then the run ends with 0
    /// (an unknown option); with `--hold` or a stopwatch it is refused in one line.
    @Test func quitAfterEndsTheRunThatLongAfterTheEnd() {
        var atEnd = ""
        let run = ProgramRun(["--from", "1s", "--to", "0", "--quit-after", "2s", "--end-text", "Done"]) { program in
            program.advance(by: 1)
            atEnd = program.screen
            program.advance(by: 1.99)
            #expect(!program.hasEnded && !program.terminal.ended)
            program.advance(by: 0.01)
            #expect(program.hasEnded)
        }
        #expect(atEnd.contains("Done"), "\(atEnd)")
        #expect(run.status == 0 && !run.endedByTest)
        let held = InProcessRun(["1m", "--quit-after", "5s", "--hold"])
        #expect(held.status == 64 && held.stderr == "counter-tui: --quit-after: got --hold too; expected one of them (--hold waits for a key)\n")
        let watch = InProcessRun(["--stopwatch", "--quit-after", "5s"])
        #expect(watch.status == 64 && watch.stderr.hasPrefix("counter-tui: --quit-after: a stopwatch has no end"))
    }
}
