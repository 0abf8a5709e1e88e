import CounterEngine
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

/// `--step`, `--quit-after` and `--wall-clock`'s pause (issue 36), and the "Keys:" list every
/// help shows, made from `KeyMap`'s table.
@Suite struct TimerKeysCommandLineTests {
    func settings(_ arguments: [String]) throws -> CounterSettings {
        try ParsedArguments.settings(arguments)
    }

    func failure(_ arguments: [String]) -> String? {
        ParsedArguments.failure(arguments)
    }

    @Test func stepAndQuitAfterAreDurations() throws {
        #expect(try settings(["1m"]).step == 10 && settings(["1m"]).quitAfter == nil)
        let s = try settings(["1m", "--step", "1m", "--quit-after", "5s"])
        #expect(s.step == 60 && s.quitAfter == 5)
        #expect(failure(["1m", "--step", "0"]) == "--step: got '0'; expected a duration longer than 0, e.g. 10s or 1m")
        #expect(failure(["1m", "--step", "soon"])?.hasPrefix("--step: got 'soon'") == true)
        #expect(failure(["1m", "--quit-after", "5s", "--hold"]) == "--quit-after: got --hold too; expected one of them (--hold waits for a key)")
        #expect(failure(["--stopwatch", "--quit-after", "5s"])?.hasPrefix("--quit-after: a stopwatch has no end") == true)
    }

    @Test func aWallClockDurationMayPauseAndUntilMayNot() throws {
        #expect(try settings(["1m", "--wall-clock"]).wallClockPauses)
        #expect(try !settings(["--until", "14:30"]).wallClockPauses)
        #expect(try !settings(["--until", "14:30", "--wall-clock"]).wallClockPauses)
    }

    @Test func everyHelpListsTheKeysOfTheTable() {
        let keys = KeyMap.helpText()
        for (name, help) in [("--help", RootCommand.helpMessage(columns: 400)),
                             ("help count", RootCommand.helpMessage(for: CounterCommand.self, columns: 400)),
                             ("help dashboard", RootCommand.helpMessage(for: DashboardCommand.self, columns: 400))] {
            // The help wraps the paragraph again: compare the words.
            let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains(keys.split(whereSeparator: \.isWhitespace).joined(separator: " ")), "\(name) lacks the keys")
        }
    }
}
