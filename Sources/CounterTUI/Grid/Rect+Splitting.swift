extension Rect {
    /// `count` side-by-side rectangles that share this one's width, left to right; the columns
    /// that do not divide evenly go to the first ones (none for a count below 1).
    public func split(columns count: Int) -> [Rect] {
        Self.shares(of: columns, count: count).map { Rect(x: x.clampedAdding($0.start), y: y, columns: $0.length, rows: rows) }
    }

    /// `count` stacked rectangles that share this one's height, top to bottom; the rows that do
    /// not divide evenly go to the first ones (none for a count below 1).
    public func split(rows count: Int) -> [Rect] {
        Self.shares(of: rows, count: count).map { Rect(x: x, y: y.clampedAdding($0.start), columns: columns, rows: $0.length) }
    }

    /// This rectangle with `cells` taken off each side (never smaller than empty).
    public func inset(by cells: Int) -> Rect {
        inset(columns: cells, rows: cells)
    }

    /// This rectangle with `columns` taken off the left and right and `rows` off the top and
    /// bottom (never smaller than empty).
    public func inset(columns dx: Int, rows dy: Int) -> Rect {
        let width = max(columns.clampedSubtracting(dx.clampedMultiplied(by: 2)), 0)
        let height = max(rows.clampedSubtracting(dy.clampedMultiplied(by: 2)), 0)
        return Rect(x: x.clampedAdding(min(dx, columns / 2)), y: y.clampedAdding(min(dy, rows / 2)), columns: width, rows: height)
    }

    /// `total` cells shared among `count` parts, the remainder one each to the first parts.
    private static func shares(of total: Int, count: Int) -> [(start: Int, length: Int)] {
        guard count > 0 else { return [] }
        let base = total / count
        let extra = total % count
        var start = 0
        return (0..<count).map { i in
            let length = base + (i < extra ? 1 : 0)
            defer { start += length }
            return (start, length)
        }
    }
}
