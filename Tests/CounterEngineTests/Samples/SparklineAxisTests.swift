import Testing
@testable import CounterEngine

/// A sparkline with a fixed axis (`history_min`, `history_max`, `axis: [0, 100]`): 23.1 vs 23.2
/// GiB on a 0…32 GiB axis are two cells of one height (they were drawn ▁ and █); values beyond
/// an end are drawn at that end.
@Suite struct SparklineAxisTests {
    @Test func aFixedAxisScalesToItsEndsNotTheSamples() {
        let gib = 1_073_741_824.0
        let values = [23.1 * gib, 23.2 * gib, 23.1 * gib]
        #expect(String(Sparkline.glyphs(values, width: 8, levels: Sparkline.blocks)) == "▁█▁")
        #expect(String(Sparkline.glyphs(values, width: 8, levels: Sparkline.blocks, lower: 0, upper: 32 * gib)) == "▆▆▆")
        #expect(String(Sparkline.glyphs([0, 50, 100], width: 8, levels: Sparkline.blocks, lower: 0, upper: 100)) == "▁▅█")
        // Beyond the ends: drawn at the end passed.
        #expect(String(Sparkline.glyphs([-5, 150], width: 8, levels: Sparkline.blocks, lower: 0, upper: 100)) == "▁█")
    }

    @Test func oneEndFixedTheOtherFromTheSamples() {
        // Bottom fixed at 0: 50 and 100 are half and full.
        #expect(String(Sparkline.glyphs([50, 100], width: 8, levels: Sparkline.blocks, lower: 0)) == "▅█")
        // Top fixed at 100: the lowest sample is the bottom.
        #expect(String(Sparkline.glyphs([20, 60], width: 8, levels: Sparkline.blocks, upper: 100)) == "▁▅")
    }

    @Test func theHistoryCarriesItsAxis() {
        var history = SampleHistory(capacity: 4, lower: 0, upper: 100)
        #expect(history.hasFixedAxis && !SampleHistory(capacity: 4).hasFixedAxis)
        history.append(10)
        #expect(history.lower == 0 && history.upper == 100 && history.values == [10])
    }
}
