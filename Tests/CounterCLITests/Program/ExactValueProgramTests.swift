import CounterEngine
import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// Issue 13 in-process, piped: live values reach exactly what arrived, with their decimals;
/// boundaries and starts round to what was typed; many decimals stay exact. Samples arrive at
/// exact times on the manual clock (before: a shell's `sleep` between them).
@MainActor
@Suite struct ExactValueProgramTests {
    /// Case 1: a sample equal to the target changes nothing: eight 5s 100 ms apart show one
    /// line, 5, and no frame is drawn for the repeats (before: every repeat restarted the move,
    /// 4 until the end).
    @Test func aRepeatedStdinSampleIsReachedAndDrawsNothing() {
        let run = ProgramRun(["--stdin", "--duration", "0.2", "--ease", "linear", "--fps", "20"], piped: true, stdin: true) { program in
            for _ in 0..<8 {
                program.feed("5\n")
                program.advance(by: 0.1)
            }
            program.closeInput()
            program.advance(by: 0.1)
        }
        let lines = run.stdout.split(separator: "\n")
        #expect(run.status == 0 && !run.endedByTest, "\(run.stderr)")
        // The first value is shown as it came (nothing to move from), and the repeats draw nothing.
        #expect(lines == ["5"], "\(lines)")
    }

    /// Case 1 for commands: `echo 5` every 100 ms settles on 5 and then draws no frame; Ctrl-C
    /// at 0.9 s ends it.
    @Test func aRepeatedCommandValueIsReachedAndDrawsNothing() {
        let run = ProgramRun(["--command", "echo 5", "--every", "100ms", "--duration", "0.2", "--ease", "linear", "--fps", "20"],
                             piped: true) { program in
            for _ in 0..<9 { #expect(program.advanceWaitingForCommands(by: 0.1)) }
            program.signal(SIGINT)
        }
        let lines = run.stdout.split(separator: "\n")
        #expect(run.status == 130 && !run.endedByTest)
        #expect(lines == ["5"], "\(lines)")
    }

    /// Case 2: live values keep the decimals they were written with (before: 1, 13, 0), trailing
    /// zeros too (before: `1.50` ended as 1.5).
    @Test(arguments: [("0.5", "0.5"), ("12.75", "12.75"), ("1e-5", "0.00001"), ("0.27", "0.27"), ("-3.125", "-3.125"),
                      ("1.50", "1.50"), ("2.000", "2.000"), ("1.50e-1", "0.150")])
    func aStdinValueKeepsItsDecimals(sent: String, shown: String) {
        let run = ProgramRun(["--stdin", "--duration", "0.1"], piped: true, stdin: true) { program in
            program.feed(sent + "\n")
            program.closeInput()
            program.advance(by: 0.2)
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stdout.split(separator: "\n").last.map(String.init) == shown)
    }

    /// Case 7: 10 → 0 linear at 7 s of 10 is 3 (before: 4, floating-point noise rounded up); 29
    /// at 0.295 s of `steps(100)`.
    @Test func aValueWithinNoiseOfAUnitIsThatUnit() {
        let run = PlainModeProgramTests.plain(["--from", "10", "--to", "0", "--duration", "10", "--ease", "linear",
                                               "--frame-at", "7", "--size", "10x1"])
        #expect(run.stdout == "     3\n")
        let steps = PlainModeProgramTests.plain(["--from", "0", "--to", "100", "--duration", "1", "--ease", "steps(100)",
                                                 "--frame-at", "0.295", "--size", "10x1"])
        #expect(steps.stdout == "    29\n")
    }

    /// The piped lines of `arguments` run to their end.
    private func lines(_ arguments: [String]) -> [Substring] {
        let run = ProgramRun(arguments, piped: true) { program in program.advance(by: 0.3) }
        #expect(run.status == 0 && !run.endedByTest, "\(arguments)")
        return run.stdout.split(separator: "\n")
    }

    /// Case 8: the first frame is the start as typed, formatted; no frame leaves [from, to]
    /// (before: 100 first, and -1 / -1% between -0.4 and 0.4).
    @Test func framesStayBetweenTheStartAndTheTarget() {
        let down = lines(["--from", "99.4", "--to", "0", "--format", "int", "--duration", "0.2", "--fps", "10"])
        #expect(down.first == "99")
        #expect(down.last == "0")
        let int = lines(["--from", "-0.4", "--to", "0.4", "--format", "int", "--ease", "linear", "--duration", "0.2", "--fps", "20"])
        #expect(Set(int) == ["0"], "\(int)")
        let percent = lines(["--from", "-0.004", "--to", "0.004", "--format", "percent", "--ease", "linear", "--duration", "0.2", "--fps", "20"])
        #expect(Set(percent) == ["0%"], "\(percent)")
    }

    /// Case 9: more than 20 decimals end exactly as typed (before: 0.00000000000000000000), every
    /// frame as wide as the final one.
    @Test func moreThanTwentyDecimalsEndAsTyped() {
        let small = lines(["--to", "0.000000000000000000001", "--duration", "0.1"])
        #expect(small.last == "0.000000000000000000001")
        let least = lines(["--to", "4.9e-324", "--duration", "0.1"])
        #expect(least.last.map(String.init) == "0." + String(repeating: "0", count: 323) + "49")
        #expect(Set(least.map(\.count)) == [325 + 2])
    }
}
