/// Frame timing measured by the render loop, reported by `--stats`.
public struct FrameStats: Sendable, Equatable {
    /// Frames drawn.
    public private(set) var frames = 0
    /// Frames that came more than half a period late.
    public private(set) var lateFrames = 0
    /// Seconds between consecutive frames while animating.
    public private(set) var intervals: [Double] = []
    /// Seconds between the animation's planned end and the frame that showed it (late if > 0).
    public var endError: Double?
    private var lastFrame: Double?

    public init() {}

    /// Notes a frame drawn at clock time `now` for a loop running every `period` seconds.
    public mutating func record(frameAt now: Double, period: Double) {
        frames += 1
        if let last = lastFrame {
            let interval = now - last
            if intervals.count < 1_000_000 { intervals.append(interval) }
            if interval > period * 1.5 { lateFrames += 1 }
        }
        lastFrame = now
    }

    /// Forgets the previous frame time (after a pause or idle stretch, gaps are not lateness).
    public mutating func breakSequence() { lastFrame = nil }

    /// The interval at quantile `q` (0...1), in seconds; nil without intervals.
    public func interval(quantile q: Double) -> Double? {
        guard !intervals.isEmpty else { return nil }
        let sorted = intervals.sorted()
        let index = min(max(Int((Double(sorted.count - 1) * min(max(q, 0), 1)).rounded()), 0), sorted.count - 1)
        return sorted[index]
    }
}
