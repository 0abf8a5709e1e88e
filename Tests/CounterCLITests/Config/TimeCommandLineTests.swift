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
        try CounterTUIMain.parse(arguments, now: now ?? twoPM, timeZone: utc).mapError { $0 as Error }.get()
    }

    func failure(_ arguments: [String]) -> String? {
        if case .failure(let error) = CounterTUIMain.parse(arguments, now: twoPM, timeZone: utc) {
            return error.code == 64 ? error.message : "exit \(error.code): \(error.message)"
        }
        return nil
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
        (["--until", "25:00"], "--until: got '25:00'; expected a time of day HH:MM or HH:MM:SS, e.g. 14:30 or 07:05:30"),
        (["--until", ""], "--until: got ''; expected a time of day HH:MM or HH:MM:SS, e.g. 14:30 or 07:05:30"),
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
