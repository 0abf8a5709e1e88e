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
    /// Totals and when they were reached, the oldest first: those of the last `window`, and the
    /// last one before it (the total at the window's start).
    private var samples: [Sample]

    /// A total and when it was reached.
    private struct Sample: Sendable, Equatable {
        var time: Double
        var total: Double
    }

    /// The shortest window: a rate over less is noise.
    package static let minimumWindow = 0.5

    package init(noun: String, unit: RateUnit = .second, window: Double = 5, expected: Double? = nil, start: Double = 0) {
        self.noun = noun
        self.unit = unit
        self.window = max(window.isFinite ? window : 5, Throughput.minimumWindow)
        self.expected = expected.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.start = start.isFinite ? start : 0
        samples = [Sample(time: self.start, total: 0)]
    }

    /// The running total reached `total` at `time` (totals only grow; one that does not is kept
    /// as the total but measured from).
    package mutating func add(_ total: Double, at time: Double) {
        guard total.isFinite, time.isFinite, end == nil else { return }
        let time = max(time, samples[samples.count - 1].time)
        self.total = total
        if total < samples[samples.count - 1].total { samples = [] }
        samples.append(Sample(time: time, total: total))
        // Keep the window, and the last sample before it.
        let from = time - window
        while samples.count > 2, samples[1].time <= from { samples.removeFirst() }
        // A bound however often totals come: samples in one window are thinned to 256.
        if samples.count > 512 { samples = stride(from: 0, to: samples.count, by: 2).map { samples[$0] } + [samples.last!] }
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

    /// The change per `unit` over the window ending at `time`; once the input has ended, the
    /// average of the whole run. Nil before any time has passed.
    package func rate(at time: Double) -> Double? {
        if end != nil { return averageRate }
        let now = max(time, start)
        let from = max(now - window, start)
        let span = now - from
        guard span > 0 else { return nil }
        let rate = (total - total(at: from)) / span * unit.seconds
        return rate.isFinite ? max(rate, 0) : nil
    }

    /// The average change per `unit` since counting began (until the end once the input has ended).
    package var averageRate: Double? {
        let last = end ?? samples.last?.time ?? start
        let span = last - start
        guard span > 0 else { return nil }
        let rate = total / span * unit.seconds
        return rate.isFinite ? rate : nil
    }

    /// The total reached by `time`: the last one reached at or before it.
    private func total(at time: Double) -> Double {
        var reached = 0.0
        for sample in samples where sample.time <= time { reached = sample.total }
        return reached
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
