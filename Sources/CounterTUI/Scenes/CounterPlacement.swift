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

    /// The one-row area of a sparkline placed at `place`, for a number ending at `end` in
    /// `face`; nil when there is no row for it.
    static func row(of place: SparklinePlace, end: Point, face: CounterView.Face) -> Rect? {
        let row: Int
        let area: Rect
        switch place {
        case .belowNumber(let within):
            area = within
            row = min(end.y + face.rows + (face.rows > 1 ? 1 : 0), within.maxY - 1)
        case .lastRow(let of):
            area = of
            row = of.maxY - 1
        }
        guard row >= area.y, row < area.maxY else { return nil }
        return Rect(x: area.x, y: row, columns: area.columns, rows: 1)
    }
}
