import Foundation
import Testing

extension LongTerminalRuns {
    /// The shorthand's first word through the real binary: a shorthand with an option that sets
    /// what it sets is refused naming both (it was resolved silently, or refused naming options
    /// the user never typed), and a first word that starts with a digit but is no duration or
    /// target is explained as `--until` or a duration explains it (it was `Unexpected argument`).
    @Suite(.serialized) struct ShorthandWordTests {
        func run(_ arguments: [String]) throws -> Spawn.Output {
            try Binary.run(arguments + ["--frame-at", "0", "--size", "30x3", "--style", "label"],
                           environment: ["TZ": "UTC", "COUNTER_TUI_TEST_EPOCH": "\(ClockTests.epoch("2026-11-27 13:45:30"))"])
        }

        @Test func aShorthandWithAnOptionThatSetsTheSameIsRefusedNamingBoth() throws {
            let cases: [([String], String, String)] = [
                (["10m", "--from", "1h"], "'10m'", "--from"),
                (["14:30", "--until", "15:00"], "'14:30'", "--until"),
                (["3s", "--to", "1s"], "'3s'", "--to"),
                (["10m", "--stopwatch"], "'10m'", "--stopwatch"),
                (["10m", "--phase", "A=5s"], "'10m'", "--phase"),
                (["count", "10m", "--to=5"], "'10m'", "--to"),
            ]
            for (arguments, word, option) in cases {
                let output = try run(arguments)
                let lines = output.stderr.split(separator: "\n")
                #expect(output.status == 64 && lines.count == 1 && lines[0].contains(word) && lines[0].contains("cannot go with \(option)"),
                        "\(arguments): \(output.status) \(output.stderr)")
            }
            // A shorthand with other options still runs.
            #expect(try run(["10m", "--title", "Tea"]).status == 0)
        }

        @Test func aFirstWordWithADigitThatIsNoCountdownIsExplained() throws {
            let targets = ["2026-02-30", "2026-12-31 25:00", "2027-02-29", "25:00"]
            let durations = ["1h 5m 30", "10mins", "277778h", "1h 1h", "0"]
            for word in targets + durations {
                let output = try run([word])
                let lines = output.stderr.split(separator: "\n")
                let explained = targets.contains(word) ? "expected a time HH:MM[:SS] or a date YYYY-MM-DD" : "expected a duration"
                #expect(output.status == 64 && lines.count == 1 && lines[0].contains("got '\(word)'") && lines[0].contains(explained),
                        "\(word): \(output.status) \(output.stderr)")
            }
        }
    }
}
