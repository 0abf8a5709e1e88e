import CounterSystem
import Foundation
import Testing

/// `CopyPace` (`--rate-limit`) on a clock of the test's own: steps of a fiftieth of a second's
/// bytes, each waiting until it is due, and no burst after a pause.
@Suite struct CopyPaceTests {
    /// A clock that moves only when the pace sleeps (or the test says), and the sleeps asked for.
    final class FakeTime: @unchecked Sendable {
        var now = 100.0
        var slept: [Double] = []
    }

    func pace(_ rate: Double, _ time: FakeTime) -> CopyPace {
        CopyPace(bytesPerSecond: rate, clock: { time.now }, sleep: { seconds in
            time.slept.append(seconds)
            time.now += seconds
        })
    }

    @Test func stepsAreAFiftiethOfASecondsBytes() {
        let time = FakeTime()
        #expect(pace(1_048_576, time).piece(upTo: 131_072) == 20_971)
        #expect(pace(1e12, time).piece(upTo: 131_072) == 131_072)
        #expect(pace(10, time).piece(upTo: 131_072) == 1)
        #expect(pace(0, time).bytesPerSecond == 1)
        #expect(pace(.infinity, time).piece(upTo: 65_536) == 1)
    }

    /// 1,000 bytes a second in steps of 20: each step waits 20 ms, and 50 steps take a second.
    @Test func eachStepWaitsUntilItIsDue() {
        let time = FakeTime()
        let pace = pace(1_000, time)
        for _ in 0..<50 {
            pace.waitTurn()
            pace.passed(20)
        }
        pace.waitTurn()
        #expect(abs(time.now - 101.0) < 1e-9)
        #expect(time.slept.count == 50 && time.slept.allSatisfy { abs($0 - 0.02) < 1e-9 })
    }

    /// An input that paused 5 s: a tenth of a second is caught up at once, no more.
    @Test func aPauseIsNotMadeUpForInABurst() {
        let time = FakeTime()
        let pace = pace(1_000, time)
        pace.waitTurn()
        pace.passed(20)
        time.now += 5
        var free = 0
        for _ in 0..<100 {
            let before = time.slept.count
            pace.waitTurn()
            if time.slept.count > before { break }
            pace.passed(20)
            free += 20
        }
        #expect(free >= 100 && free <= 120, "\(free) bytes went at once after the pause")
    }
}
