import CounterEngine

/// When the number on screen crosses a threshold as a card moves toward its samples. The colour
/// follows the number shown, not the sample it heads for, and a crossing's flash starts when the
/// number shown crosses: a card counting from 16.4% toward a critical 95% turns red at 90.0%,
/// not at 16.4%.
struct LevelCrossings: Sendable, Equatable {
    /// The last change before the current move began (nil: none).
    private var earlier: Double?
    /// The changes during the current move, in time order.
    private var during: [Double] = []

    /// The animation time at which the level shown last changed, at or before `time`.
    func lastChange(atOrBefore time: Double) -> Double? {
        during.last { $0 <= time } ?? earlier
    }

    /// A move begins at `time` from a number shown at level `before`; `level(t)` is the level of
    /// the number shown at t until `end`, when the move is over. A change is found to a
    /// nanosecond by bisection (the number moves one way; a curve that overshoots may cross more
    /// often than is found, its last level is always right).
    mutating func move(at time: Double, from before: ThresholdLevel, until end: Double,
                       level: (Double) -> ThresholdLevel) {
        earlier = lastChange(atOrBefore: time)
        during = []
        var from = time
        var current = before
        // A jump (the first value, `--no-animation`) changes it at once.
        if level(time) != current {
            during.append(time)
            current = level(time)
        }
        // Three levels: at most two changes for a number moving one way.
        while during.count < 3, end > from, level(end) != current {
            var low = from
            var high = end
            for _ in 0..<64 where high - low > 1e-9 {
                let middle = (low + high) / 2
                if level(middle) == current { low = middle } else { high = middle }
            }
            during.append(high)
            current = level(high)
            from = high
        }
    }
}
