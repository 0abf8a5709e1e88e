import CounterEngine
import CounterSystem
import CounterTUI
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// The whole program in-process (`ProgramRun`): a count on its full screen, driven by keys, time,
/// resizes and signals as a person and a terminal would, frame by frame on the manual clock.
@MainActor
@Suite struct ProgramRunTests {
    /// The number on a screen whose only digits are the count.
    private func shown(_ run: ProgramRun) -> Int? {
        Int(run.screen.filter(\.isNumber))
    }

    /// `counter-tui --from 0 --to 9999 --duration 10 --ease out`: the first frame is 0, 3 s in it
    /// shows the curve's value there (as `--frame-at 3` does), and at 10 s the exact target,
    /// left on the terminal when the full screen ends by itself, with status 0.
    @Test func theDemoCountsOnItsCurveAndEndsOnTheTarget() {
        var atStart: Int?, atThree: Int?
        let run = ProgramRun(["--from", "0", "--to", "9999", "--duration", "10", "--ease", "out"]) { program in
            atStart = self.shown(program)
            program.advance(by: 3)
            atThree = self.shown(program)
            program.advance(by: 7)
        }
        #expect(atStart == 0)
        #expect(atThree == 6569)
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.terminal.ended)
        #expect(run.terminal.leftText.contains("9999"))
        #expect(shown(run) == 9999)
    }

    /// Space pauses the count (the clock stops with it) and resumes it where it was; `q` ends the
    /// run at once with status 0, the frame shown left behind.
    @Test func spacePausesAndResumesAndQQuits() {
        var paused: Int?, later: Int?, resumed: Int?
        let run = ProgramRun(["--to", "100", "--duration", "10", "--ease", "linear"]) { program in
            program.advance(by: 3)
            program.type(" ")
            paused = self.shown(program)
            program.advance(by: 5)
            later = self.shown(program)
            program.type(" ")
            program.advance(by: 2)
            resumed = self.shown(program)
            program.type("q")
        }
        #expect(paused == 30 && later == 30)
        #expect(resumed == 50)
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.terminal.leftText.contains("50"))
    }

    /// A resize to 60x20 draws the next frame whole at the new size, the number still right-aligned
    /// in its reserved width.
    @Test func aResizeRedrawsAtTheNewSize() {
        var before: [String] = [], after: [String] = []
        _ = ProgramRun(["--to", "9999", "--duration", "10", "--ease", "linear"]) { program in
            program.advance(by: 5)
            before = program.lines
            program.resize(columns: 60, rows: 20)
            program.advance(by: 0.5)
            after = program.lines
        }
        #expect(before.count == 24 && after.count == 20)
        #expect(after.allSatisfy { $0.count <= 60 })
        #expect(after.contains { $0.contains("5499") }, "\(after)")
    }

    /// SIGTERM ends the run by that signal (143), the terminal handed back first.
    @Test func sigtermEndsTheRunWithTheTerminalRestored() {
        let run = ProgramRun(["--to", "100", "--duration", "60"]) { program in
            program.advance(by: 1)
            #expect(program.signal(SIGTERM))
        }
        #expect(run.status == 143 && !run.endedByTest)
        #expect(run.terminal.ended)
    }

    /// A countdown kept to the wall clock (`--until`) ends at that time of day, whatever the
    /// monotonic clock says: the time of day stepped forward by 50 s (a clock set, a machine
    /// asleep) leaves 9 s at the next second's frame, not 59, and the run ends 9 s later.
    @Test func aTargetOnTheWallClockFollowsAStepOfTheClock() {
        var first = "", left = ""
        let run = ProgramRun(["--until", "2026-12-07 12:01:00 UTC"], timeOfDay: ProgramRun.noon) { program in
            first = program.screen.trimmingCharacters(in: .whitespacesAndNewlines)
            program.stepTimeOfDay(by: 50)
            program.advance(by: 1)
            left = program.screen.trimmingCharacters(in: .whitespacesAndNewlines)
            program.advance(by: 8.5)
            #expect(!program.hasEnded)
            program.advance(by: 0.5)
            #expect(program.hasEnded)
        }
        #expect(first == "1:00")
        #expect(left == "0:09")
        #expect(run.status == 0 && !run.endedByTest, "\(run.stderr)")
    }
}

/// Live values on standard input, the whole program in-process: what arrives is timed by the
/// manual clock, not by when a busy machine let a shell's `sleep` end.
@MainActor
@Suite struct StdinProgramTests {
    /// `(echo 1000; sleep 0.6; echo 0) | counter-tui --stdin --from 0 --duration 1 --ease linear
    /// --fps 20 | cat`: it turns back from the value on screen (600, 0.6 s into a 1 s count to
    /// 1000), not from 1000, and no frame jumps more than a 20 fps frame of the curve. (In tmux it
    /// failed under load: the shell's sleep and the program's clock drifted apart.)
    @Test func stdinTurnsBackFromTheValueOnScreenWithoutAJump() throws {
        let run = ProgramRun(["--stdin", "--from", "0", "--duration", "1", "--ease", "linear", "--fps", "20"],
                             piped: true, stdin: true) { program in
            program.feed("1000\n")
            program.advance(by: 0.6)
            program.feed("0\n")
            program.closeInput()
            program.advance(by: 2)
        }
        #expect(run.status == 0 && !run.endedByTest, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        let values = lines.compactMap { Int($0) }
        #expect(values.count == lines.count)
        #expect(values.last == 0)
        let peak = try #require(values.max())
        #expect(peak > 450 && peak < 750, "peak \(peak)")
        let peakIndex = try #require(values.firstIndex(of: peak))
        for (a, b) in zip(values, values.dropFirst()) {
            #expect(abs(b - a) <= 80, "jump \(a) → \(b) in \(values)")
        }
        #expect(values[peakIndex...].elementsEqual(values[peakIndex...].sorted(by: >)))
    }
}
