import CounterEngine

/// What a pipe viewer shows under a running total (`--count-lines`, `--count-bytes`): with an
/// expected total a progress bar and the percent, then the rate, the time counting and the time
/// left, each row centred in the area.
package struct PipeFigures: Widget, Sendable {
    package var throughput: Throughput
    /// The animation time the figures are for.
    package var time: Double
    /// The count on screen (animating toward the total): the bar and the percent show it.
    package var shown: Double
    /// The counter's format: the rate is written in its units and symbols.
    package var format: NumberFormat
    /// Block elements and `·` cannot be shown: `#`, `-` and ` - ` instead.
    package var ascii: Bool
    package var style: CellStyle

    /// The widest bar, in cells.
    package static let maximumBarWidth = 50

    package init(throughput: Throughput, time: Double, shown: Double? = nil, format: NumberFormat, ascii: Bool,
                style: CellStyle = .plain) {
        self.throughput = throughput
        self.time = time
        self.shown = shown ?? throughput.total
        self.format = format
        self.ascii = ascii
        self.style = style
    }

    /// Rows the figures take: the bar (with an expected total) and the line of figures.
    package static func rows(for throughput: Throughput) -> Int { throughput.expected == nil ? 1 : 2 }

    package func render(in area: Rect, into buffer: inout Buffer) {
        guard area.rows > 0, area.columns > 0 else { return }
        var row = area.y
        if let fraction = throughput.fraction(of: shown), let percent = throughput.percentText(of: shown) {
            let width = min(Self.maximumBarWidth, area.columns - TextWidth.cells(percent) - 1)
            if width >= 4 {
                let filled = Int((fraction * Double(width)).rounded(.down))
                let bar = String(repeating: ascii ? "#" : "█", count: filled)
                    + String(repeating: ascii ? "-" : "░", count: width - filled)
                centre(bar + " " + percent, row: row, in: area, into: &buffer)
            } else {
                centre(percent, row: row, in: area, into: &buffer)
            }
            row += 1
        }
        guard row < area.maxY else { return }
        centre(throughput.figures(at: time, format: format, separator: ascii ? " - " : " · "), row: row, in: area,
               into: &buffer)
    }

    /// Draws `text` centred on `row` of `area` (cut at its edge when wider).
    private func centre(_ text: String, row: Int, in area: Rect, into buffer: inout Buffer) {
        let width = TextWidth.cells(text)
        buffer.put(text, at: Point(x: area.x + max((area.columns - width) / 2, 0), y: row), style: style, clip: area)
    }
}
