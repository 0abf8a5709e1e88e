/// A size in terminal cells.
public struct Size: Sendable, Equatable, CustomStringConvertible {
    /// Width in cells.
    public var columns: Int
    /// Height in cells.
    public var rows: Int

    /// Negative sizes become 0.
    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
    }

    /// No cells at all.
    public static let zero = Size(columns: 0, rows: 0)
    /// True when the size holds no cell.
    public var isEmpty: Bool { columns == 0 || rows == 0 }
    /// `COLUMNSxROWS`.
    public var description: String { "\(columns)x\(rows)" }
}

/// A cell position: column x, row y, from the top left.
public struct Point: Sendable, Equatable {
    /// Column, from 0 at the left.
    public var x: Int
    /// Row, from 0 at the top.
    public var y: Int
    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A rectangle of cells. Any `Int` is accepted: a rectangle reaching past `Int.max` is cut
/// there, and its edges (`maxX`, `maxY`) never overflow.
public struct Rect: Sendable, Equatable {
    /// The top left cell.
    public var origin: Point
    /// How many columns and rows the rectangle covers.
    public var size: Size

    /// The rectangle of `columns` by `rows` cells whose top left cell is (`x`, `y`) (cut at
    /// `Int.max`).
    public init(x: Int, y: Int, columns: Int, rows: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(columns: columns, rows: rows))
    }

    /// The rectangle of `size` whose top left cell is `origin` (cut at `Int.max`).
    public init(origin: Point = Point(x: 0, y: 0), size: Size) {
        self.origin = origin
        self.size = Size(columns: min(size.columns, Int.max.clampedSubtracting(max(origin.x, 0))),
                         rows: min(size.rows, Int.max.clampedSubtracting(max(origin.y, 0))))
    }

    /// The left column.
    public var x: Int { origin.x }
    /// The top row.
    public var y: Int { origin.y }
    /// Width in cells.
    public var columns: Int { size.columns }
    /// Height in cells.
    public var rows: Int { size.rows }
    /// One past the right column.
    public var maxX: Int { origin.x.clampedAdding(max(size.columns, 0)) }
    /// One past the bottom row.
    public var maxY: Int { origin.y.clampedAdding(max(size.rows, 0)) }

    /// The part of this rectangle inside `other` (empty, at this one's clamped origin, when
    /// they do not meet).
    package func clipped(to other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = max(min(maxX, other.maxX), left)
        let bottom = max(min(maxY, other.maxY), top)
        return Rect(x: left, y: top, columns: right.clampedSubtracting(left), rows: bottom.clampedSubtracting(top))
    }

    /// A rectangle of `size` centred in this one (clipped to it when larger).
    public func centered(_ inner: Size) -> Rect {
        let w = max(min(inner.columns, columns), 0)
        let h = max(min(inner.rows, rows), 0)
        return Rect(x: x.clampedAdding((max(columns, 0) - w) / 2), y: y.clampedAdding((max(rows, 0) - h) / 2), columns: w, rows: h)
    }
}
