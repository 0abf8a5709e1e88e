import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// Timers people keep open all day (issues 25 and 34), the whole program in-process (they ran
/// in tmux, waiting on real seconds): a stopwatch with laps (shown under the time, left on the
/// terminal however it ends), phases back to back with the bell and the window title, a
/// countdown that ends on 0:00 at its second, space refused or taken on the wall clock, and
/// timers as frames (`--frame-at`).
@MainActor
@Suite struct TimerProgramTests {
    /// The laps left on the terminal: each `Lap N` row's words.
    func laps(_ text: String) -> [[String]] {
        text.split(separator: "\n").filter { $0.hasPrefix("Lap ") }.map { $0.split(separator: " ").map(String.init) }
    }

    /// `--stopwatch`: counts up until `q`; `l` records laps (1.2 s, then 1.5 s more), shown
    /// under the time and left, every one with its lap and split time, after the last frame
    /// when it ends; space pauses it and says so; `q` right after Ctrl-L still leaves the last
    /// frame (it left only the laps).
    @Test func aStopwatchKeepsLapsAndPrintsThemOnExit() {
        var screens: [String] = []
        let run = ProgramRun(["--stopwatch", "--title", "Run"]) { program in
            program.advance(by: 1.2)
            screens.append(program.screen)
            program.press("l")
            screens.append(program.screen)
            program.advance(by: 1.45)
            program.press("l")
            screens.append(program.screen)
            program.press(" ")
            screens.append(program.screen)
            program.advance(by: 3)
            screens.append(program.screen)
            program.type("\u{C}q")
        }
        #expect(screens.count == 5)
        guard screens.count == 5 else { return }
        #expect(screens[0].contains("0:01") && !screens[0].contains("Lap 1") && screens[1].contains("Lap 1"), "\(screens)")
        #expect(screens[2].contains("0:02") && screens[2].contains("Lap 2"), "\(screens)")
        #expect(screens[3].contains("‖ paused · space resumes") && screens[4].contains("0:02"), "\(screens)")
        #expect(run.status == 0 && !run.endedByTest && run.terminal.ended)
        let left = run.terminal.leftText
        #expect(left.contains("Run") && left.contains("0:02") && left.contains("lap   split"), "\(left)")
        // Each lap on its own row: its number, its time and the split.
        #expect(laps(left).map { $0.prefix(4).joined(separator: " ") } == ["Lap 1 0:01 0:01", "Lap 2 0:01 0:02"], "\(left)")
    }

    /// Ctrl-C (or SIGTERM) ends a stopwatch too, the way many stop one: its laps are still left
    /// on the terminal with the last frame, and the status is the signal's (issue 34: the laps
    /// were lost, printed only after `q`).
    @Test(arguments: [SIGINT, SIGTERM])
    func aStopwatchEndedByASignalStillPrintsItsLaps(_ sig: Int32) {
        let run = ProgramRun(["--stopwatch", "--title", "Run"]) { program in
            program.advance(by: 1.2)
            program.press("l")
            program.advance(by: 1)
            program.press("l")
            #expect(program.signal(sig))
        }
        #expect(run.status == 128 + sig && !run.endedByTest)
        #expect(run.terminal.ended)
        let left = run.terminal.leftText
        #expect(left.contains("lap   split"), "\(left)")
        #expect(laps(left).map { $0.prefix(2).joined(separator: " ") } == ["Lap 1", "Lap 2"], "\(left)")
    }

    /// Piped, a stopwatch writes a line each second until it is interrupted (SIGINT 2.5 s in:
    /// status 130).
    @Test func aPipedStopwatchWritesOneLineASecond() {
        let run = ProgramRun(["--stopwatch"], piped: true) { program in
            program.advance(by: 2.5)
            #expect(program.signal(SIGINT))
        }
        #expect(run.status == 130)
        #expect(ProgramRun.plainLines(run.stdout) == ["0:00", "0:01", "0:02"])
    }

    /// Two phases twice with `--bell --window-title --end-text`: the phase and round on screen,
    /// one bell at each new phase and one at the end (4), the title following the phases (saved
    /// first, given back at the end), and the end text left under the final frame.
    @Test func phasesRingBetweenThemselvesAndNameTheWindow() {
        var screens: [String] = []
        let run = ProgramRun(["--phase", "A=1s:red", "--phase", "B=1s", "--repeat", "2", "--bell", "--window-title", "--end-text", "Done"]) { program in
            screens.append(program.screen)
            program.advance(by: 1)
            screens.append(program.screen)
            program.advance(by: 3)
        }
        #expect(screens.count == 2 && screens[0].contains("A 1/2") && screens[1].contains("B 1/2"), "\(screens)")
        #expect(run.status == 0 && !run.endedByTest)
        let screen = run.screen
        #expect(screen.contains("B 2/2") && screen.contains("0:00") && screen.contains("Done"), "\(screen)")
        let controls = run.terminal.controls
        let titles = controls.filter { $0.hasPrefix("\u{1b}]2;") }.map { $0.dropFirst(4).dropLast() }
        #expect(titles == ["0:01 · A 1/2", "0:01 · B 1/2", "0:01 · A 2/2", "0:01 · B 2/2", "0:00 · B 2/2 · Done"])
        #expect(controls.filter { $0 == "\u{07}" }.count == 4)
        #expect(controls.first == "\u{1b}[22;0t" && controls.last == "\u{1b}[23;0t", "\(controls)")
    }

    /// `--from 3s --to 0 --stats` shows 0:03, 0:02 one second in, 0:01, then ends at exactly 3 s
    /// on 0:00 (not a frame before), left on the terminal.
    @Test func threeSecondCountdownEndsOnZeroAtThreeSeconds() {
        var screens: [String] = []
        let run = ProgramRun(["--from", "3s", "--to", "0", "--stats", "--style", "label"]) { program in
            screens.append(program.visible)
            for _ in 0..<2 {
                program.advance(by: 1)
                screens.append(program.visible)
            }
            program.advance(by: 0.999)
            #expect(!program.hasEnded)
            screens.append(program.visible)
            program.advance(by: 0.001)
            #expect(program.hasEnded)
            screens.append(program.visible)
        }
        #expect(screens == ["0:03", "0:02", "0:01", "0:01", "0:00"])
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.terminal.leftText.split(separator: "\n").contains("0:00"), "\(run.terminal.leftText)")
    }

    /// Space on `--until` is refused with a note on the status line; the countdown goes on.
    /// Without `--wall-clock` the same countdown pauses with space, and shows it. (A
    /// `--wall-clock` duration pauses since issue 36: TimerKeysProgramTests.)
    @Test func spaceCannotPauseAWallClockTimer() {
        var refused = "", later = ""
        let (run, _) = ProgramRun.inZone("UTC") {
            ProgramRun(["--until", "12:01:01", "--style", "label"]) { program in
                program.press(" ")
                refused = program.screen
                program.advance(by: 3)
                later = program.visible
                program.type("q")
            }
        }
        #expect(refused.contains("space: this timer keeps to the wall clock; it cannot pause"), "\(refused)")
        #expect(later.hasPrefix("0:58"), "\(later)")
        #expect(run.status == 0 && !run.endedByTest)
        var paused = ""
        let plain = ProgramRun(["--from", "3s", "--to", "0"]) { program in
            program.advance(by: 0.5)
            program.press(" ")
            paused = program.screen
            program.type("q")
        }
        #expect(paused.contains("‖ paused · space resumes"), "\(paused)")
        #expect(plain.status == 0 && !plain.endedByTest)
    }

    /// One frame (`--frame-at`) of `arguments`, checked to succeed.
    func frame(_ arguments: [String]) -> String {
        let run = ProgramRun.once(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    /// A phase is named with its round above its own countdown; a stopwatch past the hour; the
    /// end text under the final frame.
    @Test func aPhaseIsNamedWithItsRoundAboveItsOwnCountdown() {
        #expect(frame(["--phase", "Work=25m:red", "--phase", "Break=5m", "--repeat", "4", "--title", "Focus",
                       "--frame-at", "1505", "--size", "30x2"])
            == "      Focus · Break 1/4\n             4:55\n")
        #expect(frame(["--stopwatch", "--frame-at", "3725", "--size", "20x1"]) == "     1:02:05\n")
        #expect(frame(["--from", "1m", "--to", "0", "--end-text", "Time's up", "--frame-at", "60", "--size", "20x5"])
            == "\n        0:00\n\n     Time's up\n\n")
    }

    /// A dashboard card can be phases (named with the round) or a stopwatch from 10 minutes.
    @Test func aDashboardCardCanBePhasesOrAStopwatch() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("timers-\(UUID().uuidString).yaml")
        // Labels: the times are read as text (a card given no style draws digits).
        try "defaults:\n  style: label\ncounters:\n  - title: Pomodoro\n    phases: \"Work=25m:red; Break=5m\"\n    repeat: 4\n  - title: Since\n    stopwatch: true\n    from: 10m\n"
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = frame(["dashboard", file.path, "--frame-at", "1510", "--size", "60x5"]).split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Pomodoro · Break 1/4") }, "\(lines)")
        #expect(lines.contains { $0.contains("4:50") && $0.contains("35:10") }, "\(lines)")
    }

    /// A piped board names a phase once, at the end (no animation: straight to it).
    @Test func aPipedBoardNamesAPhaseOnce() {
        let run = ProgramRun(["dashboard", "--counter", "title=S,phases=A=1s;B=1s,repeat=2", "--no-animation"], piped: true)
        #expect(run.stdout == "S · B 2/2: 0:00\n" && run.status == 0 && !run.endedByTest, "\(run.stderr)")
    }

    /// Reduced motion (`--no-animation`) takes phases straight to their end.
    @Test func reducedMotionTakesPhasesToTheirEnd() {
        let run = ProgramRun(["--phase", "A=1m", "--phase", "B=1m", "--repeat", "2", "--no-animation"], piped: true)
        #expect(run.stdout == "B 2/2 0:00\n" && run.status == 0 && !run.endedByTest, "\(run.stderr)")
    }
}
