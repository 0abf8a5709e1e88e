import CounterEngine

/// When the number on screen crosses a threshold as a card moves toward its samples. The colour
/// follows the number shown, not the sample it heads for, and a crossing's flash starts when the
/// number shown crosses: a card counting from 16.4% toward a critical 95% turns red at 90.0%,
/// not at 16.4%. Found once per move, so that a frame knows its level without formatting the
/// number again when the move goes one way.
struct LevelCrossings: Sendable, Equatable {
    /// A change of the level shown: before `low` the old level shows, from `high` `level`.
    struct Change: Sendable, Equatable {
        var low: Double
        var high: Double
        var level: ThresholdLevel
    }

    /// The last change before the current move began (nil: none).
    private var earlier: Double?
    /// The current move: when it began, the level then, its changes in time order, and whether
    /// the number moves one way (then the changes found are all there are).
    private var start = Double.infinity
    private var startLevel = ThresholdLevel.normal
    private var changes: [Change] = []
    private var oneWay = false

    /// The animation time at which the level shown last changed, at or before `time`.
    func lastChange(atOrBefore time: Double) -> Double? {
        changes.last { $0.high <= time }?.high ?? earlier
    }

    /// The level shown at `time` during the current move, when the changes found tell it for
    /// sure (the number moves one way, and `time` is not within a change's bracket); nil: the
    /// number must be looked at.
    func level(at time: Double) -> ThresholdLevel? {
        guard oneWay, time >= start else { return nil }
        var level = startLevel
        for change in changes {
            if time >= change.high {
                level = change.level
            } else {
                return time <= change.low ? level : nil
            }
        }
        return level
    }

    /// A move begins at `time` from a number shown at level `before`; `level(t)` is the level of
    /// the number shown at t until `end`, when the move is over; `oneWay`: the number only goes
    /// one way meanwhile. A change is found to 10 µs by bisection (the blink's start; a curve
    /// that overshoots may cross more often than is found, and its frames look at the number).
    mutating func move(at time: Double, from before: ThresholdLevel, until end: Double, oneWay: Bool,
                       level: (Double) -> ThresholdLevel) {
        earlier = lastChange(atOrBefore: time)
        start = time
        startLevel = before
        changes = []
        self.oneWay = oneWay
        var from = time
        var current = before
        // A jump (the first value, `--no-animation`) changes it at once.
        let now = level(time)
        if now != current {
            changes.append(Change(low: time, high: time, level: now))
            current = now
        }
        // Three levels: at most two changes for a number moving one way.
        while changes.count < 3, end > from, level(end) != current {
            var low = from
            var high = end
            for _ in 0..<64 where high - low > 1e-5 {
                let middle = (low + high) / 2
                if level(middle) == current { low = middle } else { high = middle }
            }
            current = level(high)
            changes.append(Change(low: low, high: high, level: current))
            from = high
        }
    }
}
