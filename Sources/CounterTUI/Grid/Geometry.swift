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

    package static let zero = Size(columns: 0, rows: 0)
    package var isEmpty: Bool { columns == 0 || rows == 0 }
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

/// A rectangle of cells.
public struct Rect: Sendable, Equatable {
    package var origin: Point
    package var size: Size

    package init(x: Int, y: Int, columns: Int, rows: Int) {
        origin = Point(x: x, y: y)
        size = Size(columns: columns, rows: rows)
    }

    package init(origin: Point = Point(x: 0, y: 0), size: Size) {
        self.origin = origin
        self.size = size
    }

    package var x: Int { origin.x }
    package var y: Int { origin.y }
    package var columns: Int { size.columns }
    package var rows: Int { size.rows }
    package var maxX: Int { origin.x + size.columns }
    package var maxY: Int { origin.y + size.rows }

    /// A rectangle of `size` centred in this one (clipped to it when larger).
    package func centered(_ inner: Size) -> Rect {
        let w = min(inner.columns, columns)
        let h = min(inner.rows, rows)
        return Rect(x: x + (columns - w) / 2, y: y + (rows - h) / 2, columns: w, rows: h)
    }
}
