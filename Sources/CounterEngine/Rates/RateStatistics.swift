/// The lowest and highest rate of a run of a growing total, over its whole seconds: the count of
/// each second since `start` (`[start, start + 1)`, `[start + 1, start + 2)`, …), a second with
/// nothing in it counting 0, the second still under way left out. O(1) memory however long the
/// run and however often totals come. Times are the caller's seconds, passed in; a total counts in
/// the second it was reached. A total given at the start instant (a file `--pid` first sees
/// part-way through) was there before the run: the first second counts from it, not from 0.
package struct RateStatistics: Sendable, Equatable {
    /// When the first second began.
    package let start: Double
    /// The last total taken.
    package private(set) var total: Double = 0
    /// The total already there when the run began (given at the start instant: a file `--pid`
    /// follows part-way through): rates count from it, not from nothing.
    package private(set) var baseline: Double = 0
    /// The second the last total fell in (0: the first).
    private var second = 0
    /// The total when that second began.
    private var secondStartTotal: Double = 0
    /// The lowest and highest count of the whole seconds before `second`, if there were any.
    private var lowest: Double?
    private var highest: Double?

    package init(start: Double = 0) {
        self.start = start.isFinite ? start : 0
    }

    /// The running total reached `total` at `time` (a time before the last one counts in the
    /// last one's second; a total that went down is measured from).
    package mutating func add(_ total: Double, at time: Double) {
        guard total.isFinite, time.isFinite else { return }
        let now = max(index(of: time), second)
        if now > second {
            take(self.total - secondStartTotal)
            // Seconds that went by with nothing counted in them.
            if now > second + 1 { take(0) }
            secondStartTotal = self.total
            second = now
        }
        if isBaseline(at: time) { baseline = total }
        if total < self.total || isBaseline(at: time) { secondStartTotal = total }
        self.total = total
    }

    /// Whether a total taken at `time` was there before the run: one given at the start instant.
    package func isBaseline(at time: Double) -> Bool {
        second == 0 && time <= start
    }

    /// The lowest and highest count of one whole second by `time`, as (minimum, maximum); nil
    /// before a whole second has gone by.
    package func extremes(at time: Double) -> (minimum: Double, maximum: Double)? {
        var lowest = lowest
        var highest = highest
        let now = time.isFinite ? max(index(of: time), second) : second
        if now > second {
            let counts = now > second + 1 ? [total - secondStartTotal, 0] : [total - secondStartTotal]
            for count in counts.map({ max($0, 0) }) {
                lowest = min(lowest ?? count, count)
                highest = max(highest ?? count, count)
            }
        }
        guard let lowest, let highest else { return nil }
        return (lowest, highest)
    }

    /// A whole second's count.
    private mutating func take(_ count: Double) {
        let count = max(count, 0)
        lowest = min(lowest ?? count, count)
        highest = max(highest ?? count, count)
    }

    /// The second `time` falls in, from 0 (a time before the start: 0).
    private func index(of time: Double) -> Int {
        let seconds = (time - start).rounded(.down)
        return Int(min(max(seconds, 0), 1e15))
    }
}
