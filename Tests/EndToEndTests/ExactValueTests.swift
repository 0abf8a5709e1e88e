import Foundation
import Testing

/// Issue 13 through the real binary: live values reach exactly what arrived, with their
/// decimals; boundaries and starts round to what was typed; many decimals stay exact.
@Suite struct ExactValueTests {
    /// Runs `shell` (a pipeline using $BIN) and returns its stdout lines.
    func pipeline(_ shell: String) throws -> (status: Int32, lines: [Substring], stderr: String) {
        var env = ProcessInfo.processInfo.environment
        env["BIN"] = Binary.path
        env["SWIFT_BACKTRACE"] = "interactive=no"
        env.removeValue(forKey: "COUNTER_TUI_ANIMATIONS")
        let result = try Spawn.run(["/bin/sh", "-c", shell], environment: env)
        return (result.status, result.stdout.split(separator: "\n"), result.stderr)
    }

    /// Case 1: a sample equal to the target changes nothing, so the first move ends on 5 and no
    /// frame is drawn for the repeats (before: every repeat restarted the move, 4 until the end).
    @Test func aRepeatedStdinSampleIsReachedAndDrawsNothing() throws {
        let run = try pipeline("""
            (for i in 1 2 3 4 5 6 7 8; do echo 5; sleep 0.1; done) | $BIN --stdin --duration 0.2 --ease linear --fps 20
            """)
        // (Once, in a run of every suite side by side, it died by SIGSEGV: the report says where.)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.last == "5")
        // One 0.2 s move at 20 fps is about 5 frames; restarted moves drew over 0.9 s.
        #expect(run.lines.count <= 9, "\(run.lines.count) frames: \(run.lines)")
        #expect(run.lines.filter { $0 == "5" }.count == 1, "\(run.lines)")
    }

    /// Case 1 for commands: `echo 5` every 100 ms settles on 5 and then draws no frame.
    @Test func aRepeatedCommandValueIsReachedAndDrawsNothing() throws {
        let run = try pipeline("""
            timeout -s INT 0.9 $BIN --command 'echo 5' --every 100ms --duration 0.2 --ease linear --fps 20; true
            """)
        #expect(run.lines.last == "5", "\(run.lines)")
        #expect(run.lines.contains("5"))
        #expect(run.lines.filter { $0 == "5" }.count == 1, "\(run.lines)")
        #expect(run.lines.count <= 10, "\(run.lines.count) frames: \(run.lines)")
    }

    /// Case 2: live values keep the decimals they were written with (before: 1, 13, 0).
    /// Trailing zeros are part of how it was written (before: `1.50` ended as 1.5).
    @Test(arguments: [("0.5", "0.5"), ("12.75", "12.75"), ("1e-5", "0.00001"), ("0.27", "0.27"), ("-3.125", "-3.125"),
                      ("1.50", "1.50"), ("2.000", "2.000"), ("1.50e-1", "0.150")])
    func aStdinValueKeepsItsDecimals(sent: String, shown: String) throws {
        let run = try pipeline("echo \(sent) | $BIN --stdin --duration 0.1")
        #expect(run.status == 0)
        #expect(run.lines.last.map(String.init) == shown)
    }

    @Test func dashboardValuesKeepTheirDecimals() throws {
        let board = try pipeline("""
            printf 'a 0.27\\nb 12.5\\n' | $BIN dashboard --stdin --counter 'id=a,title=Load,duration=0.1' \
              --counter 'id=b,title=B,duration=0.1,decimals=0'
            """)
        #expect(board.status == 0)
        #expect(board.lines.last == "Load: 0.27 | B: 13")
        let command = try pipeline("""
            timeout -s INT 0.6 $BIN dashboard --counter 'title=Load,command=echo 0.27,every=1s,duration=0.1'; true
            """)
        #expect(command.lines.last == "Load: 0.27", "\(command.lines)")
    }

    /// Case 7: 10 → 0 linear at 7 s of 10 is 3 (before: 4, floating-point noise rounded up).
    @Test func aValueWithinNoiseOfAUnitIsThatUnit() throws {
        let result = try Binary.run(["--from", "10", "--to", "0", "--duration", "10", "--ease", "linear",
                                     "--frame-at", "7", "--size", "10x1"])
        #expect(result.stdout == "     3\n")
        let steps = try Binary.run(["--from", "0", "--to", "100", "--duration", "1", "--ease", "steps(100)",
                                    "--frame-at", "0.295", "--size", "10x1"])
        #expect(steps.stdout == "    29\n")
    }

    /// Case 8: the first frame is the start as typed, formatted; no frame leaves [from, to]
    /// (before: 100 first, and -1 / -1% between -0.4 and 0.4).
    @Test func framesStayBetweenTheStartAndTheTarget() throws {
        let down = try pipeline("$BIN --from 99.4 --to 0 --format int --duration 0.2 --fps 10")
        #expect(down.lines.first == "99")
        #expect(down.lines.last == "0")
        let int = try pipeline("$BIN --from -0.4 --to 0.4 --format int --ease linear --duration 0.2 --fps 20")
        #expect(Set(int.lines) == ["0"], "\(int.lines)")
        let percent = try pipeline("$BIN --from -0.004 --to 0.004 --format percent --ease linear --duration 0.2 --fps 20")
        #expect(Set(percent.lines) == ["0%"], "\(percent.lines)")
    }

    /// Case 9: more than 20 decimals end exactly as typed (before: 0.00000000000000000000).
    @Test func moreThanTwentyDecimalsEndAsTyped() throws {
        let small = try pipeline("$BIN --to 0.000000000000000000001 --duration 0.1")
        #expect(small.lines.last == "0.000000000000000000001")
        let least = try pipeline("$BIN --to 4.9e-324 --duration 0.1")
        #expect(least.lines.last.map(String.init) == "0." + String(repeating: "0", count: 323) + "49")
        // Every frame fits the width reserved for the final one.
        #expect(Set(least.lines.map(\.count)) == [325 + 2])
    }
}
