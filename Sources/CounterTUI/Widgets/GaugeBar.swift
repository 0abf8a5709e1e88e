import CounterEngine

/// A gauge's bar: a share of its width filled from the left, in eighths of a cell at its end
/// (`█████▍░░░`) or, in ASCII, whole cells (`#####----`); every row of its area alike. A pure
/// function of the share: the same share draws the same cells.
package struct GaugeBar: Widget, Sendable {
    /// The share filled, clamped to 0…1 (not a number: empty).
    package var fraction: Double
    /// The style of the filled part (the value's colour or threshold level).
    package var filled: CellStyle
    /// The style of the part not filled.
    package var empty: CellStyle
    /// Draws `#` and `-` in whole cells: the locale cannot show block elements.
    package var ascii: Bool

    /// The partial cells at the bar's end, one to seven eighths filled.
    package static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// A bar `fraction` filled (clamped to 0…1), `filled` and `empty` styles, block or `ascii` glyphs.
    package init(fraction: Double, filled: CellStyle, empty: CellStyle = CellStyle(dim: true), ascii: Bool) {
        self.fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        self.filled = filled
        self.empty = empty
        self.ascii = ascii
    }

    /// Eighths of a cell filled in a bar `columns` wide (whole cells, counted in eighths, in
    /// ASCII), rounded down: the bar is full only at the maximum (95% of 7 cells is 6, not 7).
    package func filledEighths(columns: Int) -> Int {
        guard columns > 0 else { return 0 }
        let unit = ascii ? 1.0 : 8.0
        let units = fraction * Double(columns) * unit
        // Within a rounding error of a whole unit (0.29 × 100) is that unit.
        let floored = (units + 1e-9 * max(1, units)).rounded(.down)
        // fraction is within 0…1 and columns a screen's width: the product is small.
        return min(Int(floored), columns * Int(unit)) * (ascii ? 8 : 1)
    }

    /// Draws the bar across `area`, on each of its rows.
    package func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.size.isEmpty else { return }
        let eighths = filledEighths(columns: area.columns)
        let whole = eighths / 8
        let part = eighths % 8
        var row = String(repeating: ascii ? "#" : "█", count: whole)
        if part > 0 { row.append(Self.eighths[part - 1]) }
        let rest = area.columns - whole - (part > 0 ? 1 : 0)
        let track = String(repeating: ascii ? "-" : "░", count: max(rest, 0))
        for y in area.y..<area.maxY {
            buffer.put(row, at: Point(x: area.x, y: y), style: filled, clip: area)
            buffer.put(track, at: Point(x: area.x + whole + (part > 0 ? 1 : 0), y: y), style: empty, clip: area)
        }
    }
}
