import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

/// The rate of a counted pipe (issue 37), in-process, the input poured at a fixed pace on the
/// manual clock: every piped line reads that pace (over the whole window once it is full), a
/// pause reads 0 a second in (it used to take the whole window to fall) and hides the time left
/// until the input comes back, and the run ends with its average, lowest and highest rate.
@MainActor
@Suite struct PipeRateProgramTests {
    /// Pours `bytes` at the end of every `every` seconds of the manual clock, for `seconds`: a
    /// writer on an absolute schedule (`scripts/paced_writer.py`), its first write one step in.
    static func flow(_ program: ProgramRun, bytes: Int, every: Double, seconds: Double) {
        for _ in 0..<Int((seconds / every).rounded()) {
            program.advance(by: every)
            program.pour(count: bytes)
        }
    }

    /// 40 MiB/s (1 MiB every 1/40 s) for 12 s, then 4 s of nothing: every line of the flow reads
    /// 40 MiB/s (the window's marks put it within 0.3 %), the pause reads 0 from its first
    /// second on, and the last line and the summary give the average, the pause's 0 as the
    /// lowest second and 40 MiB as the highest.
    @Test func fortyMebibytesASecondReadAsFortyAndAPauseAsNothing() {
        let run = ProgramRun(["--count-bytes"], piped: true, stdin: true) { program in
            Self.flow(program, bytes: 1 << 20, every: 1.0 / 40, seconds: 12)
            program.advance(by: 4)
            program.endInput()
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stdout == """
            bytes=0 elapsed=0.0s
            bytes=41943040 rate=41943040/s elapsed=1.0s
            bytes=83886080 rate=41943040/s elapsed=2.0s
            bytes=125829120 rate=41943040/s elapsed=3.0s
            bytes=167772160 rate=41943040/s elapsed=4.0s
            bytes=209715200 rate=41943040/s elapsed=5.0s
            bytes=251658240 rate=42068869/s elapsed=6.0s
            bytes=293601280 rate=41984983/s elapsed=7.0s
            bytes=335544320 rate=42110812/s elapsed=8.0s
            bytes=377487360 rate=42026926/s elapsed=9.0s
            bytes=419430400 rate=41943040/s elapsed=10.0s
            bytes=461373440 rate=42068869/s elapsed=11.0s
            bytes=503316480 rate=41984983/s elapsed=12.0s
            bytes=503316480 rate=0.0/s elapsed=13.0s
            bytes=503316480 rate=0.0/s elapsed=14.0s
            bytes=503316480 rate=0.0/s elapsed=15.0s
            bytes=503316480 rate=31457280/s elapsed=16.0s avg=31457280/s min=0.0/s max=41943040/s

            """)
        #expect(run.stderrText == "503,316,480 bytes in 16.00 s, 31,457,280 bytes/s avg, min 0.0 bytes/s, max 41,943,040 bytes/s\n")
    }

    /// 1 MiB/s (16 KiB every 1/64 s) for 3 s, 2.5 s of nothing (a whole second of it), 1 MiB/s
    /// for 1 s: the summary's average is the total over the time, its lowest second 0 and its
    /// highest 1 MiB; the piped last line says the same, as fields.
    @Test func theSummaryGivesTheAverageTheLowestAndTheHighest() {
        let run = ProgramRun(["--count-bytes"], piped: true, stdin: true) { program in
            Self.flow(program, bytes: 16384, every: 1.0 / 64, seconds: 3)
            program.advance(by: 2.5)
            Self.flow(program, bytes: 16384, every: 1.0 / 64, seconds: 1)
            program.endInput()
        }
        #expect(run.status == 0)
        // 4,194,304 / 6.5 s = 645,277.5 a second.
        #expect(run.stderrText == "4,194,304 bytes in 6.50 s, 645,278 bytes/s avg, min 0.0 bytes/s, max 1,048,576 bytes/s\n")
        #expect(run.stdout == """
            bytes=0 elapsed=0.0s
            bytes=1032192 rate=1032192/s elapsed=1.0s
            bytes=2080768 rate=1040384/s elapsed=2.0s
            bytes=3129344 rate=1043115/s elapsed=3.0s
            bytes=3145728 rate=0.0/s elapsed=4.0s
            bytes=3145728 rate=0.0/s elapsed=5.0s
            bytes=3653632 rate=1048576/s elapsed=6.0s
            bytes=4194304 rate=645278/s elapsed=6.5s avg=645278/s min=0.0/s max=1048576/s

            """)
    }

    /// With an expected total the time left follows the rate: there while the input flows, gone
    /// while it pauses (the rate 0), back when the input is (1 MiB/s for 3 s, 3 s of nothing,
    /// 1 MiB/s for 2 s, of 8 MiB expected).
    @Test func theTimeLeftFollowsAPause() {
        let run = ProgramRun(["--count-bytes", "--expect", "8M"], piped: true, stdin: true) { program in
            Self.flow(program, bytes: 16384, every: 1.0 / 64, seconds: 3)
            program.advance(by: 3)
            Self.flow(program, bytes: 16384, every: 1.0 / 64, seconds: 2)
            program.endInput()
        }
        #expect(run.status == 0)
        #expect(run.stdout == """
            bytes=0 elapsed=0.0s percent=0
            bytes=1032192 rate=1032192/s elapsed=1.0s percent=12 left=7.1s
            bytes=2080768 rate=1040384/s elapsed=2.0s percent=24 left=6.1s
            bytes=3129344 rate=1043115/s elapsed=3.0s percent=37 left=5.0s
            bytes=3145728 rate=0.0/s elapsed=4.0s percent=37
            bytes=3145728 rate=0.0/s elapsed=5.0s percent=37
            bytes=3145728 rate=0.0/s elapsed=6.0s percent=37
            bytes=4177920 rate=1048576/s elapsed=7.0s percent=49 left=4.0s
            bytes=5226496 rate=1048576/s elapsed=8.0s percent=62 left=3.0s
            bytes=5242880 rate=655360/s elapsed=8.0s percent=62 avg=655360/s min=0.0/s max=1048576/s

            """)
        #expect(run.stderrText.hasPrefix("5,242,880 bytes in 8.00 s, 655,360 bytes/s avg, min 0.0 bytes/s, max 1,048,576 bytes/s"),
                "\(run.stderrText)")
    }
}
