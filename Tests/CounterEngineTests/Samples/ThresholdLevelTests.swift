import Testing
@testable import CounterEngine

/// Threshold levels are ordered normal < warn < critical, so the worst of several is their maximum.
@Suite struct ThresholdLevelTests {
    @Test func levelsAreOrderedByHowBad() {
        #expect(ThresholdLevel.allCases == [.normal, .warn, .critical])
        #expect(ThresholdLevel.normal < .warn && ThresholdLevel.warn < .critical && ThresholdLevel.normal < .critical)
        #expect(!(ThresholdLevel.critical < .warn) && !(ThresholdLevel.warn < .warn))
        #expect([ThresholdLevel.critical, .normal, .warn].sorted() == [.normal, .warn, .critical])
        #expect(ThresholdLevel.allCases.map(\.rawValue) == [0, 1, 2])
    }

    /// The worst level of a counter's samples, as thresholds rate them.
    @Test func theWorstOfSeveralIsTheMaximum() {
        let high = Thresholds(warn: 80, critical: 95)
        #expect([10.0, 85, 50].map { high.level(of: $0) }.max() == .warn)
        #expect([96.0, 85, 50].map { high.level(of: $0) }.max() == .critical)
        #expect([1.0, 2, 3].map { high.level(of: $0) }.max() == .normal)
        let low = Thresholds(warn: 20, critical: 5, below: true)
        #expect([50.0, 19, 60].map { low.level(of: $0) }.max() == .warn)
        #expect([50.0, 5, 19].map { low.level(of: $0) }.max() == .critical)
    }

    /// A level only rises with the value for high thresholds (and only falls for low ones).
    @Test func levelsFollowTheValueMonotonically() {
        let high = Thresholds(warn: 80, critical: 95)
        let low = Thresholds(warn: 20, critical: 5, below: true)
        let values = stride(from: -10.0, through: 110, by: 0.5).map { $0 }
        for (a, b) in zip(values, values.dropFirst()) {
            #expect(high.level(of: a) <= high.level(of: b))
            #expect(low.level(of: a) >= low.level(of: b))
        }
    }
}
