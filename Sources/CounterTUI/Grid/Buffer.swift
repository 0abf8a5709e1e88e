import CounterEngine

/// A grid of cells that widgets draw into. Every write is clipped to the grid (and to an
/// optional rectangle), so a widget can never write outside its area or trap on a bad index.
public struct Buffer: Sendable, Equatable {
    /// Its size in cells.
    public let size: Size
    package private(set) var cells: [Cell]

    /// A buffer of `size` filled with `fill` (tests use `x` to catch stray writes); a size whose
    /// cell count overflows `Int` (say `Int.max` by 2) stops the program with that message.
    public init(size: Size, filling fill: Unicode.Scalar = " ") {
        let (count, overflow) = size.columns.multipliedReportingOverflow(by: size.rows)
        precondition(!overflow, "Buffer(size: \(size)): a size whose cell count overflows Int cannot be allocated")
        self.size = size
        cells = Array(repeating: Cell(fill), count: count)
    }

    /// The whole buffer as a rectangle.
    public var bounds: Rect { Rect(size: size) }

    /// The cell at column `x`, row `y` (a blank outside the buffer).
    public subscript(x x: Int, y y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return .blank }
        return cells[y * size.columns + x]
    }

    /// Sets one cell (ignored outside the buffer or the clip rectangle).
    public mutating func set(_ cell: Cell, x: Int, y: Int, clip: Rect? = nil) {
        guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return }
        if let c = clip, x < c.x || y < c.y || x >= c.maxX || y >= c.maxY { return }
        cells[y * size.columns + x] = cell
    }

    /// Writes `text` from `point` rightwards, clipped; control and zero-width characters are
    /// dropped, a wide character that does not fit whole becomes a space.
    /// - Returns: the number of columns the text advanced.
    @discardableResult
    public mutating func put(_ text: String, at point: Point, style: CellStyle = .plain, clip: Rect? = nil) -> Int {
        var x = point.x
        let right = min(size.columns, clip?.maxX ?? size.columns)
        // Printable ASCII (numbers, most titles): a cell a byte, clipped once, no width lookups.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let advance = max(min(text.utf8.count, right.clampedSubtracting(point.x)), 0)
            let y = point.y
            let rowShown = y >= 0 && y < size.rows && (clip.map { y >= $0.y && y < $0.maxY } ?? true)
            let left = max(point.x, 0, clip?.x ?? 0)
            let end = point.x.clampedAdding(advance)
            if rowShown, left < end {
                let base = y * size.columns
                var index = text.utf8.index(text.utf8.startIndex, offsetBy: left - point.x)
                for column in left..<end {
                    cells[base + column] = Cell(Unicode.Scalar(text.utf8[index]), style: style)
                    index = text.utf8.index(after: index)
                }
            }
            return advance
        }
        for scalar in text.unicodeScalars {
            // Zero-width scalars (combining marks, controls) never get a cell.
            let width = TextWidth.cells(scalar)
            if width == 0 { continue }
            if x >= right { break }
            if width == 2 && x + 1 >= right {
                set(Cell(" ", style: style), x: x, y: point.y, clip: clip)
                x += 1
                break
            }
            set(Cell(scalar, style: style, width: UInt8(width)), x: x, y: point.y, clip: clip)
            if width == 2 {
                set(Cell(" ", style: style, width: 0), x: x + 1, y: point.y, clip: clip)
            }
            x += width
        }
        return x - point.x
    }

    /// Repeats `cell` along row `y` from `x` for `count` columns (clipped).
    package mutating func fillRow(_ y: Int, from x: Int, count: Int, with cell: Cell, clip: Rect? = nil) {
        guard y >= 0, y < size.rows else { return }
        if let c = clip, y < c.y || y >= c.maxY { return }
        let left = max(x, clip?.x ?? 0, 0)
        let right = min(x.clampedAdding(max(count, 0)), clip?.maxX ?? size.columns, size.columns)
        guard left < right else { return }
        for column in left..<right { cells[y * size.columns + column] = cell }
    }

    /// Fills a rectangle with one cell.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        for y in max(rect.y, 0)..<max(min(rect.maxY, size.rows), max(rect.y, 0)) {
            for x in max(rect.x, 0)..<max(min(rect.maxX, size.columns), max(rect.x, 0)) {
                cells[y * size.columns + x] = cell
            }
        }
    }

    /// Calls `body` with the cells, row by row, to change in place (no copy when the buffer is
    /// the only owner of its storage).
    package mutating func withUnsafeMutableCells<R>(_ body: (UnsafeMutableBufferPointer<Cell>) throws -> R) rethrows -> R {
        try cells.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// Each row as text (continuation cells skipped), for goldens and `--frame-at`.
    public var lines: [String] {
        // Built as UTF-8 bytes: appending scalars to a String one by one costs ten times more,
        // and the last frame is turned into lines at exit.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size.columns * 4)
        return (0..<size.rows).map { y in
            bytes.removeAll(keepingCapacity: true)
            for x in 0..<size.columns {
                let cell = cells[y * size.columns + x]
                guard cell.width != 0 else { continue }
                UTF8.encode(cell.character) { bytes.append($0) }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
