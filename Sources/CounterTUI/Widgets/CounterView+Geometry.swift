import CounterEngine

extension CounterView {
    /// Where `render` puts the number in `area` with `face`: the column just after its right
    /// edge, and its first row (a mark after the value goes there).
    package func numberEnd(in area: Rect, face: Face) -> Point {
        let reserve = numberColumns(face, of: anchor)
        let block = area.centered(size(with: face, numberColumns: reserve))
        let right = block.x + max(block.columns - reserve, 0) / 2 + reserve
        let showTitle = titleRows == 1 && area.rows > face.rows
        var y = block.y
        if showTitle {
            y += 1 + (area.rows > face.rows + 1 ? titleGap(face) : 0)
        } else if titleRows == 1 {
            y = area.centered(Size(columns: block.columns, rows: block.rows - 1 - titleGap(face))).y
        }
        return Point(x: max(min(right, area.maxX), area.x), y: y)
    }
}
