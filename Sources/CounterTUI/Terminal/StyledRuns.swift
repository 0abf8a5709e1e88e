#if canImport(Glibc)
import Glibc
#endif

/// Cuts a stretch of cells into runs of one style, as the wide characters a curses call
/// writes at once (continuation cells left out; beyond ASCII a `?` when the locale is not UTF-8,
/// since ncurses would drop those characters silently).
enum StyledRuns {
    /// The columns and rows of a buffer of `size` that fall inside a window of `window` cells
    /// when its top left cell is drawn at `origin` (any `Int`, never overflowing); nil: none.
    static func visible(_ size: Size, in window: Size, at origin: Point) -> (columns: Range<Int>, rows: Range<Int>)? {
        let left = max(0.clampedSubtracting(origin.x), 0)
        let right = min(size.columns, window.columns.clampedSubtracting(origin.x))
        let first = max(0.clampedSubtracting(origin.y), 0)
        let end = min(size.rows, window.rows.clampedSubtracting(origin.y))
        guard left < right, first < end else { return nil }
        return (left..<right, first..<end)
    }

    /// Calls `body(style, column, characters)` for each run of equal style in `cells`, which
    /// start at column `x`. Every cell keeps its own column: a wide character cut by either end
    /// of `cells` (its continuation cell alone at the start, or itself alone at the end) is
    /// written as a blank, so nothing wraps or shifts.
    static func forEach(in cells: UnsafeBufferPointer<Cell>, x: Int, utf8: Bool,
                        _ body: (CellStyle, Int, UnsafeBufferPointer<wchar_t>) -> Void) {
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: max(cells.count, 1)) { text in
            var index = 0
            var column = x
            // True when the last character written covers two columns (its continuation cell
            // is then skipped).
            var coversTwo = false
            while index < cells.count {
                let style = cells[index].style
                let startX = column
                var count = 0
                while index < cells.count, cells[index].style == style {
                    let cell = cells[index]
                    if cell.width == 0 {
                        if !coversTwo {
                            text[count] = wchar_t(bitPattern: 0x20)
                            count += 1
                        }
                        coversTwo = false
                    } else {
                        let wide = cell.width == 2
                        let whole = !wide || (index + 1 < cells.count && cells[index + 1].width == 0)
                        let shown = utf8 || cell.character.isASCII
                        let value = !whole ? 0x20 : shown ? cell.character.value : 0x3F
                        text[count] = wchar_t(bitPattern: value)
                        count += 1
                        coversTwo = wide && whole && shown
                    }
                    column += 1
                    index += 1
                }
                body(style, startX, UnsafeBufferPointer(rebasing: text[0..<count]))
            }
        }
    }
}
