/// Frame timing measured by the render loop, reported by `--stats`.
package struct FrameStats: Sendable, Equatable {
    /// Frames drawn.
    package private(set) var frames = 0
    /// Frames that came more than half a period late.
    package private(set) var lateFrames = 0
    /// Seconds between consecutive frames while animating: all of them for the first
    /// `sampleLimit`, then a uniform random sample of that size (reservoir sampling), so memory
    /// stays flat however long the program runs.
    package private(set) var intervals: [Double] = []
    /// Intervals measured so far (sampled or not).
    package private(set) var intervalCount = 0
    /// Most intervals kept for the quantiles.
    package static let sampleLimit = 4096
    /// SplitMix64 state: a fixed seed keeps reports reproducible.
    private var randomState: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// Seconds between the animation's planned end and the frame that showed it (late if > 0).
    package var endError: Double?
    private var lastFrame: Double?

    package init() {}

    /// Notes a frame drawn at clock time `now` for a loop running every `period` seconds.
    package mutating func record(frameAt now: Double, period: Double) {
        frames += 1
        if let last = lastFrame {
            let interval = now - last
            keep(interval)
            if interval > period * 1.5 { lateFrames += 1 }
        }
        lastFrame = now
    }

    private mutating func keep(_ interval: Double) {
        intervalCount += 1
        // The whole sample's room at once: no reallocation while frames go by.
        if intervals.capacity < FrameStats.sampleLimit { intervals.reserveCapacity(FrameStats.sampleLimit) }
        if intervals.count < FrameStats.sampleLimit {
            intervals.append(interval)
            return
        }
        let slot = Int(nextRandom() % UInt64(intervalCount))
        if slot < FrameStats.sampleLimit { intervals[slot] = interval }
    }

    private mutating func nextRandom() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Forgets the previous frame time (after a pause or idle stretch, gaps are not lateness).
    package mutating func breakSequence() { lastFrame = nil }

    /// The interval at quantile `q` (0...1), in seconds; nil without intervals.
    package func interval(quantile q: Double) -> Double? {
        guard !intervals.isEmpty else { return nil }
        let sorted = intervals.sorted()
        let index = min(max(Int((Double(sorted.count - 1) * min(max(q, 0), 1)).rounded()), 0), sorted.count - 1)
        return sorted[index]
    }
}
