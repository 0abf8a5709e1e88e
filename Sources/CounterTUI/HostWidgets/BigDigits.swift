import CounterEngine

/// A number that counts, in big block digits: the tallest face whose digits fit the area (the
/// three-row font, then pixel digits as the area grows), a one-line label when none fits.
///
/// The digits are right-aligned in the width of the widest text of the count, so they never
/// move sideways while it counts.
public struct BigDigits: Sendable {
    var count: WidgetCount
    /// Drawn above the digits when the area has a row for it (empty: none).
    public var title: String
    /// How the digits and title look (`ascii`: `#` pixels and ASCII three-row digits).
    public var styles: WidgetStyles

    /// Big digits counting `from` → `to` over `duration` seconds with `easing`, written in
    /// `format`, the count starting at animation time `time`.
    public init(from: ExactNumber = .zero, to: ExactNumber, duration: Double = 2,
                easing: Easing = .out, format: NumberFormat = .int, startingAt time: Double = 0,
                title: String = "", styles: WidgetStyles = .standard) {
        count = WidgetCount(from: from, to: to, duration: duration, easing: easing, format: format, startingAt: time)
        self.title = title
        self.styles = styles
    }

    /// Counts from the value shown at `time` to `value` (`animated`), or shows `value` at once.
    public mutating func set(_ value: ExactNumber, animated: Bool = true, at time: Double) {
        count.set(value, animated: animated, at: time)
    }

    /// True once the count has ended at `time` (the exact target shows).
    public func isFinished(at time: Double) -> Bool { count.isFinished(at: time) }

    /// The number's text at `time`: the exact target's once finished.
    public func text(at time: Double) -> String { count.text(at: time) }

    /// Draws the digits at `time`, centred in `area`; cells outside it are untouched.
    ///
    /// Only the part of `area` inside `buffer` is laid out and drawn (centred in that visible
    /// part), so the cost is bounded by the buffer whatever the area.
    public func render(at time: Double, in area: Rect, into buffer: inout Buffer) {
        count.render(count.view(style: .big, title: title, styles: styles), at: time, in: area, into: &buffer)
    }
}
