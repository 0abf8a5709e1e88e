import Testing
@testable import CounterEngine

/// Found by the tween fuzzer's range check: when the noise of a huge range is wider than a
/// display unit, a value rounds to the nearest unit (2e236 → 31.75 showed 31, below the end's 32).
@Suite struct WideNoiseRoundingTests {
    @Test func noiseWiderThanAUnitRoundsToTheNearest() {
        let d = CounterDisplay(format: .int, from: ExactNumber(2.034916513940385e236), to: ExactNumber(31.75))
        #expect(d.text(for: 31.75, settled: false) == "32")
        #expect(d.text(for: 31.75, settled: true) == "32")
    }
}
