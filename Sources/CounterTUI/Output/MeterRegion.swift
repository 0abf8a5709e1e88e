/// The rows several `--tee --inline` meters keep at the bottom of one terminal: the terminal's
/// size when they were set and how many rows the meters take (the scrolling region is the
/// rows above them).
package struct MeterRegion: Sendable, Equatable {
    /// The terminal's rows when the region was set.
    package var rows: Int
    /// Rows kept for meters at the bottom.
    package var count: Int
    /// The terminal's columns when the region was set (0: not known).
    package var columns: Int

    package init(rows: Int, count: Int, columns: Int = 0) {
        self.rows = rows
        self.count = count
        self.columns = columns
    }

    /// Most rows (and columns) a terminal can have: its size is two 16-bit numbers (TIOCGWINSZ).
    package static let largestSide = Int(UInt16.max)

    /// A region that can be: on 3 to `largestSide` rows, 1 to `most` meter rows with at
    /// least 2 rows above them, columns 0 to `largestSide`.
    package func isSane(most: Int) -> Bool {
        guard (3...Self.largestSide).contains(rows), (0...Self.largestSide).contains(columns) else { return false }
        return count >= 1 && count <= most && count <= rows - 2
    }

    /// The last row of the scrolling region (the others' rows end there).
    package var regionBottom: Int { rows - count }

    /// The terminal row (1-based) of meter row `index` (0: the top one of the block).
    package func row(_ index: Int) -> Int { regionBottom + 1 + index }
}
