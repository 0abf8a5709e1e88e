import Foundation
import Testing

extension LongTerminalRuns {
    /// `counter-tui clock` through the real binary, its wall clock started at a chosen instant
    /// (`COUNTER_TUI_TEST_EPOCH`: faketime breaks libdispatch's timers once its offset is negative
    /// or longer than the machine's uptime, see TestWallClock), and under faketime within that
    /// range: the time in a zone, 12 hours, a DST change, midnight with its date line, a board
    /// of clocks, and space refused with a note.
    @Suite(.serialized) struct ClockTests {
        static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples")

        /// Seconds since the epoch of `text` (`2026-11-27 13:45:30`, UTC).
        static func epoch(_ text: String) -> Int {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
            return Int(formatter.date(from: text)?.timeIntervalSince1970 ?? 0)
        }

        /// The first `count` plain lines of `clock ARGUMENTS` piped, its wall clock started at
        /// `start` (UTC); stderr for messages.
        func lines(_ arguments: String, from start: String, count: Int) throws -> (lines: [String], stderr: String) {
            let command = "TZ=UTC COUNTER_TUI_TEST_EPOCH=\(Self.epoch(start)) SWIFT_BACKTRACE=interactive=no timeout 20 "
                + "\(Binary.path) clock \(arguments) 2>&1 | head -n \(count)"
            let result = try Spawn.run(["sh", "-c", command])
            return (result.stdout.split(separator: "\n").map(String.init), result.stderr)
        }

        /// A launcher running the app with its wall clock started at `start` (UTC).
        func faked(_ tmux: Tmux, _ start: String) throws -> String {
            try tmux.script("faked", "export TZ=UTC COUNTER_TUI_TEST_EPOCH=\(Self.epoch(start)); exec \"$@\"")
        }

        /// The first line shows the chosen time: a clock that showed anything else did not take it.
        func firstLine(_ lines: [String], is expected: String) {
            #expect(lines.first == expected, "first line \(lines.first ?? "none") (did COUNTER_TUI_TEST_EPOCH take?): \(lines)")
        }

        @Test func theTimeInUTCAZoneAndTwelveHours() throws {
            firstLine(try lines("--seconds --utc --style label", from: "2026-11-27 13:45:30", count: 2).lines, is: "13:45:30")
            let zoned = try lines("--seconds --tz America/New_York --style label", from: "2026-11-27 13:45:30", count: 3).lines
            firstLine(zoned, is: "08:45:30")
            #expect(zoned == ["08:45:30", "08:45:31", "08:45:32"], "one line a second: \(zoned)")
            firstLine(try lines("--seconds --12h --utc --style label", from: "2026-11-27 13:45:30", count: 1).lines, is: "1:45:30 PM")
            // Without --seconds: hours and minutes (the frame now, as text: the next line is a minute away).
            firstLine(try lines("--utc --style label --frame-at 0 --size 5x1", from: "2026-11-27 13:45:30", count: 1).lines, is: "13:45")
        }

        /// The issue's three times under faketime itself (libfaketime on CLOCK_REALTIME): the first
        /// line is drawn before any timer, so it holds whatever faketime does to libdispatch's
        /// timers on this machine (see TestWallClock); `timeout` ends each run after its line.
        @Test func theTimeOfDayUnderFaketime() throws {
            for (arguments, expected) in [("--utc", "13:45:30"), ("--tz America/New_York", "08:45:30"), ("--12h --utc", "1:45:30 PM")] {
                let command = "FAKETIME_DONT_FAKE_MONOTONIC=1 SWIFT_BACKTRACE=interactive=no timeout 3 faketime -f '@2026-11-27 13:45:30' "
                    + "\(Binary.path) clock --seconds --style label \(arguments) 2>/dev/null | head -n 1"
                let first = try Spawn.run(["sh", "-c", command]).stdout.split(separator: "\n").first.map(String.init)
                #expect(first == expected, "clock \(arguments) under faketime: \(first ?? "nothing") (is faketime installed?)")
            }
        }

        /// The same on a terminal: big digits by default fall back to a label in a small pane;
        /// the label style shows the time; `--12h` `1:45:30`.
        @Test func theClockOnATerminal() throws {
            let tmux = try Tmux()
            try tmux.start("clock --seconds --utc --style label", launcher: try faked(tmux, "2026-11-27 13:45:30"))
            var screen = ""
            let shown = tmux.wait { screen = (try? tmux.screen()) ?? ""; return screen.contains("13:45:3") }
            #expect(shown, "no 13:45:3x on the screen (did faketime take?): \(screen) \(tmux.stderr())")
            try tmux.keys(" ")
            #expect(tmux.wait { ((try? tmux.screen()) ?? "").contains("space: a clock shows the time of day; it cannot pause") })
            try tmux.keys("r")
            #expect(tmux.wait { ((try? tmux.screen()) ?? "").contains("r: a clock shows the time of day; it cannot start over") })
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
            #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
            try tmux.start("clock --seconds --12h --tz America/New_York --style label", launcher: try faked(tmux, "2026-11-27 13:45:30"))
            let twelve = tmux.wait { screen = (try? tmux.screen()) ?? ""; return screen.contains("8:45:3") }
            #expect(twelve && screen.contains("AM") && !screen.contains("08:45"), "\(screen)")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
        }

        /// `--blink` on a terminal: the colons are there half of each second and blank the other half.
        @Test func blinkingColonsOnATerminal() throws {
            let tmux = try Tmux()
            try tmux.start("clock --seconds --utc --style label --blink", launcher: try faked(tmux, "2026-11-27 13:45:30"))
            var screen = ""
            #expect(tmux.wait { screen = (try? tmux.screen()) ?? ""; return screen.contains("13:45:3") }, "\(screen) \(tmux.stderr())")
            #expect(tmux.wait(timeout: 3) { screen = (try? tmux.screen()) ?? ""; return screen.contains("13 45 3") }, "\(screen)")
            #expect(tmux.wait(timeout: 3) { screen = (try? tmux.screen()) ?? ""; return screen.contains("13:45:3") }, "\(screen)")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
        }

        /// Europe/Berlin on 2026-03-29: 01:59:59 CET is followed by 03:00:00 CEST.
        @Test func acrossTheBerlinDSTChange() throws {
            let shown = try lines("--seconds --tz Europe/Berlin --style label --date '%F %z'", from: "2026-03-29 00:59:58", count: 4)
            firstLine(shown.lines, is: "2026-03-29 +0100 01:59:58")
            #expect(shown.lines == ["2026-03-29 +0100 01:59:58", "2026-03-29 +0100 01:59:59", "2026-03-29 +0200 03:00:00",
                                    "2026-03-29 +0200 03:00:01"], "\(shown)")
            // And in big digits on a terminal.
            let tmux = try Tmux()
            try tmux.start("clock --seconds --tz Europe/Berlin --date 'UTC%z'", launcher: try faked(tmux, "2026-03-29 00:59:58"))
            var screen = ""
            #expect(tmux.wait { screen = (try? tmux.screen()) ?? ""; return screen.contains("UTC+0100") }, "\(screen) \(tmux.stderr())")
            #expect(tmux.wait(timeout: 8) { screen = (try? tmux.screen()) ?? ""; return screen.contains("UTC+0200") }, "\(screen)")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
        }

        /// 23:59:58 → 00:00:00, and the date line turns to the next day with it.
        @Test func acrossMidnightWithTheDateLine() throws {
            let shown = try lines("--seconds --utc --style label --date", from: "2026-12-31 23:59:58", count: 3)
            firstLine(shown.lines, is: "2026-12-31 23:59:58")
            #expect(shown.lines == ["2026-12-31 23:59:58", "2026-12-31 23:59:59", "2027-01-01 00:00:00"], "\(shown)")
            let tmux = try Tmux()
            try tmux.start("clock --seconds --utc --date '%A,%e.%B.%Y'", launcher: try faked(tmux, "2026-12-31 23:59:58"))
            var screen = ""
            #expect(tmux.wait { screen = (try? tmux.screen()) ?? ""; return screen.contains("Thursday,31.December.2026") },
                    "\(screen) \(tmux.stderr())")
            #expect(tmux.wait(timeout: 8) { screen = (try? tmux.screen()) ?? ""; return screen.contains("Friday, 1.January.2027") },
                    "\(screen)")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
        }

        /// examples/world-clock.yaml: a board of clocks, each in its zone.
        @Test func aWorldClockBoard() throws {
            let tmux = try Tmux(columns: 100, rows: 30)
            // The shipped board with its UTC card a label (given no style it draws digits now,
            // which this test cannot read the time from): the same zones and keys.
            let shipped = try String(contentsOf: Self.examples.appendingPathComponent("world-clock.yaml"), encoding: .utf8)
            let path = tmux.directory.appendingPathComponent("world-clock.yaml").path
            try shipped.replacingOccurrences(of: "    clock: UTC\n", with: "    clock: UTC\n    style: label\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
            try tmux.start("dashboard \(path)", launcher: try faked(tmux, "2026-11-27 13:45:30"))
            var screen = ""
            #expect(tmux.wait { screen = (try? tmux.screen()) ?? ""; return screen.contains("UTC · Fri 27 Nov") },
                    "\(screen) \(tmux.stderr())")
            #expect(screen.contains("Berlin") && screen.contains("New York · AM") && screen.contains("13:45"), "\(screen)")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
        }

        /// Under faketime (an offset of +3 minutes: within the uptime of any machine that runs
        /// the tests) the clock shows the faked time: it reads the real-time clock, as it must to
        /// be right after a suspend, not the monotonic one.
        @Test func itReadsTheRealTimeClock() throws {
            let command = "TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 SWIFT_BACKTRACE=interactive=no timeout 20 faketime -f +180s "
                + "\(Binary.path) clock --seconds --utc --style label | head -n 3"
            let before = Date().timeIntervalSince1970
            let result = try Spawn.run(["sh", "-c", command])
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 3, "\(result)")
            let parts = (lines.first ?? "").split(separator: ":").compactMap { Int($0) }
            let shown = parts.count == 3 ? parts[0] * 3600 + parts[1] * 60 + parts[2] : -1
            let expected = (Int(before) + 180) % 86_400
            #expect(abs(((shown - expected + 43_200) % 86_400 + 86_400) % 86_400 - 43_200) <= 2,
                    "shows \(lines.first ?? "nothing"), expected about \(expected) s into the UTC day (is faketime installed?)")
        }

        /// Ctrl-Z for 3 s, then `fg`: the clock shows the time it is at once (it reads the wall
        /// clock at each change; a clock on the monotonic clock would be 3 s behind).
        @Test func rightAfterCtrlZAndFg() throws {
            let tmux = try Tmux.interactiveBash()
            try tmux.startDirect("clock --seconds --utc --style label")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            let pid = try #require(try tmux.appPid())
            try tmux.keys("C-z")
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
            usleep(3_000_000)
            try tmux.keys("fg", "Enter")
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "HH:mm:ss"
            var screen = ""
            // Within a second of now (the frame of this second or the last).
            let right = tmux.wait(timeout: 3) {
                screen = (try? tmux.screen()) ?? ""
                let now = Date()
                return [0.0, -1].contains { screen.contains(formatter.string(from: now.addingTimeInterval($0))) }
            }
            #expect(right, "after fg: \(screen)")
            try tmux.keys("q")
            try tmux.recordStatus()
            #expect(try tmux.status() == 0)
        }

        /// Frames at a fixed instant (13:45:30 UTC), as `--frame-at` prints them: goldens of the
        /// label, big and rolling styles, the box and the date line.
        @Test func framesAtAFixedInstant() throws {
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
                let result = try Binary.run(["clock"] + arguments,
                                            environment: ["COUNTER_TUI_TEST_EPOCH": String(Self.epoch("2026-11-27 13:45:30")), "LANG": "C.UTF-8"])
                #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
                let shown = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
                    String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
                }
                #expect(Array(shown.prefix(lines.count)) == lines, "\(arguments):\n\(result.stdout)")
            }
        }

        /// Reduced motion (`COUNTER_TUI_ANIMATIONS=none`): rolling digits show the new time at once.
        @Test func rollingDigitsDoNotRollUnderReducedMotion() throws {
            let result = try Binary.run(["clock", "--seconds", "--utc", "--style", "rolling", "--frame-at", "0.1", "--size", "30x4"],
                                        environment: ["COUNTER_TUI_TEST_EPOCH": String(Self.epoch("2026-11-27 13:45:30")),
                                                      "LANG": "C.UTF-8", "COUNTER_TUI_ANIMATIONS": "none"])
            #expect(result.stdout.contains("╶┐  ╶─╮   ╷ ╷ ╭─╴   ╶─╮ ╭─╮"), "\(result.stdout)")
        }

        /// A zone that does not exist: one line naming the closest, exit 64.
        @Test func aBadZone() throws {
            let result = try Binary.run(["clock", "--tz", "Europe/Berln"])
            #expect(result.status == 64)
            #expect(result.stderr == "counter-tui: --tz: unknown time zone 'Europe/Berln': expected an IANA name such as Europe/Berlin, America/New_York or UTC; did you mean Europe/Berlin?\n")
            let date = try Binary.run(["clock", "--date", "%q"])
            #expect(date.status == 64 && date.stderr.contains("--date"), "\(date)")
            let empty = try Binary.run(["clock", "--date", ""])
            #expect(empty.status == 64 && empty.stderr.contains("--date"), "\(empty)")
            let both = try Binary.run(["clock", "--utc", "--tz", "Europe/Berlin"])
            #expect(both.status == 64 && both.stderr == "counter-tui: --utc: got --tz too; expected one of them\n", "\(both)")
        }
    }
}
