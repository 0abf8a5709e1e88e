import CounterEngine
import CounterSystem
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// `counter-tui clock`, the whole program in-process, its wall clock the manual one started at
/// a chosen instant (it ran as the binary, started there by `COUNTER_TUI_TEST_EPOCH` or under
/// faketime, in tmux or piped through `head`): the time in a zone, 12 hours, a DST change,
/// midnight with its date line, a board of clocks, space refused with a note, frames at a fixed
/// instant. Each line and frame is checked at its exact second.
@MainActor
@Suite struct ClockProgramTests {
    /// The first `count` lines of `clock ARGUMENTS` piped, its wall clock started at `start`
    /// (UTC), the run in `zone` (TZ): one line each second, as `| head -n COUNT` saw them.
    func lines(_ arguments: [String], from start: String, count: Int, zone: String = "UTC") -> [String] {
        let (run, _) = ProgramRun.inZone(zone) {
            ProgramRun(["clock"] + arguments, timeOfDay: ProgramRun.epoch(start), piped: true) { program in
                program.advance(by: Double(count - 1) + 0.5)
            }
        }
        return Array(ProgramRun.plainLines(run.stdout).prefix(count))
    }

    /// The time in UTC, in a zone, in 12 hours, one line a second; without `--seconds` hours and
    /// minutes (the frame now, as text). The three times were also the under faketime.
    @Test func theTimeInUTCAZoneAndTwelveHours() {
        #expect(lines(["--seconds", "--utc", "--style", "label"], from: "2026-11-27 13:45:30", count: 2) == ["13:45:30", "13:45:31"])
        #expect(lines(["--seconds", "--tz", "America/New_York", "--style", "label"], from: "2026-11-27 13:45:30", count: 3)
            == ["08:45:30", "08:45:31", "08:45:32"])
        #expect(lines(["--seconds", "--12h", "--utc", "--style", "label"], from: "2026-11-27 13:45:30", count: 1) == ["1:45:30 PM"])
        let frame = ProgramRun.once(["clock", "--utc", "--style", "label", "--frame-at", "0", "--size", "5x1"],
                                    timeOfDay: ProgramRun.epoch("2026-11-27 13:45:30"))
        #expect(ProgramRun.plainLines(frame.stdout) == ["13:45"], "\(frame.stdout)")
    }

    /// On the full screen: the label shows the time, space and `r` are refused with a note each,
    /// `q` ends it with 0; `--12h` in New York is `8:45:3x AM`, never `08:45`.
    @Test func theClockOnATerminal() {
        var screens: [String] = []
        let run = ProgramRun(["clock", "--seconds", "--utc", "--style", "label"], timeOfDay: ProgramRun.epoch("2026-11-27 13:45:30")) { program in
            screens.append(program.visible)
            program.advance(by: 1)
            screens.append(program.visible)
            program.press(" ")
            screens.append(program.screen)
            program.press("r")
            screens.append(program.screen)
            program.type("q")
        }
        #expect(screens.count == 4 && screens[0] == "13:45:30" && screens[1] == "13:45:31", "\(screens)")
        #expect(screens.count == 4 && screens[2].contains("space: a clock shows the time of day; it cannot pause"), "\(screens)")
        #expect(screens.count == 4 && screens[3].contains("r: a clock shows the time of day; it cannot start over"), "\(screens)")
        #expect(run.status == 0 && !run.endedByTest && run.terminal.ended)
        var twelve = ""
        _ = ProgramRun(["clock", "--seconds", "--12h", "--tz", "America/New_York", "--style", "label"],
                       timeOfDay: ProgramRun.epoch("2026-11-27 13:45:30")) { program in
            twelve = program.visible
            program.type("q")
        }
        #expect(twelve.contains("8:45:30") && twelve.contains("AM") && !twelve.contains("08:45"), "\(twelve)")
    }

    /// `--blink`: the colons are there the first half of each second and blank the second half.
    @Test func blinkingColonsOnATerminal() {
        var screens: [String] = []
        _ = ProgramRun(["clock", "--seconds", "--utc", "--style", "label", "--blink"], timeOfDay: ProgramRun.epoch("2026-11-27 13:45:30")) { program in
            screens.append(program.visible)
            program.advance(by: 0.4)
            screens.append(program.visible)
            program.advance(by: 0.2)
            screens.append(program.visible)
            program.advance(by: 0.5)
            screens.append(program.visible)
            program.type("q")
        }
        #expect(screens == ["13:45:30", "13:45:30", "13 45 30", "13:45:31"])
    }

    /// Europe/Berlin on 2026-03-29: 01:59:59 CET is followed by 03:00:00 CEST, piped and in big
    /// digits on the full screen (its date line's offset turning from +0100 to +0200).
    @Test func acrossTheBerlinDSTChange() {
        #expect(lines(["--seconds", "--tz", "Europe/Berlin", "--style", "label", "--date", "%F %z"], from: "2026-03-29 00:59:58", count: 4)
            == ["2026-03-29 +0100 01:59:58", "2026-03-29 +0100 01:59:59", "2026-03-29 +0200 03:00:00", "2026-03-29 +0200 03:00:01"])
        var before = "", after = ""
        _ = ProgramRun(["clock", "--seconds", "--tz", "Europe/Berlin", "--date", "UTC%z"], timeOfDay: ProgramRun.epoch("2026-03-29 00:59:58")) { program in
            program.advance(by: 1.5)
            before = program.screen
            program.advance(by: 1)
            after = program.screen
            program.type("q")
        }
        #expect(before.contains("UTC+0100") && after.contains("UTC+0200"), "\(before)\n\(after)")
    }

    /// 23:59:58 → 00:00:00, and the date line turns to the next day with it, piped and on the
    /// full screen.
    @Test func acrossMidnightWithTheDateLine() {
        #expect(lines(["--seconds", "--utc", "--style", "label", "--date"], from: "2026-12-31 23:59:58", count: 3)
            == ["2026-12-31 23:59:58", "2026-12-31 23:59:59", "2027-01-01 00:00:00"])
        var before = "", after = ""
        _ = ProgramRun(["clock", "--seconds", "--utc", "--date", "%A,%e.%B.%Y"], timeOfDay: ProgramRun.epoch("2026-12-31 23:59:58")) { program in
            program.advance(by: 1.5)
            before = program.screen
            program.advance(by: 1)
            after = program.screen
            program.type("q")
        }
        #expect(before.contains("Thursday,31.December.2026"), "\(before)")
        #expect(after.contains("Friday, 1.January.2027"), "\(after)")
    }

    /// boards/world-clock.yaml (its UTC card a label, to read the time from): a board of
    /// clocks, each in its zone.
    @Test func aWorldClockBoard() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("boards")
        let shipped = try String(contentsOf: examples.appendingPathComponent("world-clock.yaml"), encoding: .utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("world-clock-\(UUID().uuidString).yaml").path
        try shipped.replacingOccurrences(of: "    clock: UTC\n", with: "    clock: UTC\n    style: label\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var screen = ""
        let (run, _) = ProgramRun.inZone("UTC") {
            ProgramRun(["dashboard", path], size: Size(columns: 100, rows: 30), timeOfDay: ProgramRun.epoch("2026-11-27 13:45:30")) { program in
                screen = program.screen
                program.type("q")
            }
        }
        #expect(screen.contains("UTC · Fri 27 Nov"), "\(screen)")
        #expect(screen.contains("Berlin") && screen.contains("New York · AM") && screen.contains("13:45"), "\(screen)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// Frames at a fixed instant (13:45:30 UTC), as `--frame-at` prints them: goldens of the
    /// label, big and rolling styles, the box and the date line.
    @Test func framesAtAFixedInstant() {
        let cases: [(arguments: [String], lines: [String])] = [
            // a label in a box, the date under it
            (["--seconds", "--utc", "--style", "label", "--box", "--date", "--frame-at", "0", "--size", "30x5"], [
                "        ╭────────────╮",
                "        │  13:45:30  │",
                "        │ 2026-11-27 │",
                "        ╰────────────╯",
            ]),
            // big digits in a box
            (["--seconds", "--utc", "--style", "big", "--box", "--frame-at", "0", "--size", "30x5"], [
                "╭────────────────────────────╮",
                "│╶┐  ╶─╮   ╷ ╷ ╭─╴   ╶─╮ ╭─╮ │",
                "│ │   ─┤   ╰─┤ ╰─╮    ─┤ │ │ │",
                "│╶┴╴ ╶─╯ :   ╵ ╶─╯ : ╶─╯ ╰─╯ │",
                "╰────────────────────────────╯",
            ]),
            // rolling digits 0.1 s into their roll from 13:45:29 to 13:45:30
            (["--seconds", "--utc", "--style", "rolling", "--frame-at", "0.1", "--size", "30x5"], [
                "",
                " ╶┐  ╶─╮   ╷ ╷ ╭─╴   ╰─╴ ╶─╯",
                "  │   ─┤   ╰─┤ ╰─╮",
                " ╶┴╴ ╶─╯ :   ╵ ╶─╯ : ╶─╮ ╭─╮",
            ]),
            // big 12-hour digits, AM and the date under them
            (["--12h", "--tz", "America/New_York", "--date", "%a %e %b", "--frame-at", "0", "--size", "40x6"], [
                "",
                "             ╭─╮   ╷ ╷ ╭─╴",
                "             ├─┤   ╰─┤ ╰─╮",
                "             ╰─╯ :   ╵ ╶─╯",
                "             AM Fri 27 Nov",
            ]),
            // --blink, 0.6 s in: the colons blank for the second half of the second
            (["--seconds", "--utc", "--style", "label", "--blink", "--frame-at", "0.6", "--size", "20x1"], ["      13 45 30"]),
        ]
        for (arguments, lines) in cases {
            let result = ProgramRun.once(["clock"] + arguments, timeOfDay: ProgramRun.epoch("2026-11-27 13:45:30"))
            #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
            let shown = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            }
            #expect(Array(shown.prefix(lines.count)) == lines, "\(arguments):\n\(result.stdout)")
        }
    }

    /// Reduced motion (`COUNTER_TUI_ANIMATIONS=none`): rolling digits show the new time at once.
    @Test func rollingDigitsDoNotRollUnderReducedMotion() {
        var environment = InProcessRun.pipes
        environment.animationsOff = true
        let result = ProgramRun.once(["clock", "--seconds", "--utc", "--style", "rolling", "--frame-at", "0.1", "--size", "30x4"],
                                     timeOfDay: ProgramRun.epoch("2026-11-27 13:45:30"), environment: environment)
        #expect(result.stdout.contains("╶┐  ╶─╮   ╷ ╷ ╭─╴   ╶─╮ ╭─╮"), "\(result.stdout)")
    }

    /// A zone that does not exist: one line naming the closest, exit 64; a bad or empty date
    /// format and `--utc` with `--tz` are refused too.
    @Test func aBadZone() {
        let result = InProcessRun(["clock", "--tz", "Europe/Berln"])
        #expect(result.status == 64)
        #expect(result.stderr == "counter-tui: --tz: unknown time zone 'Europe/Berln': expected an IANA name such as Europe/Berlin, America/New_York or UTC; did you mean Europe/Berlin?\n")
        let date = InProcessRun(["clock", "--date", "%q"])
        #expect(date.status == 64 && date.stderr.contains("--date"), "\(date.stderr)")
        let empty = InProcessRun(["clock", "--date", ""])
        #expect(empty.status == 64 && empty.stderr.contains("--date"), "\(empty.stderr)")
        let both = InProcessRun(["clock", "--utc", "--tz", "Europe/Berlin"])
        #expect(both.status == 64 && both.stderr == "counter-tui: --utc: got --tz too; expected one of them\n", "\(both.stderr)")
    }
}
