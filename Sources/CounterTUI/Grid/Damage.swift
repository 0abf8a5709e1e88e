/// The cells of a frame that may differ from the one on screen: one span of columns per row.
/// Scenes that update a frame in place mark what they touched; only that is diffed.
package struct Damage: Sendable {
    /// First marked column of each row (Int.max: none).
    private var low: [Int] = []
    /// One past the last marked column of each row.
    private var high: [Int] = []
    /// True when nothing is marked.
    package private(set) var isEmpty = true

    package init() {}

    /// Unmarks everything, for a frame of `rows` rows (keeps its storage once it has it).
    package mutating func clear(rows: Int) {
        if low.count != rows {
            low = [Int](repeating: .max, count: rows)
            high = [Int](repeating: 0, count: rows)
        } else if !isEmpty {
            for y in 0..<rows {
                low[y] = .max
                high[y] = 0
            }
        }
        isEmpty = true
    }

    /// Marks columns `from..<to` of row `y` (clipped to the rows there are).
    package mutating func mark(row y: Int, from: Int, to: Int) {
        guard y >= 0, y < low.count, from < to else { return }
        low[y] = min(low[y], max(from, 0))
        high[y] = max(high[y], to)
        isEmpty = false
    }

    /// The marked columns of row `y` (empty when none).
    package func span(row y: Int) -> Range<Int> {
        guard y >= 0, y < low.count, low[y] < high[y] else { return 0..<0 }
        return low[y]..<high[y]
    }

    /// Rows the damage covers.
    package var rows: Int { low.count }
}
