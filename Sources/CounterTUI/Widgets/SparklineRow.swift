import CounterEngine

/// Draws a counter's history as a sparkline row: one cell a sample, newest on the right, in a
/// row as wide as the history (or the area, if narrower), centred. A pure function of the
/// samples: between samples it draws the same cells, so frames change nothing there.
public struct SparklineRow: Widget, Sendable {
    /// The glyphs, lowest first (`Sparkline.blocks` or `Sparkline.ascii`).
    public var levels: [Character]
    /// The samples drawn (nil: nothing is drawn).
    public var history: SampleHistory?
    public var style: CellStyle

    public init(levels: [Character], history: SampleHistory? = nil, style: CellStyle = .plain) {
        self.levels = levels
        self.history = history
        self.style = style
    }

    /// The same glyphs showing `history` in `style`.
    public func showing(_ history: SampleHistory, style: CellStyle) -> SparklineRow {
        SparklineRow(levels: levels, history: history, style: style)
    }

    /// The glyphs are ASCII (`_.-=#`): the locale cannot show block elements.
    public var isASCII: Bool { levels == Sparkline.ascii }

    /// Draws the last samples of the history on the first row of `area`, centred in its columns.
    public func render(in area: Rect, into buffer: inout Buffer) {
        guard let history else { return }
        let width = min(history.capacity, area.columns)
        guard width > 0, area.rows > 0 else { return }
        let glyphs = Sparkline.glyphs(history.values, width: width, levels: levels)
        let start = area.x + (area.columns - width) / 2 + (width - glyphs.count)
        buffer.put(String(glyphs), at: Point(x: start, y: area.y), style: style, clip: area)
    }
}
