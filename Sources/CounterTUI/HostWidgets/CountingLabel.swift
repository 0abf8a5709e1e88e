import CounterEngine

/// A number that counts, drawn as one line of text (with a title above it when the area has a
/// row to spare): a counting label (UICountingLabel's) as a value the host renders at a time it gives.
///
/// The number is right-aligned in the width of the widest text of its count (start, target and
/// every value between), so its digits never move sideways while it counts.
public struct CountingLabel: Sendable {
    /// Where the label sits in the columns of its area.
    public enum Alignment: Sendable, Equatable {
        /// At the area's left edge.
        case leading
        /// Centred in the area.
        case center
        /// At the area's right edge.
        case trailing
    }

    var count: WidgetCount
    /// Drawn above the number when the area has a row for it (empty: none).
    public var title: String
    /// Where the label sits in its area.
    public var alignment: Alignment
    /// How the number and title look.
    public var styles: WidgetStyles

    /// A label counting `from` → `to` over `duration` seconds with `easing`, written in
    /// `format`, its count starting at animation time `time`.
    public init(from: ExactNumber = .zero, to: ExactNumber, duration: Double = 2,
                easing: Easing = .out, format: NumberFormat = .int, startingAt time: Double = 0,
                title: String = "", alignment: Alignment = .center, styles: WidgetStyles = .standard) {
        count = WidgetCount(from: from, to: to, duration: duration, easing: easing, format: format, startingAt: time)
        self.title = title
        self.alignment = alignment
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

    /// Draws the label at `time` in `area`; cells outside `area` are untouched, nothing changes.
    ///
    /// Only the part of `area` inside `buffer` is laid out and drawn (aligned in that visible
    /// part), so the cost is bounded by the buffer whatever the area.
    public func render(at time: Double, in area: Rect, into buffer: inout Buffer) {
        let area = area.clipped(to: buffer.bounds)
        let view = count.view(style: .label, title: title, styles: styles)
        let width = min(view.size(with: .label).columns, area.columns)
        let placed: Rect
        switch alignment {
        case .leading: placed = Rect(x: area.x, y: area.y, columns: width, rows: area.rows)
        case .center: placed = area
        case .trailing: placed = Rect(x: area.maxX - width, y: area.y, columns: width, rows: area.rows)
        }
        count.render(view, at: time, in: placed, into: &buffer)
    }
}
