import Foundation
import Testing

/// The binary without a terminal: frames as text, piped lines, bad input.
@Suite struct PlainModeTests {
    @Test func frameAtPrintsTheFrameAtAVirtualTime() throws {
        let result = try Binary.run(["--from", "0", "--to", "9999", "--duration", "10", "--ease", "out",
                                     "--frame-at", "5", "--size", "20x3"])
        #expect(result.status == 0)
        #expect(result.stdout == "\n        8749\n\n")
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: ["5", "5s", "5000ms"])
    func frameAtAcceptsDurations(time: String) throws {
        let result = try Binary.run(["--to", "9999", "--duration", "10", "--frame-at", time, "--size", "20x1"])
        #expect(result.stdout == "        8749\n")
    }

    @Test func frameAtDefaultsTo80x24() throws {
        let result = try Binary.run(["--to", "1234567.89", "--format", ",##0.00", "--prefix", "$", "--style", "big",
                                     "--title", "Revenue", "--frame-at", "10"], environment: ["LANG": "C.UTF-8"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 24)
        #expect(result.stdout.contains("Revenue"))
        // At 80x24 the automatic height is the pixel face (issue 16), not the three-row box face.
        #expect(result.stdout.contains("▀") && !result.stdout.contains("╭┼╴"))
    }

    @Test func pipedOutputIsOnePlainLinePerFrameEndingExactly() throws {
        let result = try Binary.run(["--from", "0", "--to", "1234567.89", "--format", ",##0.00", "--duration", "1",
                                     "--fps", "20", "--ease", "linear"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count >= 17 && lines.count <= 24, "got \(lines.count) lines")
        #expect(lines.last == "1,234,567.89")
        #expect(lines.first == "0.00")
        #expect(!result.stdout.contains("\u{1b}"))
        #expect(lines.dropLast().allSatisfy { $0 != "1,234,567.89" })
    }

    @Test func reducedMotionShowsTheFinalValueAtOnce() throws {
        let flag = try Binary.run(["--to", "9999", "--duration", "60", "--no-animation"])
        #expect(flag.stdout == "9999\n")
        let env = try Binary.run(["--to", "42", "--duration", "60"], environment: ["COUNTER_TUI_ANIMATIONS": "none"])
        #expect(env.stdout == "42\n")
        #expect(env.status == 0)
    }

    @Test(arguments: [
        ["--to", "abc"], ["--to", "NaN"], ["--to", "5", "--duration", "-1"], ["--to", "5", "--duration", "10q"],
        ["--to", "5", "--ease", "wobble"], ["--to", "5", "--fps", "0"], ["--to", "5", "--format", "#,##0.0.0"],
        ["--to", "5", "--size", "0x0"], ["--to", "1e309"], [],
    ])
    func badInputIsOneLineAndExit64(arguments: [String]) throws {
        let result = try Binary.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("counter-tui: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "not one line: \(result.stderr)")
        #expect(!result.stderr.contains("\u{1b}"))
    }

    @Test func helpExitsZero() throws {
        let result = try Binary.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: counter-tui"))
    }
}
