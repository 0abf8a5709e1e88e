import CounterEngine

/// Draws several series over time, one point a sample, newest on the right: in braille dots
/// (two columns and four rows of dots a cell, the points of a series joined into a line), or,
/// where braille cannot show (ASCII) or colours cannot tell the series apart, one glyph a point
/// (`*`, `o`, `+`, …), each series its own. The axis's ends are written at the left, the top
/// one on the first row and the bottom one on the last, beside an axis line. A pure function
/// of the samples: between samples it draws the same cells.
package struct ChartPlot: Widget, Sendable {
    /// One series as drawn: its samples (oldest first), its look and its glyph.
    package struct Line: Sendable {
        package var values: [Double]
        package var style: CellStyle
        package var glyph: Character

        package init(values: [Double], style: CellStyle, glyph: Character) {
            self.values = values
            self.style = style
            self.glyph = glyph
        }
    }

    /// The series, drawn in order (a later one on top where two meet).
    package var lines: [Line]
    /// The axis's bottom and top (bottom below top).
    package var lower: Double
    package var upper: Double
    /// The ends' text (`0`, `100`), drawn at the left; nil: no ends.
    package var ends: (low: String, high: String)?
    /// Points as glyphs, not braille dots.
    package var glyphs: Bool
    /// The axis line's characters (`│`, `┤` or `|`, `+`).
    package var ascii: Bool
    /// The style of the ends and the axis line.
    package var axisStyle = CellStyle(dim: true)

    /// A plot of `lines` between `lower` and `upper`, with `ends` written at the left.
    package init(lines: [Line], lower: Double, upper: Double, ends: (low: String, high: String)?, glyphs: Bool, ascii: Bool) {
        self.lines = lines
        self.lower = lower
        self.upper = upper
        self.ends = ends
        self.glyphs = glyphs
        self.ascii = ascii
    }

    /// Columns the axis (its ends and line) takes at the left of a plot `columns` wide: none
    /// when fewer than four columns would be left for the points.
    package func axisColumns(within columns: Int) -> Int {
        guard let ends else { return 0 }
        let width = max(TextWidth.cells(ends.low), TextWidth.cells(ends.high)) + 1
        return columns - width >= 4 ? width : 0
    }

    /// Points that fit across a plot area `columns` wide (two a cell in braille).
    package func points(within columns: Int) -> Int {
        max(columns - axisColumns(within: columns), 0) * (glyphs ? 1 : 2)
    }

    package func render(in area: Rect, into buffer: inout Buffer) {
        guard area.columns > 0, area.rows > 0 else { return }
        let axis = axisColumns(within: area.columns)
        if axis > 0, let ends { drawAxis(ends, width: axis, in: area, into: &buffer) }
        let plot = Rect(x: area.x + axis, y: area.y, columns: area.columns - axis, rows: area.rows)
        guard plot.columns > 0 else { return }
        if glyphs {
            drawGlyphs(in: plot, into: &buffer)
        } else {
            drawDots(in: plot, into: &buffer)
        }
    }

    /// The ends right-aligned before an axis line: `100┤` on the top row, `0┤` on the bottom one.
    private func drawAxis(_ ends: (low: String, high: String), width: Int, in area: Rect, into buffer: inout Buffer) {
        let lineX = area.x + width - 1
        for y in area.y..<area.maxY {
            let end = y == area.y || y == area.maxY - 1
            buffer.put(end ? (ascii ? "+" : "┤") : (ascii ? "|" : "│"), at: Point(x: lineX, y: y), style: axisStyle, clip: area)
        }
        let high = TextWidth.cells(ends.high)
        buffer.put(ends.high, at: Point(x: lineX - high, y: area.y), style: axisStyle, clip: area)
        if area.rows > 1 {
            let low = TextWidth.cells(ends.low)
            buffer.put(ends.low, at: Point(x: lineX - low, y: area.maxY - 1), style: axisStyle, clip: area)
        }
    }

    /// The row (0 at the top, `rows - 1` at the bottom) of `value` on an axis `rows` high.
    private func row(of value: Double, rows: Int) -> Int {
        let span = upper - lower
        guard rows > 1, span > 0, span.isFinite else { return max(rows - 1, 0) }
        let share = min(max((value - lower) / span, 0), 1)
        let scaled = ((1 - share) * Double(rows - 1)).rounded()
        return scaled.isFinite ? Int(scaled) : rows - 1
    }

    /// One glyph a point, a point a cell; a later series drawn over an earlier one.
    private func drawGlyphs(in plot: Rect, into buffer: inout Buffer) {
        for line in lines {
            let shown = line.values.suffix(plot.columns)
            let start = plot.maxX - shown.count
            for (k, value) in shown.enumerated() {
                let y = plot.y + row(of: value, rows: plot.rows)
                buffer.put(String(line.glyph), at: Point(x: start + k, y: y), style: line.style, clip: plot)
            }
        }
    }

    /// Braille dots, each series a line through its points; a cell shows the dots of every series
    /// in it, in the colour of the last series drawn there.
    private func drawDots(in plot: Rect, into buffer: inout Buffer) {
        let width = plot.columns * 2
        let height = plot.rows * 4
        var bits = [UInt8](repeating: 0, count: plot.columns * plot.rows)
        var owner = [Int](repeating: -1, count: plot.columns * plot.rows)
        for (index, line) in lines.enumerated() {
            let shown = Array(line.values.suffix(width))
            let start = width - shown.count
            var previous: Int?
            for (k, value) in shown.enumerated() {
                let x = start + k
                let y = row(of: value, rows: height)
                // Joined to the previous point: half the climb in its column, half in this one.
                let from = previous.map { ($0 + y) / 2 } ?? y
                if let previous {
                    for dy in stride(from: previous, through: from, by: previous <= from ? 1 : -1) {
                        mark(x: x - 1, y: dy, series: index, columns: plot.columns, bits: &bits, owner: &owner)
                    }
                }
                for dy in stride(from: from, through: y, by: from <= y ? 1 : -1) {
                    mark(x: x, y: dy, series: index, columns: plot.columns, bits: &bits, owner: &owner)
                }
                previous = y
            }
        }
        for cell in bits.indices where bits[cell] != 0 {
            guard let scalar = Unicode.Scalar(0x2800 + UInt32(bits[cell])) else { continue }
            let point = Point(x: plot.x + cell % plot.columns, y: plot.y + cell / plot.columns)
            buffer.set(Cell(scalar, style: lines[owner[cell]].style), x: point.x, y: point.y, clip: plot)
        }
    }

    /// The dot bit of each place in a braille cell: by row of dots, left column then right.
    private static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// Sets dot (`x`, `y`) for series `series`.
    private func mark(x: Int, y: Int, series: Int, columns: Int, bits: inout [UInt8], owner: inout [Int]) {
        guard x >= 0, y >= 0, x < columns * 2 else { return }
        let cell = (y / 4) * columns + x / 2
        guard cell < bits.count else { return }
        bits[cell] |= Self.dotBits[y % 4][x % 2]
        owner[cell] = series
    }
}
