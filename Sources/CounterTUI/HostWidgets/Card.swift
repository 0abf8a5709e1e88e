import CounterEngine

/// A titled box around a number that counts, as a label or in big digits, with an optional
/// sparkline of the values it was set to along its bottom row.
public struct Card: Sendable {
    /// How a card draws its number.
    public enum ValueStyle: Sendable, Equatable {
        /// One line of text.
        case label
        /// Big block digits, the tallest that fit (a label when none do).
        case bigDigits
    }

    var count: WidgetCount
    /// The values the card was set to, oldest first (nil: no sparkline).
    var history: SampleHistory?
    /// Drawn in the top edge of the box.
    public var title: String
    /// How the number is drawn.
    public var valueStyle: ValueStyle
    /// How the number, title and border look (`ascii`: `+-|` borders, `_.-=#` sparkline).
    public var styles: WidgetStyles

    /// A card titled `title` counting `from` → `to` over `duration` seconds with `easing` in
    /// `format` from animation time `time`; `historyLength` values kept for a sparkline (0: none).
    public init(title: String, from: ExactNumber = .zero, to: ExactNumber, duration: Double = 2,
                easing: Easing = .out, format: NumberFormat = .int, startingAt time: Double = 0,
                valueStyle: ValueStyle = .label, historyLength: Int = 0, styles: WidgetStyles = .standard) {
        count = WidgetCount(from: from, to: to, duration: duration, easing: easing, format: format, startingAt: time)
        self.title = title
        self.valueStyle = valueStyle
        self.styles = styles
        if historyLength > 0 {
            var history = SampleHistory(capacity: historyLength)
            history.append(to.doubleValue)
            self.history = history
        }
    }

    /// Counts from the value shown at `time` to `value` (`animated`), or shows `value` at once;
    /// the sparkline gains `value`.
    public mutating func set(_ value: ExactNumber, animated: Bool = true, at time: Double) {
        count.set(value, animated: animated, at: time)
        history?.append(value.doubleValue)
    }

    /// True once the count has ended at `time` (the exact target shows).
    public func isFinished(at time: Double) -> Bool { count.isFinished(at: time) }

    /// The number's text at `time`: the exact target's once finished.
    public func text(at time: Double) -> String { count.text(at: time) }

    /// The values the sparkline shows, oldest first (empty without one).
    public var historyValues: [Double] { history?.values ?? [] }

    /// Draws the box, its title, the number at `time` and the sparkline in `area`; cells outside
    /// it are untouched.
    ///
    /// Only the part of `area` inside `buffer` is laid out and drawn: the box goes round that
    /// visible part, so the cost is bounded by the buffer whatever the area.
    public func render(at time: Double, in area: Rect, into buffer: inout Buffer) {
        let area = area.clipped(to: buffer.bounds)
        guard !area.size.isEmpty else { return }
        buffer.fill(area)
        Panel(title: title, borders: styles.ascii ? .ascii : .rounded, theme: styles.theme).render(in: area, into: &buffer)
        let content = Panel.content(of: area)
        let sparkline = history != nil && content.rows >= 2
        let valueArea = Rect(x: content.x, y: content.y, columns: content.columns, rows: content.rows - (sparkline ? 1 : 0))
        let view = count.view(style: valueStyle == .bigDigits ? .big : .label, title: "", styles: styles)
        count.render(view, at: time, in: valueArea, into: &buffer)
        if sparkline, let history {
            SparklineRow(levels: styles.ascii ? CounterEngine.Sparkline.ascii : CounterEngine.Sparkline.blocks,
                         history: history, style: styles.value)
                .render(in: Rect(x: content.x, y: content.maxY - 1, columns: content.columns, rows: 1), into: &buffer)
        }
    }
}
