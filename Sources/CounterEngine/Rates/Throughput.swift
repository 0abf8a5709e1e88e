/// What a pipe viewer shows beside a running total (`--count-lines`, `--count-bytes`), as `pv`
/// does: the rate over the last `window` seconds, the time since counting began, and with an
/// expected total the fraction done and the time left at the rate. Times are the caller's clock
/// in seconds (the animation time), passed in; counting begins at `start` from 0.
package struct Throughput: Sendable, Equatable {
    /// What is counted, for texts: `lines` or `bytes`.
    package let noun: String
    /// The unit of the rate (`--rate second|minute|hour`).
    package let unit: RateUnit
    /// Seconds the rate is measured over (`--rate-window`).
    package let window: Double
    /// The total expected (`--expect N`, `--expect-size FILE`), if known.
    package let expected: Double?
    /// When counting began.
    package let start: Double
    /// The running total.
    package private(set) var total: Double = 0
    /// When the input ended (the total is final), if it has.
    package private(set) var end: Double?
    /// The totals of the last window, at its tick marks.
    private var marks: WindowTotals
    /// The run's lowest and highest rate, by whole seconds.
    package private(set) var statistics: RateStatistics
    /// When the last total came, and when the total last grew.
    private var lastTime: Double
    private var lastGrowth: Double
    /// Where the rate is measured from when the window reaches back before it: the start, or
    /// where the input flowed again after a stall: the time and the total then.
    private var flowStart = FlowStart(time: 0, total: 0)

    /// When the input began to flow, and the total then.
    private struct FlowStart: Sendable, Equatable {
        var time: Double
        var total: Double
    }

    /// The shortest window: a rate over less is noise.
    package static let minimumWindow = 0.5
    /// Seconds with nothing new after which the rate is 0 (the input has stopped) and the time
    /// left unknown, however long the window.
    package static let stallLimit = 1.0
    /// Seconds with nothing new after which the input that comes again is measured from its
    /// return, not over a window that holds the pause (a slow input, a read every second or so,
    /// keeps its window).
    package static let restartGap = 2.0

    package init(noun: String, unit: RateUnit = .second, window: Double = 5, expected: Double? = nil, start: Double = 0) {
        self.noun = noun
        self.unit = unit
        self.window = max(window.isFinite ? window : 5, Throughput.minimumWindow)
        self.expected = expected.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.start = start.isFinite ? start : 0
        marks = WindowTotals(window: self.window, start: self.start)
        statistics = RateStatistics(start: self.start)
        (lastTime, lastGrowth) = (self.start, self.start)
        flowStart = FlowStart(time: self.start, total: 0)
    }

    /// The running total reached `total` at `time` (totals only grow; one that does not is kept
    /// as the total, counted from nothing). The first total after `restartGap` seconds of nothing
    /// starts the flow again: the rate is measured from it, not across the pause.
    package mutating func add(_ total: Double, at time: Double) {
        guard total.isFinite, time.isFinite, end == nil else { return }
        let time = max(time, lastTime)
        if total < self.total {
            // Counted again from nothing, as from the start.
            marks = WindowTotals(window: window, start: start)
            flowStart = FlowStart(time: start, total: 0)
        } else if total > self.total, self.total > 0, time - lastGrowth >= Self.restartGap {
            // From the total before it: the burst that ends the pause counts in the rate.
            flowStart = FlowStart(time: time, total: self.total)
        }
        statistics.add(total, at: time)
        // Already there when counting began: the rate is measured from it (the statistics' rule).
        if statistics.isBaseline(at: time) { flowStart = FlowStart(time: start, total: total) }
        if total != self.total { lastGrowth = time }
        self.total = total
        lastTime = time
        marks.add(total, at: time)
    }

    /// The input ended at `time`: the total is final and the clock stops.
    package mutating func finish(at time: Double) {
        guard end == nil, time.isFinite else { return }
        end = max(time, start)
    }

    /// Whether counting goes on at `time` (the figures still change).
    package var isRunning: Bool { end == nil }

    /// Seconds since counting began, at `time` (up to the end once the input has ended).
    package func elapsed(at time: Double) -> Double {
        max(min(time, end ?? time) - start, 0)
    }

    /// The change per `unit` over the window ending at `time` (from the start, or from where the
    /// input flowed again after a pause, when that is later); 0 once nothing new has come for
    /// `stallLimit` seconds; once the input has ended, the average of the whole run. Nil before
    /// any time has passed.
    package func rate(at time: Double) -> Double? {
        if end != nil { return averageRate }
        let now = max(time, lastTime)
        let from = max(now - window, flowStart.time)
        let span = now - from
        guard span > 0 else { return nil }
        if now - lastGrowth >= Self.stallLimit { return 0 }
        let before = from == flowStart.time ? flowStart.total : max(marks.total(at: from), flowStart.total)
        let rate = (total - before) / span * unit.seconds
        return rate.isFinite ? max(rate, 0) : nil
    }

    /// The average change per `unit` since counting began (until the end once the input has ended).
    package var averageRate: Double? {
        let span = (end ?? lastTime) - start
        guard span > 0 else { return nil }
        let rate = (total - min(statistics.baseline, total)) / span * unit.seconds
        return rate.isFinite ? rate : nil
    }

    /// The lowest and highest change per `unit` in one whole second of the run, by `time` (up to
    /// the end once the input has ended); nil before a whole second has gone by.
    package func extremes(at time: Double) -> (minimum: Double, maximum: Double)? {
        statistics.extremes(at: min(time, end ?? time)).map { ($0.minimum * unit.seconds, $0.maximum * unit.seconds) }
    }

    /// The fraction of the expected total counted (0…1), if a total is expected.
    package var fraction: Double? { fraction(of: total) }

    /// The fraction of the expected total that `count` is (0…1): the count on screen while it
    /// animates toward the total, so the bar and the number agree.
    package func fraction(of count: Double) -> Double? {
        guard count.isFinite else { return expected == nil ? nil : 0 }
        return expected.map { min(max(count / $0, 0), 1) }
    }

    /// Seconds left at the rate at `time` until the expected total; nil without an expected total
    /// or a rate, 0 once it is reached or the input has ended.
    package func remaining(at time: Double) -> Double? {
        guard let expected else { return nil }
        if end != nil || total >= expected { return 0 }
        guard let rate = rate(at: time), rate > 0 else { return nil }
        let seconds = (expected - total) / (rate / unit.seconds)
        return seconds.isFinite ? seconds : nil
    }
}
