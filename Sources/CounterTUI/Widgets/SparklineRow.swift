import CounterEngine

/// Draws a counter's history as a sparkline row: one cell a sample, newest on the right, in a
/// row as wide as the history (or the area, if narrower), centred; a fixed axis has its range
/// printed small at the ends (`0 ▁▃▅█ 100`). A pure function of the samples: between samples it
/// draws the same cells, so frames change nothing there.
package struct SparklineRow: Widget, Sendable {
    /// The glyphs, lowest first (`Sparkline.blocks` or `Sparkline.ascii`).
    package var levels: [Character]
    /// The samples drawn (nil: nothing is drawn).
    package var history: SampleHistory?
    package var style: CellStyle
    /// The axis's ends as text, drawn before and after the glyphs (a fixed axis); nil: none.
    package var ends: (low: String, high: String)?
    /// The style of the ends (small: dimmed).
    package var endStyle: CellStyle = CellStyle(dim: true)

    package init(levels: [Character], history: SampleHistory? = nil, style: CellStyle = .plain) {
        self.levels = levels
        self.history = history
        self.style = style
    }

    /// The same glyphs showing `history` in `style`, with `ends` at the sides.
    package func showing(_ history: SampleHistory, style: CellStyle, ends: (low: String, high: String)? = nil) -> SparklineRow {
        var row = SparklineRow(levels: levels, history: history, style: style)
        row.ends = ends
        return row
    }

    /// The glyphs are ASCII (`_.-=#`): the locale cannot show block elements.
    package var isASCII: Bool { levels == CounterEngine.Sparkline.ascii }

    /// Draws the last samples of the history in `area`, centred in its columns: on its first
    /// row, or, with more rows, as bars in eighths of a row up from its last (a fixed axis's
    /// ends at the left, the top's on the first row, the bottom's on the last).
    package func render(in area: Rect, into buffer: inout Buffer) {
        guard let history else { return }
        guard area.rows < 2 else { return renderBars(history, in: area, into: &buffer) }
        // The ends take their width and a space each, when at least four samples still fit.
        let labels = ends.map { (TextWidth.cells($0.low), TextWidth.cells($0.high)) }
        let room = labels.map { area.columns - $0.0 - $0.1 - 2 } ?? area.columns
        let drawsEnds = labels != nil && room >= min(history.capacity, 4)
        let width = min(history.capacity, drawsEnds ? room : area.columns)
        guard width > 0, area.rows > 0 else { return }
        let glyphs = CounterEngine.Sparkline.glyphs(history.values, width: width, levels: levels, lower: history.lower, upper: history.upper)
        let left = (drawsEnds ? labels!.0 + 1 : 0)
        let total = left + width + (drawsEnds ? labels!.1 + 1 : 0)
        let origin = area.x + (area.columns - total) / 2
        let start = origin + left + (width - glyphs.count)
        buffer.put(String(glyphs), at: Point(x: start, y: area.y), style: style, clip: area)
        if drawsEnds, let ends {
            buffer.put(ends.low, at: Point(x: origin, y: area.y), style: endStyle, clip: area)
            buffer.put(ends.high, at: Point(x: origin + left + width + 1, y: area.y), style: endStyle, clip: area)
        }
    }

    /// Draws the history as bars as tall as `area`, in eighths of a row.
    private func renderBars(_ history: SampleHistory, in area: Rect, into buffer: inout Buffer) {
        let labels = ends.map { max(TextWidth.cells($0.low), TextWidth.cells($0.high)) }
        let room = labels.map { area.columns - $0 - 1 } ?? area.columns
        let drawsEnds = labels != nil && room >= min(history.capacity, 4)
        let width = min(history.capacity, drawsEnds ? room : area.columns)
        guard width > 0 else { return }
        let left = drawsEnds ? labels! + 1 : 0
        let origin = area.x + (area.columns - left - width) / 2
        let values = Array(history.values.suffix(width))
        // Each value's bar in eighths of a row, 1 (the lowest) to all of them (the highest).
        let steps = 8 * area.rows
        let low = history.lower ?? min(values.min() ?? 0, history.upper ?? .infinity)
        let high = history.upper ?? max(values.max() ?? 0, history.lower ?? -.infinity)
        for (i, value) in values.enumerated() {
            let span = high / 2 - low / 2
            let ratio = span > 0 ? (value / 2 - low / 2) / span : 0
            let step = (min(max(ratio, 0), 1) * Double(steps - 1)).rounded()
            let height = 1 + (step.isFinite ? Int(step) : 0)
            let x = origin + left + width - values.count + i
            for row in 0..<area.rows where height > 8 * row {
                // Eighths of a cell as the nearest glyph of the levels (5 in ASCII, 8 blocks).
                let glyph = levels[min(((height - 8 * row) * levels.count + 7) / 8, levels.count) - 1]
                buffer.put(String(glyph), at: Point(x: x, y: area.maxY - 1 - row), style: style, clip: area)
            }
        }
        if drawsEnds, let ends, let labels {
            let right = origin + labels
            buffer.put(ends.high, at: Point(x: right - TextWidth.cells(ends.high), y: area.y), style: endStyle, clip: area)
            buffer.put(ends.low, at: Point(x: right - TextWidth.cells(ends.low), y: area.maxY - 1), style: endStyle, clip: area)
        }
    }
}
