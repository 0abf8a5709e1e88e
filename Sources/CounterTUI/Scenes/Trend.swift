/// The direction of a card's last change of target and when it came: the value shows it in
/// colour for a moment (green up, red down), bold at first, then plain, then gone.
struct Trend: Sendable, Equatable {
    /// +1 after the target rose, -1 after it fell.
    var direction: Int
    /// Animation time of the change.
    var start: Double

    /// How long the colour shows, in seconds.
    static let duration = 1.2

    /// The value's style at `time` in `theme`, or nil once the colour is gone (or before the change).
    func style(at time: Double, theme: Theme) -> CellStyle? {
        let age = time - start
        guard age >= 0, age < Trend.duration else { return nil }
        var style = theme.style(direction > 0 ? .up : .down)
        if age >= Trend.duration / 2 {
            style.bold = false
            style.dim = false
        }
        return style
    }

    /// True while the colour shows or is still to come (a frame later must clear it).
    func isShowing(at time: Double) -> Bool { time - start < Trend.duration }
}
