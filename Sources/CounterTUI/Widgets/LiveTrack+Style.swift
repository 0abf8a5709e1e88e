import CounterEngine

extension LiveTrack {
    /// The value's style at animation time `time` by its threshold level: the level's colour,
    /// blinking bold and dim for a moment after a crossing; nil at the normal level with no flash.
    public func levelStyle(at time: Double, theme: Theme) -> CellStyle? {
        let steady = level == .normal ? theme.style(.value) : theme.style(level == .critical ? .critical : .warn)
        if isFlashing(at: time) {
            var style = steady
            let lit = flashLit(at: time)
            style.bold = lit
            style.dim = !lit
            return style
        }
        return level == .normal ? nil : steady
    }

    /// The text mark of the level where colours cannot show it (` !` warn, ` !!` critical).
    public var mark: String {
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
