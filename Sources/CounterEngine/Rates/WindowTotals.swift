/// A growing total as it stood at each of the last `ticks` tick marks (a tick is `window / ticks`
/// seconds from `start`), in a ring: O(1) memory however often totals come, and the total at any
/// time within the last window, for a rate over it. The total at a mark is the last one reached
/// at or before it; between two marks it is taken as moving evenly. Times are the caller's.
package struct WindowTotals: Sendable, Equatable {
    /// Tick marks in one window: a power of two, so a window's tick is exact in binary.
    package static let ticks = 64
    /// When mark 0 is.
    package let start: Double
    /// Seconds between two marks.
    package let tick: Double
    /// The total at mark `n`, at `n % ring.count`.
    private var ring: [Double]
    /// The last mark given its total (the marks after it stand at `total`).
    private var marked = 0
    /// The last total taken.
    package private(set) var total: Double = 0

    package init(window: Double, start: Double) {
        self.start = start
        tick = window / Double(Self.ticks)
        ring = Array(repeating: 0, count: Self.ticks + 2)
    }

    /// The total reached `total` at `time` (not before the last time taken): the marks passed
    /// since the last total stood at that one.
    package mutating func add(_ total: Double, at time: Double) {
        // Marks strictly before `time`: a total reached at a mark stands at that mark.
        let passed = mark(before: time)
        if passed > marked {
            for n in max(marked + 1, passed - ring.count + 1)...passed { ring[n % ring.count] = self.total }
            marked = passed
        }
        self.total = total
    }

    /// The total at `time`, within the last window before the last time taken (earlier times
    /// read the oldest mark kept; a time before `start`, 0).
    package func total(at time: Double) -> Double {
        let place = (time - start) / tick
        guard place.isFinite, place >= 0 else { return 0 }
        let below = min(place.rounded(.down), 1e15)
        let n = Int(below)
        let share = min(max(place - below, 0), 1)
        let low = value(at: n)
        return share == 0 ? low : low + (value(at: n + 1) - low) * share
    }

    /// The total at mark `n`: the last total for a mark not yet passed, the oldest kept for one
    /// out of the ring.
    private func value(at n: Int) -> Double {
        if n > marked { return total }
        return ring[max(n, marked - ring.count + 1, 0) % ring.count]
    }

    /// The last mark strictly before `time` (-1: none; mark 0 is at `start`).
    private func mark(before time: Double) -> Int {
        let place = (time - start) / tick
        guard place.isFinite else { return place > 0 ? Int(1e15) : -1 }
        return Int(min(max(place.rounded(.up) - 1, -1), 1e15))
    }
}
