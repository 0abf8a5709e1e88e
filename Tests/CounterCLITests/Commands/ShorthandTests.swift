import CounterEngine
import Foundation
import Testing
@testable import CounterCLI

/// termdown's shorthand: `counter-tui 10m` was "Unexpected argument '10m'"; a lone duration,
/// date or time of day where a subcommand would go is a countdown that looks like a timer (big
/// digits, the wall clock), and every other command line is as it was.
@Suite struct ShorthandTests {
    @Test(arguments: [
        (["10m"], ["--from", "10m", "--to", "0", "--style", "big", "--wall-clock"]),
        (["10"], ["--from", "10s", "--to", "0", "--style", "big", "--wall-clock"]),
        (["1h30m", "--style", "label"], ["--from", "1h30m", "--to", "0", "--wall-clock", "--style", "label"]),
        (["count", "25m"], ["count", "--from", "25m", "--to", "0", "--style", "big", "--wall-clock"]),
        (["14:30"], ["--until", "14:30", "--style", "big"]),
        // termdown's spaced durations and dates, with zones; the date and time as one word or several.
        (["1h 5m 30s"], ["--from", "1h 5m 30s", "--to", "0", "--style", "big", "--wall-clock"]),
        (["25h"], ["--from", "25h", "--to", "0", "--style", "big", "--wall-clock"]),
        (["2026-12-31"], ["--until", "2026-12-31", "--style", "big"]),
        (["2026-12-31 23:59 UTC"], ["--until", "2026-12-31 23:59 UTC", "--style", "big"]),
        (["2026-12-31", "23:59", "Europe/Berlin", "--bell"], ["--until", "2026-12-31 23:59 Europe/Berlin", "--style", "big", "--bell"]),
        (["2026-12-31", "23:59", "--bell"], ["--until", "2026-12-31 23:59", "--style", "big", "--bell"]),
        (["2026-12-31T23:59Z"], ["--until", "2026-12-31T23:59Z", "--style", "big"]),
        // A style, --inline or --no-wall-clock given: kept as asked.
        (["10m", "--inline"], ["--from", "10m", "--to", "0", "--wall-clock", "--inline"]),
        (["10m", "--style=rolling"], ["--from", "10m", "--to", "0", "--wall-clock", "--style=rolling"]),
        (["10m", "--no-wall-clock"], ["--from", "10m", "--to", "0", "--style", "big", "--no-wall-clock"]),
        (["10m", "--wall-clock"], ["--from", "10m", "--to", "0", "--style", "big", "--wall-clock"]),
        // Live values have no end to keep: no wall clock (it refuses them).
        (["10m", "--stdin"], ["--from", "10m", "--to", "0", "--style", "big", "--stdin"]),
        (["10m", "--command", "date"], ["--from", "10m", "--to", "0", "--style", "big", "--command", "date"]),
    ])
    func aLoneDurationOrTimeIsACountdown(arguments: [String], expanded: [String]) {
        #expect(Shorthand.expand(arguments) == expanded)
    }

    @Test(arguments: [
        ["--to", "10m"], ["dashboard", "board.yaml"], ["help", "count"], ["abc"], ["99:99"], ["0"], ["-5m"], [],
        ["--from", "5", "10m"], ["2026-13-01"], ["1h 5"], ["12-31"],
    ])
    func everyOtherCommandLineIsLeftAlone(arguments: [String]) {
        #expect(Shorthand.expand(arguments) == arguments)
    }

    @Test func theShorthandCountsInRealTime() throws {
        let settings = try CounterTUIMain.parse(["10m"]).mapError { $0 as Error }.get()
        let model = settings.spec.makeModel(start: 0)
        #expect(model.text(at: 0) == "10:00" && model.text(at: 300) == "5:00" && model.text(at: 600) == "0:00")
        #expect(settings.spec.style == .big)
        #expect(settings.wallClockOrigin != nil)
        let monotonic = try CounterTUIMain.parse(["10m", "--no-wall-clock"]).mapError { $0 as Error }.get()
        #expect(monotonic.wallClockOrigin == nil)
    }
}
