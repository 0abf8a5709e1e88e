import CounterEngine

extension LiveTrack {
    /// The value's style at animation time `time` by its threshold level: the level's colour
    /// (ok, warn or critical), blinking bold and dim for a moment after a crossing (unless
    /// `flashes` is false); nil without thresholds.
    package func levelStyle(at time: Double, theme: Theme, flashes: Bool = true) -> CellStyle? {
        guard thresholds != nil else { return nil }
        let steady = theme.style(level == .critical ? .critical : level == .warn ? .warn : .ok)
        if flashes, isFlashing(at: time) {
            var style = steady
            let lit = flashLit(at: time)
            style.bold = lit
            style.dim = !lit
            return style
        }
        return steady
    }

    /// The text mark of the level where colours cannot show it (` !` warn, ` !!` critical).
    package var mark: String {
        switch level {
        case .normal: return ""
        case .warn: return " !"
        case .critical: return " !!"
        }
    }

    /// No rate, history, thresholds or throughput: the counter shows its value and nothing else, in the
    /// plain value style (frames of it can be updated in place).
    var drawsOnlyTheValue: Bool { meter == nil && history == nil && thresholds == nil && throughput == nil }
}
