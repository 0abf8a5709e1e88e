import CounterEngine

/// What a gauge card shows at one moment: its value as text (with a threshold's text mark where
/// colours cannot show it), the share of the range it fills, the percent of the range, and the
/// styles of its value and bar. Read from the counter; reading changes nothing.
struct GaugeReading {
    /// The value as text (`73`, `—` before any, `…` while a rate waits), unpadded.
    var value: String
    /// The threshold level's or a change's text mark (` !!`, ` ▲`) in a theme without colours.
    var mark: String
    /// The percent of the range (`73%`, `120%` outside it); empty with no value.
    var percent: String
    /// The share of the bar filled: the value's place between min and max, clamped to 0…1.
    var fraction: Double
    /// The value's and the filled bar's style: the threshold level's colour, dimmed when stale or paused.
    var style: CellStyle
    /// The number shown, for big digits.
    var number: Double
    /// No number to show yet (`—`, `…`): no digits, an empty bar, no percent.
    var unknown: Bool

    /// `counter` at animation time `time` against `range`, in `theme`, `ascii` glyphs, `dimmed` when paused.
    init(_ counter: ScreenCounter, range: ClosedRange<Double>, at time: Double, theme: Theme, ascii: Bool, dimmed: Bool) {
        var style = counter.valueStyle(at: time, theme: theme)
        if dimmed || counter.health.isStale(at: time) {
            style.dim = true
            style.bold = false
        }
        self.style = style
        number = counter.model.value(at: time)
        unknown = counter.health.awaitsValue || counter.live.waiting
        value = counter.plainText(at: time, padded: false)
        if ascii && value == "—" { value = "-" }
        if ascii && value == "…" { value = "..." }
        mark = theme.marksLevels && !counter.health.levelUnknown && !unknown
            ? CounterDrawing.textMark(counter, counter.track(at: time), at: time, ascii: ascii) : ""
        // The number the text shows (`50` while the value is 50.6): the percent and bar agree with it.
        let model = counter.model
        let shown = counter.live.throughput == nil
            ? model.display.number(for: number, settled: model.isSettled(at: time)).doubleValue : number
        // A value short of the maximum that its text rounds up to it is not full (99.6 as `100`).
        let exact = Self.share(of: number, in: range)
        let share = exact < 1 ? min(Self.share(of: shown, in: range), exact) : Self.share(of: shown, in: range)
        fraction = unknown || share.isNaN ? 0 : min(max(share, 0), 1)
        percent = unknown || share.isNaN ? "" : Self.percentText(share)
    }

    /// `value`'s place in `range` (0 at its bottom, 1 at its top), ±infinity past a range too
    /// narrow to divide by (a subnormal max), NaN when it cannot be told.
    static func share(of value: Double, in range: ClosedRange<Double>) -> Double {
        let span = range.upperBound - range.lowerBound
        let offset = value - range.lowerBound
        guard span > 0, span.isFinite, offset.isFinite else { return offset == 0 ? 0 : .nan }
        return offset / span
    }

    /// `share` of the range as a whole percent (`73%`), rounded down so that 100% means the
    /// maximum is reached (99.6 of 100 is `99%`); beyond ±999999% it reads `>999999%`.
    static func percentText(_ share: Double) -> String {
        let percent = share * 100
        // Within a rounding error of a whole percent (0.29 × 100 = 28.999…) is that percent.
        let floored = (percent + 1e-9 * max(1, abs(percent))).rounded(.down)
        if floored > 999_999 { return ">999999%" }
        if floored < -999_999 { return "<-999999%" }
        return "\(Int(floored))%"
    }
}
