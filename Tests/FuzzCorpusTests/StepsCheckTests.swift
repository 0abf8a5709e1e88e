@testable import CounterFuzzChecks
import Testing

/// `StepsCheck`: in the middle of each step of steps(N) the frame shows that step's value
/// exactly, and the last frame the target, for whole steps of any size and decimals.
@Suite struct StepsCheckTests {
    /// The bytes `StepsCheck` reads: N-1, decimals, the start and the step (magnitude, sign,
    /// power of ten), the duration in hundredths minus one, the start time, then six step indexes.
    func input(steps: Int, decimals: UInt8, first: (Int, Bool, UInt8), step: (Int, Bool, UInt8), duration: Int,
               start: UInt8, picks: [Int] = []) -> [UInt8] {
        var bytes = FuzzBytes.int(steps - 1) + [decimals]
        for (magnitude, negative, power) in [first, step] { bytes += FuzzBytes.int(magnitude) + [negative ? 1 : 0, power] }
        bytes += FuzzBytes.int(duration - 1) + [start]
        for k in picks { bytes += FuzzBytes.int(k) }
        return bytes
    }

    @Test func chosenMovesPass() {
        let cases = [
            input(steps: 5, decimals: 0, first: (0, false, 0), step: (20, false, 0), duration: 100, start: 0, picks: [1, 2, 3]),
            input(steps: 1000, decimals: 6, first: (65535, true, 6), step: (65535, false, 6), duration: 10_001, start: 255,
                  picks: [999, 500, 1]),
            input(steps: 3, decimals: 2, first: (1, false, 0), step: (7, true, 2), duration: 1, start: 3),
            input(steps: 10, decimals: 1, first: (0, false, 0), step: (0, false, 0), duration: 50, start: 1),
        ]
        for bytes in cases {
            var fuzz = FuzzInput(bytes)
            #expect(StepsCheck.run(&fuzz) == [], "\(bytes)")
        }
        var empty = FuzzInput([])
        #expect(StepsCheck.run(&empty) == [])
    }

    @Test func repeatableRandomMovesPass() {
        for bytes in FuzzBytes.random(count: 200, length: 32, seed: 4) {
            var fuzz = FuzzInput(bytes)
            #expect(StepsCheck.run(&fuzz) == [], "\(bytes)")
        }
    }
}
