/// A run of neighbouring cells in one row that changed between two frames.
package struct CellRun: Sendable, Equatable {
    package var x: Int
    package var y: Int
    package var cells: [Cell]
}

extension Buffer {
    /// The runs of cells that differ from `previous`, row by row, left to right.
    /// A different size (or no previous frame) yields every row whole.
    package func changes(from previous: Buffer?) -> [CellRun] {
        guard let previous, previous.size == size else {
            return (0..<size.rows).map { y in
                CellRun(x: 0, y: y, cells: Array(cells[(y * size.columns)..<((y + 1) * size.columns)]))
            }
        }
        var runs: [CellRun] = []
        let columns = size.columns
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                for y in 0..<size.rows {
                    let base = y * columns
                    Buffer.forEachChangedRun(now, before, row: base, columns: columns, in: 0..<columns) { start, end in
                        runs.append(CellRun(x: start, y: y, cells: Array(now[(base + start)..<(base + end)])))
                    }
                }
            }
        }
        return runs
    }
}

extension Buffer {
    /// Calls `body(start, end)` for each run of cells of one row (cells `row + span`) that
    /// differ between `now` and `before`, left to right; a wide character's halves travel
    /// together. `body` may copy the run into `before`.
    @inline(__always)
    static func forEachChangedRun(_ now: UnsafeBufferPointer<Cell>, _ before: UnsafeBufferPointer<Cell>, row base: Int,
                                  columns: Int, in span: Range<Int>, _ body: (Int, Int) -> Void) {
        var x = span.lowerBound
        let limit = min(span.upperBound, columns)
        while x < limit {
            if now[base + x] == before[base + x] {
                x += 1
                continue
            }
            var end = x + 1
            while end < columns, now[base + end] != before[base + end] { end += 1 }
            var start = x
            if now[base + start].width == 0, start > 0 { start -= 1 }
            if end < columns, now[base + end].width == 0 { end += 1 }
            body(start, end)
            x = end
        }
    }
}
