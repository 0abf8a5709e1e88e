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
        let share = (number - range.lowerBound) / (range.upperBound - range.lowerBound)
        fraction = unknown || !share.isFinite ? 0 : min(max(share, 0), 1)
        percent = unknown || !share.isFinite ? "" : Self.percentText(share)
    }

    /// `share` of the range as a whole percent (`73%`), held within ±999999% so it converts safely.
    static func percentText(_ share: Double) -> String {
        let percent = min(max((share * 100).rounded(), -999_999), 999_999)
        return "\(Int(percent))%"
    }
}
