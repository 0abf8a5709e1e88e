import Foundation
import Testing

extension LongTerminalRuns {
    /// The clock's round-2 defects through the real binary, piped: a `%T` date line without
    /// `--seconds`, AM/PM after the time, the zone names `--tz` and `--until` share, TZ with
    /// date(1)'s leading colon, and the lengths and limits their errors name. The wall clock
    /// starts at a chosen instant (`COUNTER_TUI_TEST_EPOCH`, as ClockTests).
    @Suite(.serialized) struct ClockZoneAndDateLineTests {
        /// The first `count` plain lines of `counter-tui ARGUMENTS` piped from `start` (UTC) with
        /// TZ as given, and stderr.
        func lines(_ arguments: String, from start: String, count: Int, tz: String = "UTC") throws -> (lines: [String], stderr: String) {
            let command = "TZ='\(tz)' COUNTER_TUI_TEST_EPOCH=\(ClockTests.epoch(start)) SWIFT_BACKTRACE=interactive=no timeout 5 "
                + "\(Binary.path) \(arguments) 2>/tmp/clockfix-e2e-$$.err | head -n \(count); cat /tmp/clockfix-e2e-$$.err >&2; rm -f /tmp/clockfix-e2e-$$.err"
            let result = try Spawn.run(["sh", "-c", command])
            return (result.stdout.split(separator: "\n").map(String.init), result.stderr)
        }

        /// A run's status and stderr (nothing drawn: `--frame-at 0` prints one frame and exits).
        func status(_ arguments: [String], from start: String = "2026-11-27 08:47:20") throws -> Spawn.Output {
            try Binary.run(arguments, environment: ["TZ": "UTC", "COUNTER_TUI_TEST_EPOCH": "\(ClockTests.epoch(start))"])
        }

        @Test func aSecondsDateLineShowsAndTicksEachSecondWithoutSeconds() throws {
            let run = try lines("clock --utc --date '%T' --style label", from: "2026-11-27 08:47:20", count: 2)
            #expect(run.lines == ["08:47:20 08:47", "08:47:21 08:47"], "the date line's %T is the time it is, each second: \(run)")
            let minutes = try lines("clock --utc --date '%H:%M' --style label", from: "2026-11-27 08:47:20", count: 1)
            #expect(minutes.lines == ["08:47 08:47"], "\(minutes)")
        }

        /// The same on a board: a card's `date: "%T"` (in its title) is the time it is, each
        /// second; a card's zone is any name --tz takes (US/Pacific).
        @Test func aBoardCardsSecondsDateLineTicksEachSecond() throws {
            let board = FileManager.default.temporaryDirectory.appendingPathComponent("clockfix-\(UUID().uuidString).yaml")
            try "counters:\n  - title: Here\n    clock: UTC\n    date: \"%T\"\n  - title: US\n    clock: US/Pacific\n"
                .write(to: board, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: board) }
            let run = try lines("dashboard \(board.path)", from: "2026-11-27 08:47:20", count: 2)
            #expect(run.lines == ["Here · 08:47:20: 08:47 | US: 00:47", "Here · 08:47:21: 08:47 | US: 00:47"], "\(run)")
        }

        @Test func pipedTwelveHourLinesPutAMAfterTheTime() throws {
            let plain = try lines("clock --12h --seconds --utc", from: "2026-11-27 08:44:31", count: 1)
            #expect(plain.lines == ["8:44:31 AM"], "\(plain)")
            let dated = try lines("clock --12h --seconds --utc --date '%a %d %b'", from: "2026-11-27 08:41:21", count: 1)
            #expect(dated.lines == ["Fri 27 Nov 8:41:21 AM"], "\(dated)")
            let label = try lines("clock --12h --seconds --utc --style label", from: "2026-11-27 13:45:30", count: 1)
            #expect(label.lines == ["1:45:30 PM"], "\(label)")
        }

        @Test func untilTakesTheZoneNamesClockTakes() throws {
            for zone in ["Etc/UTC", "US/Pacific", "Etc/GMT-14", "EST5EDT"] {
                let until = try status(["--until", "2026-12-31 23:59 \(zone)", "--frame-at", "0", "--size", "30x3"])
                #expect(until.status == 0, "--until … \(zone): \(until.status) \(until.stderr)")
                let clock = try status(["clock", "--tz", zone, "--frame-at", "0", "--size", "30x3"])
                #expect(clock.status == 0, "clock --tz \(zone): \(clock.status) \(clock.stderr)")
            }
            for zone in ["GMT+15", "GMT-14", "UTC+5", "Europe/Berln"] {
                let clock = try status(["clock", "--tz", zone, "--frame-at", "0", "--size", "30x3"])
                #expect(clock.status == 64 && clock.stderr.contains("unknown time zone '\(zone)'"), "clock --tz \(zone): \(clock.status) \(clock.stderr)")
                if zone != "Europe/Berln" { #expect(clock.stderr.contains("Etc/GMT-5 is UTC+5"), "how to name an offset: \(clock.stderr)") }
                let until = try status(["--until", "2026-12-31 23:59 \(zone)", "--frame-at", "0", "--size", "30x3"])
                #expect(until.status == 64 && until.stderr.contains("no time zone is named '\(zone)'"), "--until … \(zone): \(until.status) \(until.stderr)")
            }
        }

        @Test func tzWithALeadingColonIsTheZoneItNames() throws {
            let berlin = try lines("clock --seconds --style label", from: "2026-11-27 13:45:30", count: 1, tz: ":Europe/Berlin")
            #expect(berlin.lines == ["14:45:30"], "TZ=:Europe/Berlin: \(berlin)")
            let path = try lines("clock --seconds --style label", from: "2026-11-27 13:45:30", count: 1, tz: ":/usr/share/zoneinfo/Europe/Berlin")
            #expect(path.lines == ["14:45:30"], "TZ=:/usr/share/zoneinfo/Europe/Berlin: \(path)")
            // Counting to 23:00 Berlin time (22:00 UTC) from 21:00 UTC: an hour.
            let until = try lines("--until 23:00 --style label", from: "2026-11-27 21:00:00", count: 1, tz: ":Europe/Berlin")
            #expect(until.lines.first?.hasPrefix("1:00:00") == true || until.lines.first?.hasPrefix("59:") == true, "TZ=:Europe/Berlin --until 23:00: \(until)")
            // A fixed POSIX offset of whole hours is read (west positive, as POSIX has it).
            for (fixed, shown) in [("EST5", "08:45:30"), ("<+03>-3", "16:45:30"), ("UTC0", "13:45:30")] {
                let run = try lines("clock --seconds --style label", from: "2026-11-27 13:45:30", count: 1, tz: fixed)
                #expect(run.lines == [shown] && run.stderr.isEmpty, "TZ=\(fixed): \(run)")
            }
            for rule in ["EST5EDT,M3.2.0,M11.1.0", "<+0530>-5:30"] {
                let run = try lines("clock --seconds --style label", from: "2026-11-27 13:45:30", count: 1, tz: rule)
                let said = run.stderr.split(separator: "\n").filter { $0.contains("TZ='\(rule)'") }
                #expect(said.count == 1, "TZ=\(rule): one line on stderr: \(run)")
            }
        }

        @Test func longDateFormatsAndFarTargetsSayWhy() throws {
            let long = try status(["clock", "--date", String(repeating: "%Y", count: 101), "--frame-at", "0"])
            #expect(long.status == 64 && long.stderr.contains("202 characters"), "\(long.status) \(long.stderr)")
            let within = try status(["--until", "2058-06-01", "--frame-at", "0", "--size", "30x3"])
            #expect(within.status == 0, "2058-06-01 is within 1e9 s, as the docs say: \(within.stderr)")
            let beyond = try status(["--until", "2058-09-01", "--frame-at", "0", "--size", "30x3"])
            #expect(beyond.status == 64 && beyond.stderr.contains("1e9 s"), "\(beyond.status) \(beyond.stderr)")
        }
    }
}
