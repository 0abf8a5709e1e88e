/// The rows several `--tee --inline` meters keep at the bottom of one terminal: the terminal's
/// height when they were set and how many rows the meters take (the scrolling region is the
/// rows above them).
package struct MeterRegion: Sendable, Equatable {
    /// The terminal's rows when the region was set.
    package var rows: Int
    /// Rows kept for meters at the bottom.
    package var count: Int

    package init(rows: Int, count: Int) {
        self.rows = rows
        self.count = count
    }

    /// The last row of the scrolling region (the others' rows end there).
    package var regionBottom: Int { rows - count }

    /// The terminal row (1-based) of meter row `index` (0: the top one of the block).
    package func row(_ index: Int) -> Int { regionBottom + 1 + index }
}
