/// A size in terminal cells.
public struct Size: Sendable, Equatable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    /// Negative sizes become 0.
    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
    }

    public static let zero = Size(columns: 0, rows: 0)
    public var isEmpty: Bool { columns == 0 || rows == 0 }
    public var description: String { "\(columns)x\(rows)" }
}

/// A cell position: column x, row y, from the top left.
public struct Point: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A rectangle of cells.
public struct Rect: Sendable, Equatable {
    public var origin: Point
    public var size: Size

    public init(x: Int, y: Int, columns: Int, rows: Int) {
        origin = Point(x: x, y: y)
        size = Size(columns: columns, rows: rows)
    }

    public init(origin: Point = Point(x: 0, y: 0), size: Size) {
        self.origin = origin
        self.size = size
    }

    public var x: Int { origin.x }
    public var y: Int { origin.y }
    public var columns: Int { size.columns }
    public var rows: Int { size.rows }
    public var maxX: Int { origin.x + size.columns }
    public var maxY: Int { origin.y + size.rows }

    /// A rectangle of `size` centred in this one (clipped to it when larger).
    public func centered(_ inner: Size) -> Rect {
        let w = min(inner.columns, columns)
        let h = min(inner.rows, rows)
        return Rect(x: x + (columns - w) / 2, y: y + (rows - h) / 2, columns: w, rows: h)
    }
}
