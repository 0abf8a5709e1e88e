import CounterEngine

/// An odometer: a number in big digits on wheels that roll, each digit taking the shortest way
/// round to its next value; at rest it is exactly the big number. The host asks
/// `isFinished(at:)` where counting labels have a finish callback.
public struct RollingDigits: Sendable {
    var count: WidgetCount
    /// Drawn above the wheels when the area has a row for it (empty: none).
    public var title: String
    /// How the digits and title look.
    public var styles: WidgetStyles

    /// Wheels rolling `from` → `to` over `duration` seconds with `easing`, written in `format`,
    /// the roll starting at animation time `time`.
    public init(from: ExactNumber = .zero, to: ExactNumber, duration: Double = 2,
                easing: Easing = .out, format: NumberFormat = .int, startingAt time: Double = 0,
                title: String = "", styles: WidgetStyles = .standard) {
        count = WidgetCount(from: from, to: to, duration: duration, easing: easing, format: format, startingAt: time)
        self.title = title
        self.styles = styles
    }

    /// Rolls from the wheels shown at `time` to `value` (`animated`), or shows `value` at once.
    public mutating func set(_ value: ExactNumber, animated: Bool = true, at time: Double) {
        count.set(value, animated: animated, at: time)
    }

    /// True once the wheels rest on the target at `time`.
    public func isFinished(at time: Double) -> Bool { count.isFinished(at: time) }

    /// The number's text at `time`: the exact target's once finished.
    public func text(at time: Double) -> String { count.text(at: time) }

    /// Draws the wheels at `time`, centred in `area` (a label when no digits fit); cells outside
    /// it are untouched.
    ///
    /// Only the part of `area` inside `buffer` is laid out and drawn (centred in that visible
    /// part), so the cost is bounded by the buffer whatever the area.
    public func render(at time: Double, in area: Rect, into buffer: inout Buffer) {
        count.render(count.view(style: .rolling, title: title, styles: styles), at: time, in: area, into: &buffer)
    }
}
