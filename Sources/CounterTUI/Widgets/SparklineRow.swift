import CounterEngine

/// Draws a counter's history as a sparkline row: one cell a sample, newest on the right, in a
/// row as wide as the history (or the area, if narrower), centred. A pure function of the
/// samples: between samples it draws the same cells, so frames change nothing there.
public struct SparklineRow: Sendable {
    /// The glyphs, lowest first (`Sparkline.blocks` or `Sparkline.ascii`).
    public var levels: [Character]

    public init(levels: [Character]) { self.levels = levels }

    /// Draws the last samples of `history` on row `row` of `area`.
    public func draw(_ history: SampleHistory, row: Int, in area: Rect, style: CellStyle, into buffer: inout Buffer) {
        let width = min(history.capacity, area.columns)
        guard width > 0, row >= area.y, row < area.maxY else { return }
        let glyphs = Sparkline.glyphs(history.values, width: width, levels: levels)
        let start = area.x + (area.columns - width) / 2 + (width - glyphs.count)
        buffer.put(String(glyphs), at: Point(x: start, y: row), style: style, clip: area)
    }
}
