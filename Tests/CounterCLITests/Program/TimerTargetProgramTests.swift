import CounterEngine
import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// termdown's habits (issue 36) and the shorthand's first word, the whole program in-process at
/// a chosen instant (they ran the binary under faketime or `COUNTER_TUI_TEST_EPOCH`): the
/// shorthand is a big timer on the wall clock, dates with zones, a date that has passed refused,
/// `1h 5m 30s`, `--no-seconds`, hints that point at a help listing the names, and a shorthand
/// with an option that sets the same refused naming both. Local times are UTC: the runs are in
/// that zone.
@MainActor
@Suite struct TimerTargetProgramTests {
    /// One frame of `arguments` (`--frame-at`) at `instant` (UTC), in UTC.
    func frame(_ arguments: [String], at instant: String) -> InProcessRun {
        ProgramRun.inZone("UTC") { ProgramRun.once(arguments, timeOfDay: ProgramRun.epoch(instant)) }.result
    }

    /// The text of a one-frame label snapshot, its lines trimmed and joined by `|`.
    func text(_ run: InProcessRun) -> String {
        run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "|")
    }

    /// `counter-tui 30s` draws big digits (not a one-line label), names the window with the time
    /// it shows, and keeps to the wall clock: the time of day stepped 5 s on (as after Ctrl-Z
    /// for 5 s) leaves 0:23 at the next second's frame, as termdown (0:28 on the monotonic clock).
    /// `--no-wall-clock` keeps the monotonic count. (Ctrl-Z itself: TermdownTargetTests.)
    @Test func theShorthandIsABigTimerOnTheWallClock() {
        var screen = "", titles: [String] = []
        let run = ProgramRun(["30s", "--window-title"]) { program in
            program.advance(by: 1.5)
            screen = program.screen
            program.stepTimeOfDay(by: 5)
            program.advance(by: 0.6)
            titles = program.terminal.controls.filter { $0.hasPrefix("\u{1b}]2;") }.map { String($0.dropFirst(4).dropLast()) }
            program.type("q")
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(titles == ["0:30", "0:29", "0:23"], "\(titles)")
        #expect(screen.split(separator: "\n").filter { $0.contains("█") || $0.contains("│") || $0.contains("─") }.count >= 3, "\(screen)")
        #expect(!screen.contains("0:2"), "\(screen)")
        var monotonic: [String] = []
        _ = ProgramRun(["30s", "--no-wall-clock", "--window-title"]) { program in
            program.advance(by: 1.5)
            program.stepTimeOfDay(by: 5)
            program.advance(by: 0.6)
            monotonic = program.terminal.controls.filter { $0.hasPrefix("\u{1b}]2;") }.map { String($0.dropFirst(4).dropLast()) }
            program.type("q")
        }
        #expect(monotonic == ["0:30", "0:29", "0:28"], "\(monotonic)")
    }

    /// Dates, date-times and zones at 2026-12-31 23:58:00 UTC: each counts down to its instant.
    @Test func datesAndZonesCountDownToTheirInstant() {
        let at = "2026-12-31 23:58:00"
        #expect(text(frame(["--until", "23:59", "--frame-at", "0"], at: at)) == "1:00")
        let cases: [([String], String)] = [
            (["--until", "2027-01-01"], "2:00"),
            (["--until", "2027-01-01 00:00 UTC"], "2:00"),
            (["--until", "2026-12-31T23:59:30Z"], "1:30"),
            (["--until", "2027-01-01 01:00 Europe/Berlin"], "2:00"),
            (["--until", "2027-01-01 01:00 +01:00"], "2:00"),
            (["--until", "2026-12-31 18:59 -0500"], "1:00"),
            (["2027-01-01 00:00 UTC"], "2:00"),
            (["2027-01-01", "00:01", "UTC"], "3:00"),
            // Over a day: days lead.
            (["--until", "2027-01-03 04:03:04 UTC"], "2d 04:05:04"),
            (["--until", "2027-01-01 00:10", "--no-seconds"], "12m"),
            (["1h 5m 30s"], "1:05:30"),
        ]
        for (arguments, shown) in cases {
            let output = frame(arguments + ["--frame-at", "0", "--style", "label"], at: at)
            #expect(output.status == 0 && text(output) == shown, "\(arguments): \(output.stdout) \(output.stderr)")
        }
    }

    /// Big digits show what the label shows: minutes with `--no-seconds` (`25m`, `1h 05m`, the
    /// letters as text), days over a day (digit wheels showed 25:00 and 76:05:06).
    @Test func bigDigitsShowHiddenSecondsAndDays() {
        func lines(_ arguments: [String]) -> [String] {
            let output = ProgramRun.once(arguments + ["--frame-at", "0", "--size", "60x5", "--height", "3", "--font", "box"])
            #expect(output.status == 0, "\(output.stderr)")
            return output.stdout.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        #expect(lines(["25m", "--no-seconds"]) == ["╶─╮ ╭─╴", "╭─╯ ╰─╮", "╰─╴ ╶─╯ m"])
        #expect(lines(["1h5m", "--no-seconds"]) == ["╶┐        ╭─╮ ╭─╴", "│        │ │ ╰─╮", "╶┴╴ h     ╰─╯ ╶─╯ m"])
        #expect(lines(["3d4h5m6s"]) == ["╶─╮       ╭─╮ ╷ ╷   ╭─╮ ╭─╴   ╭─╮ ╭─╴", "─┤       │ │ ╰─┤   │ │ ╰─╮   │ │ ├─╮",
                                        "╶─╯ d     ╰─╯   ╵ : ╰─╯ ╶─╯ : ╰─╯ ╰─╯"])
    }

    /// `--no-seconds` (termdown's `-s`) in each kind of timer: minutes, rounded up while
    /// counting down, seconds in the last minute; a stopwatch's first minute only.
    @Test func noSecondsInEveryTimer() {
        let cases: [([String], String)] = [
            (["25m", "--frame-at", "30"], "25m"), (["25m", "--frame-at", "60"], "24m"),
            (["25m", "--frame-at", "1441"], "0:59"), (["--stopwatch", "--frame-at", "59"], "0:59"),
            (["--stopwatch", "--frame-at", "61"], "1m"), (["--phase", "Work=5m", "--frame-at", "10"], "Work|5m"),
        ]
        for (arguments, shown) in cases {
            let output = ProgramRun.once(arguments + ["--no-seconds", "--style", "label", "--size", "30x3"])
            #expect(output.status == 0 && text(output) == shown, "\(arguments): \(output.stdout) \(output.stderr)")
        }
    }

    /// A date-time that has passed (at 2026-12-31 23:58:00 UTC): one line, exit 64, nothing
    /// drawn; the shorthand's date too.
    @Test func aTargetThatHasPassedIsRefused() {
        for (target, message) in [
            ("2026-12-31 23:57", "counter-tui: --until: 2026-12-31 23:57 has passed\n"),
            ("2025-01-01", "counter-tui: --until: 2025-01-01 has passed\n"),
            ("2026-12-31 23:59 Europe/Berlin", "counter-tui: --until: 2026-12-31 23:59 Europe/Berlin has passed\n"),
        ] {
            let output = frame(["--until", target], at: "2026-12-31 23:58:00")
            #expect(output.status == 64 && output.stderr == message && output.stdout.isEmpty, "\(target): \(output.stderr)")
        }
        let shorthand = frame(["2025-01-01"], at: "2026-12-31 23:58:00")
        #expect(shorthand.status == 64 && shorthand.stderr == "counter-tui: --until: 2025-01-01 has passed\n")
    }

    /// `--ease outt` names a help; that help lists every easing name (it named `--help`,
    /// which lists none). The same for a dashboard card's easing.
    @Test func theEasingHintPointsAtAHelpWithEveryName() throws {
        for arguments in [["--to", "5", "--ease", "outt"], ["--to", "5", "--ease", "wobble"],
                          ["dashboard", "--counter", "title=A,to=5,ease=outt"]] {
            let refusal = InProcessRun(arguments)
            #expect(refusal.status == 64)
            let hint = try #require(refusal.stderr.range(of: "every name: counter-tui "), "no hint in \(refusal.stderr)")
            let command = refusal.stderr[hint.upperBound...].prefix { $0 != ")" }.split(separator: " ").map(String.init)
            let help = InProcessRun(command)
            #expect(help.status == 0)
            let words = Set(help.stdout.split(whereSeparator: { " ,\n".contains($0) }).map(String.init))
            let missing = Easing.names.filter { !words.contains($0) }
            #expect(missing.isEmpty, "counter-tui \(command.joined(separator: " ")) lacks \(missing)")
        }
    }

    /// One label frame of a shorthand at 2026-11-27 13:45:30 UTC.
    func shorthand(_ arguments: [String]) -> InProcessRun {
        frame(arguments + ["--frame-at", "0", "--size", "30x3", "--style", "label"], at: "2026-11-27 13:45:30")
    }

    /// A shorthand with an option that sets what it sets is refused in one line naming both (it
    /// was resolved silently, or refused naming options the user never typed); with other
    /// options it runs.
    @Test func aShorthandWithAnOptionThatSetsTheSameIsRefusedNamingBoth() {
        let cases: [([String], String, String)] = [
            (["10m", "--from", "1h"], "'10m'", "--from"),
            (["14:30", "--until", "15:00"], "'14:30'", "--until"),
            (["3s", "--to", "1s"], "'3s'", "--to"),
            (["10m", "--stopwatch"], "'10m'", "--stopwatch"),
            (["10m", "--phase", "A=5s"], "'10m'", "--phase"),
            (["count", "10m", "--to=5"], "'10m'", "--to"),
        ]
        for (arguments, word, option) in cases {
            let output = shorthand(arguments)
            let lines = output.stderr.split(separator: "\n")
            #expect(output.status == 64 && lines.count == 1 && lines[0].contains(word) && lines[0].contains("cannot go with \(option)"),
                    "\(arguments): \(output.status) \(output.stderr)")
        }
        #expect(shorthand(["10m", "--title", "Tea"]).status == 0)
    }

    /// A first word that starts with a digit but is no duration or target is explained as
    /// `--until` or a duration explains it (it was `Unexpected argument`).
    @Test func aFirstWordWithADigitThatIsNoCountdownIsExplained() {
        let targets = ["2026-02-30", "2026-12-31 25:00", "2027-02-29", "25:00"]
        let durations = ["1h 5m 30", "10mins", "277778h", "1h 1h", "0"]
        for word in targets + durations {
            let output = shorthand([word])
            let lines = output.stderr.split(separator: "\n")
            let explained = targets.contains(word) ? "expected a time HH:MM[:SS] or a date YYYY-MM-DD" : "expected a duration"
            #expect(output.status == 64 && lines.count == 1 && lines[0].contains("got '\(word)'") && lines[0].contains(explained),
                    "\(word): \(output.status) \(output.stderr)")
        }
    }
}
