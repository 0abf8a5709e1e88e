import CounterEngine
import Foundation
import Testing
@testable import CounterCLI

/// termdown's shorthand: `counter-tui 10m` was "Unexpected argument '10m'"; a lone duration or
/// time of day where a subcommand would go is a countdown, and every other command line is as
/// it was.
@Suite struct ShorthandTests {
    @Test(arguments: [
        (["10m"], ["--from", "10m", "--to", "0"]),
        (["10"], ["--from", "10s", "--to", "0"]),
        (["1h30m", "--style", "big"], ["--from", "1h30m", "--to", "0", "--style", "big"]),
        (["count", "25m"], ["count", "--from", "25m", "--to", "0"]),
        (["14:30"], ["--until", "14:30"]),
    ])
    func aLoneDurationOrTimeIsACountdown(arguments: [String], expanded: [String]) {
        #expect(Shorthand.expand(arguments) == expanded)
    }

    @Test(arguments: [
        ["--to", "10m"], ["dashboard", "board.yaml"], ["help", "count"], ["abc"], ["99:99"], ["0"], ["-5m"], [],
        ["--from", "5", "10m"],
    ])
    func everyOtherCommandLineIsLeftAlone(arguments: [String]) {
        #expect(Shorthand.expand(arguments) == arguments)
    }

    @Test func theShorthandCountsInRealTime() throws {
        let settings = try CounterTUIMain.parse(["10m"]).mapError { $0 as Error }.get()
        let model = settings.spec.makeModel(start: 0)
        #expect(model.text(at: 0) == "10:00" && model.text(at: 300) == "5:00" && model.text(at: 600) == "0:00")
    }
}
