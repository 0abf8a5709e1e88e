import CounterEngine

/// A chart's legend on one row: for each series its mark in its colour (its glyph, or `●`),
/// its title and current value, and, when every series still fits, its lowest and highest
/// (`● in 12 (3–15)`), like sampler's run chart; cut at the area's edge when even the short
/// form is too wide.
package struct ChartLegend: Widget, Sendable {
    /// One series in the legend.
    package struct Entry: Sendable {
        package var mark: String
        package var title: String
        package var value: String
        /// The lowest and highest shown (nil: not known yet).
        package var range: (low: String, high: String)?
        package var style: CellStyle

        package init(mark: String, title: String, value: String, range: (low: String, high: String)?, style: CellStyle) {
            self.mark = mark
            self.title = title
            self.value = value
            self.range = range
            self.style = style
        }
    }

    package var entries: [Entry]
    /// The range's dash (`–`, or `-` in ASCII).
    package var ascii: Bool
    /// The style of titles and the range.
    package var textStyle = CellStyle.plain
    package var rangeStyle = CellStyle(dim: true)

    /// A legend of `entries`.
    package init(entries: [Entry], ascii: Bool) {
        self.entries = entries
        self.ascii = ascii
    }

    /// The legend's width with ranges or without.
    package func width(withRanges: Bool) -> Int {
        let widths = entries.map { entry in
            TextWidth.cells(entry.mark) + 1 + TextWidth.cells(entry.title) + 1 + TextWidth.cells(entry.value)
                + (withRanges ? rangeText(entry).map { TextWidth.cells($0) + 1 } ?? 0 : 0)
        }
        return widths.reduce(0, +) + 2 * max(entries.count - 1, 0)
    }

    /// `(3–15)`, or nil without a range.
    private func rangeText(_ entry: Entry) -> String? {
        entry.range.map { "(\($0.low)\(ascii ? ".." : "–")\($0.high))" }
    }

    package func render(in area: Rect, into buffer: inout Buffer) {
        guard area.columns > 0, area.rows > 0 else { return }
        let ranges = width(withRanges: true) <= area.columns
        var x = area.x
        for (k, entry) in entries.enumerated() {
            if k > 0 { x += 2 }
            guard x < area.maxX else { return }
            x += buffer.put(entry.mark, at: Point(x: x, y: area.y), style: entry.style, clip: area) + 1
            x += buffer.put(entry.title, at: Point(x: x, y: area.y), style: textStyle, clip: area) + 1
            x += buffer.put(entry.value, at: Point(x: x, y: area.y), style: entry.style, clip: area)
            if ranges, let range = rangeText(entry) {
                x += 1 + buffer.put(range, at: Point(x: x + 1, y: area.y), style: rangeStyle, clip: area)
            }
        }
    }
}
