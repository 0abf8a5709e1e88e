/// Where a scene puts a counter's parts (`CounterDrawing.render`).
struct CounterPlacement {
    /// The value, with the view's title above it.
    var area: Rect
    var face: CounterView.Face
    /// A threshold mark after the value stays inside this.
    var markClip: Rect
    /// Where the sparkline goes (nil: nowhere, even with a history).
    var sparkline: SparklinePlace?
    /// Rows under the number for a running total's figures (nil: none).
    var figures: FiguresPlace?
    /// The value drawn dimmed, not bold (paused).
    var dimmed = false
    /// Rows of the sparkline (bars in eighths of a row when more than one).
    var sparklineRows = 1

    /// Where a running total's figures go: from a row under the number, within an area.
    struct FiguresPlace {
        /// Rows between the number and the figures.
        var gap: Int
        var within: Rect
        var ascii: Bool
    }

    /// Where a sparkline goes.
    enum SparklinePlace {
        /// The row under the number (a row lower under digits taller than one), at most the last
        /// row of this area, across its width.
        case belowNumber(within: Rect)
        /// The last row of this area.
        case lastRow(of: Rect)
    }

    /// The area of a sparkline `rows` tall placed at `place`, for a number ending at `end` in
    /// `face` (moved up to stay in its area, cut to it); nil when there is no row for it.
    static func row(of place: SparklinePlace, end: Point, face: CounterView.Face, rows: Int = 1) -> Rect? {
        let row: Int
        let area: Rect
        let rows = max(rows, 1)
        switch place {
        case .belowNumber(let within):
            area = within
            row = min(end.y + face.rows + (face.rows > 1 ? 1 : 0), within.maxY - rows)
        case .lastRow(let of):
            area = of
            row = of.maxY - rows
        }
        let top = max(row, area.y)
        guard top < area.maxY else { return nil }
        return Rect(x: area.x, y: top, columns: area.columns, rows: min(rows, area.maxY - top))
    }
}
