#if canImport(Glibc)
import Glibc
#endif

/// Cuts a stretch of cells into runs of one style, as the wide characters a curses call
/// writes at once (continuation cells left out; beyond ASCII a `?` when the locale is not UTF-8,
/// since ncurses would drop those characters silently).
enum StyledRuns {
    /// Calls `body(style, column, characters)` for each run of equal style in `cells`, which
    /// start at column `x`.
    static func forEach(in cells: UnsafeBufferPointer<Cell>, x: Int, utf8: Bool,
                        _ body: (CellStyle, Int, UnsafeBufferPointer<wchar_t>) -> Void) {
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: max(cells.count, 1)) { text in
            var index = 0
            var column = x
            while index < cells.count {
                let style = cells[index].style
                let startX = column
                var count = 0
                while index < cells.count, cells[index].style == style {
                    let cell = cells[index]
                    if cell.width > 0 {
                        let value = utf8 || cell.character.isASCII ? cell.character.value : 0x3F
                        text[count] = wchar_t(bitPattern: value)
                        count += 1
                    }
                    column += 1
                    index += 1
                }
                body(style, startX, UnsafeBufferPointer(rebasing: text[0..<count]))
            }
        }
    }
}
