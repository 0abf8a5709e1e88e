import CounterEngine
import Foundation
import Testing
@testable import CounterCLI

/// Durations as values, natural countdowns, `--until` against a fixed clock, `--count-lines`,
/// `--count-bytes` and `--tee`, and the one-line refusals of what makes no sense.
@Suite struct TimeCommandLineTests {
    let utc = TimeZone(identifier: "UTC")!
    /// 2024-03-05 14:00:00 UTC.
    let twoPM = Date(timeIntervalSince1970: 1_709_647_200)

    func settings(_ arguments: [String], now: Date? = nil) throws -> CounterSettings {
        try ParsedArguments.settings(arguments, now: now ?? twoPM, zone: utc)
    }

    func failure(_ arguments: [String]) -> String? {
        ParsedArguments.failure(arguments, now: twoPM, zone: utc)
    }

    @Test func aCountdownOfDurationsRunsInRealTime() throws {
        let s = try settings(["--from", "10m", "--to", "0"])
        #expect(s.spec.from.description == "600")
        #expect(s.spec.to == .zero)
        #expect(s.spec.duration == 600)
        #expect(s.spec.easing == .linear)
        #expect(s.spec.format == .time)
        // Five minutes in, 5:00; the end is exactly 0:00.
        let model = s.spec.makeModel(start: 0)
        #expect(model.text(at: 300) == "5:00")
        #expect(model.text(at: 599.999) == "0:01")
        #expect(model.text(at: 600) == "0:00")
    }

    @Test func aStopwatchAndOtherSpellings() throws {
        let stopwatch = try settings(["--from", "0", "--to", "25m", "--format", "time"])
        #expect(stopwatch.spec.duration == 1500)
        #expect(stopwatch.spec.easing == .linear)
        #expect(try settings(["--from", "1h30m", "--to", "0"]).spec.duration == 5400)
        #expect(try settings(["--to", "90s"]).spec.from == .zero)
        #expect(try settings(["--to", "90s"]).spec.makeModel(start: 0).text(at: 90) == "1:30")
        // Decimals typed are kept: 90.5 s ends on 1:30.5.
        #expect(try settings(["--to", "90.5s"]).spec.makeModel(start: 0).text(at: 90.5) == "1:30.5")
        // A plain number in a time format is seconds, with the usual 2 s animation.
        let plain = try settings(["--to", "600", "--format", "mm:ss"])
        #expect(plain.spec.duration == 2)
        #expect(plain.spec.makeModel(start: 0).text(at: 2) == "10:00")
    }

    @Test func anExplicitDurationOrEasingWins() throws {
        let s = try settings(["--from", "10m", "--to", "0", "--duration", "3", "--ease", "in-out"])
        #expect(s.spec.duration == 3)
        #expect(s.spec.easing == .power(.inOut, exponent: 3))
        #expect(try settings(["--from", "10m", "--to", "0", "--duration", "1h30m"]).spec.duration == 5400)
        // Numbers keep the old defaults.
        #expect(try settings(["--to", "600"]).spec.easing == .power(.out, exponent: 3))
    }

    @Test func untilCountsDownFromNowToTheTimeOfDay() throws {
        let s = try settings(["--until", "14:30"])
        #expect(s.spec.from.description == "1800")
        #expect(s.spec.to == .zero)
        #expect(s.spec.duration == 1800)
        #expect(s.spec.easing == .linear)
        #expect(s.spec.makeModel(start: 0).text(at: 0) == "30:00")
        // Past already: tomorrow's 14:30, in h:mm:ss.
        let late = try settings(["--until", "14:30"], now: twoPM.addingTimeInterval(3600))
        #expect(late.spec.duration == 84_600)
        #expect(late.spec.makeModel(start: 0).text(at: 0) == "23:30:00")
        // Seconds of "now" count: 13:59:59.5 to 14:00:01 is 1.5 s; whole seconds shown.
        let close = try settings(["--until", "14:00:01"], now: twoPM.addingTimeInterval(-0.5))
        #expect(close.spec.duration == 1.5)
        #expect(close.spec.makeModel(start: 0).text(at: 1.5) == "0:00")
        #expect(try settings(["--until", "14:30", "--format", "mm:ss.s"]).spec.makeModel(start: 0).text(at: 0) == "30:00.0")
    }

    /// termdown's targets: a date (its midnight), a date and time, with a zone; `1h 5m 30s`.
    @Test func untilTakesDatesAndZones() throws {
        func seconds(_ target: String, zone: TimeZone? = nil) throws -> String {
            try CounterTUIMain.parse(["--until", target], now: twoPM, timeZone: zone ?? utc).mapError { $0 as Error }.get().spec.from.description
        }
        #expect(try seconds("2024-03-06") == "36000")
        #expect(try seconds("2024-03-05 14:30") == "1800")
        #expect(try seconds("2024-03-05T14:30:15") == "1815")
        #expect(try seconds("2024-03-05 15:30 +01:00") == "1800")
        #expect(try seconds("2024-03-05 09:30 America/New_York") == "1800")
        #expect(try seconds("2024-03-05 14:30Z", zone: TimeZone(identifier: "Asia/Tokyo")) == "1800")
        #expect(try seconds("2024-03-05 23:30", zone: TimeZone(identifier: "Asia/Tokyo")) == "1800")
        // Over a day: days lead (`3d 04:05:06`).
        let far = try settings(["--until", "2024-03-08 18:05:06"])
        #expect(far.spec.makeModel(start: 0).text(at: 0) == "3d 04:05:06")
        #expect(try settings(["--from", "1h 5m 30s", "--to", "0"]).spec.duration == 3930)
        #expect(try settings(["--to", "5", "--duration", "1m 30s"]).spec.duration == 90)
    }

    /// `--no-seconds`: minutes until the last one, in countdowns, stopwatches and phases.
    @Test func noSecondsHidesThemUntilTheLastMinute() throws {
        let countdown = try settings(["--from", "10m", "--to", "0", "--no-seconds"]).spec.makeModel(start: 0)
        #expect(countdown.text(at: 0) == "10m")
        #expect(countdown.text(at: 30) == "10m")
        #expect(countdown.text(at: 60) == "9m")
        #expect(countdown.text(at: 539.5) == "2m")
        #expect(countdown.text(at: 540.5) == "1:00")
        #expect(countdown.text(at: 541) == "0:59")
        #expect(countdown.text(at: 600) == "0:00")
        let until = try settings(["--until", "16:30", "--no-seconds"]).spec.makeModel(start: 0)
        #expect(until.text(at: 0) == "2h 30m")
    }

    @Test func countingLinesAndBytes() throws {
        let lines = try settings(["--count-lines"])
        #expect(lines.count == .lines)
        #expect(!lines.tee)
        #expect(lines.spec.from == .zero && lines.spec.to == .zero)
        #expect(lines.spec.duration == 0.25)
        // A count is grouped (134,817) unless a format says otherwise.
        var grouped = NumberFormat.int
        grouped.usesGrouping = true
        #expect(lines.spec.format == grouped)
        let bytes = try settings(["--count-bytes", "--tee", "--duration", "1", "--format", "#,##0"])
        #expect(bytes.count == .bytes)
        #expect(bytes.tee)
        #expect(bytes.spec.duration == 1)
    }

    @Test(arguments: [
        (["--tee"], "--tee: expected it with --count-lines or --count-bytes (it copies what they count)"),
        (["--to", "5", "--tee"], "--tee: expected it with --count-lines or --count-bytes (it copies what they count)"),
        (["--count-lines", "--stdin"], "--count-lines: got --stdin too; expected one of them (--count-lines counts stdin, the total is the target)"),
        (["--count-lines", "--command", "date"], "--count-lines: got --command too; expected one of them (--count-lines counts stdin, the total is the target)"),
        (["--count-bytes", "--to", "5"], "--count-bytes: got --to too; expected one of them (--count-bytes counts stdin, the total is the target)"),
        (["--count-lines", "--count-bytes"], "--count-bytes: expected either --count-lines or --count-bytes, not both"),
        (["--from", "10x", "--to", "0"], "--from: got '10x'; expected a number like 1234.5, -3 or 1e6, or a duration like 10m or 1h30m"),
        (["--from", "10m", "--to", "0", "--format", "int"], "--from: got '10m'; expected a number, or a duration with a time format (format time, mm:ss, …)"),
        (["--from", "1e308s", "--to", "0"], "--from: got '1e308s'; expected a duration like 10m, 90s or 1h30m, at most 277777h"),
        (["--from", "99999999h", "--to", "0"], "--from: got '99999999h'; expected a duration like 10m, 90s or 1h30m, at most 277777h"),
        (["--from", "1m1h", "--to", "0"], "--from: got '1m1h'; expected a duration like 10, 2.5s, 500ms or 1m"),
        (["--from", "", "--to", "0s"], "--from: got ''; expected a number, got nothing"),
        (["--to", "nans"], "--to: got 'nans'; expected a duration like 10, 2.5s, 500ms or 1m (NaN and infinity are refused)"),
        (["--to", "5", "--format", "mm:ss.ssss"], "--format: got 'mm:ss.ssss'; expected a time format: time, mm:ss, hh:mm:ss, m:ss, h:mm:ss, with .s, .ss or .sss for decimals"),
        (["--until", "25:00"], "--until: got '25:00'; expected a time HH:MM[:SS] or a date YYYY-MM-DD [HH:MM[:SS]], optionally with a zone (UTC, Z, +01:00, Europe/Berlin), e.g. 14:30 or '2026-12-31 23:59 UTC'"),
        (["--until", ""], "--until: got ''; expected a time HH:MM[:SS] or a date YYYY-MM-DD [HH:MM[:SS]], optionally with a zone (UTC, Z, +01:00, Europe/Berlin), e.g. 14:30 or '2026-12-31 23:59 UTC'"),
        // A date-time that has passed, a zone no system knows, a target beyond what a countdown takes.
        (["--until", "2024-03-05 13:59"], "--until: 2024-03-05 13:59 has passed"),
        (["--until", "2024-03-05"], "--until: 2024-03-05 has passed"),
        (["--until", "2024-03-05 14:30 Europe/Berln"], "--until: got '2024-03-05 14:30 Europe/Berln'; no time zone is named 'Europe/Berln'; did you mean 'Europe/Berlin'?"),
        (["--until", "9999-12-31"], "--until: 9999-12-31 is more than 1e9 s (about 31 years 8 months) away, the longest a countdown goes"),
        (["--until", "14:30", "--no-wall-clock"], "--no-wall-clock: got --until too; a countdown to a time always keeps to the wall clock"),
        (["--from", "1m", "--to", "0", "--wall-clock", "--no-wall-clock"], "--no-wall-clock: got --wall-clock too; expected one of them"),
        (["10m", "--style", "rolling", "--no-seconds"], "--no-seconds: got --style rolling; expected label or big (rolling wheels always show seconds)"),
        (["--to", "5", "--no-seconds"], "--no-seconds: expected a timer (a countdown like 10m, --until, --stopwatch, --phase or --format time)"),
        (["--until", "14:30", "--to", "5"], "--until: got --to too; expected --until alone (it counts down from now to that time)"),
        (["--until", "14:30", "--count-lines"], "--until: got --count-lines too; expected --until alone (it counts down from now to that time)"),
        // Before: "--from: got '57442.98…s'", a value never typed.
        (["--until", "14:30", "--format", "float"], "--until: got --format float; expected a time format (time, m:ss, mm:ss, h:mm:ss, hh:mm:ss) or none"),
    ])
    func nonsenseIsOneLineAndExit64(arguments: [String], message: String) {
        #expect(failure(arguments) == message)
    }

    @Test func dashboardCardsTakeDurationsAndTimeFormats() throws {
        let card = try DashboardCommand.counterSpec("title=Tea,from=10m,to=0")
        #expect(card.duration == 600)
        #expect(card.easing == .linear)
        #expect(card.makeModel(start: 0).text(at: 300) == "5:00")
        let config = try DashboardFile.parse("""
            counters:
              - title: Break
                from: 5m
                to: 0
              - title: Lap
                to: 75
                format: mm:ss.s
                duration: 1s
            """, path: "board.yaml")
        #expect(config.counters[0].format == .time)
        #expect(config.counters[0].duration == 300)
        #expect(config.counters[1].makeModel(start: 0).text(at: 1) == "01:15.0")
        #expect(throws: ConfigError.self) {
            try DashboardFile.parse("counters:\n  - from: 10m\n    to: 0\n    format: int\n", path: "board.yaml")
        }
    }
}
