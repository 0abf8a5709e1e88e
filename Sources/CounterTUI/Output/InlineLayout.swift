import CounterEngine

/// Where `--inline` draws: from the column the cursor was at, in the room left on that line.
package struct InlineLayout: Sendable, Equatable {
    /// Shown before the value (`Title: `).
    package var label: String
    /// The cursor's column when the program started (0-based).
    package var startColumn: Int
    /// The terminal's width.
    package var columns: Int
    /// Marks a value cut to fit.
    package var ellipsis: String

    package init(label: String = "", startColumn: Int = 0, columns: Int = 80, ellipsis: String = "…") {
        self.label = label
        self.startColumn = max(startColumn, 0)
        self.columns = max(columns, 1)
        self.ellipsis = ellipsis
    }

    /// Cells the text may take: up to the last column but one, so the terminal never wraps
    /// (a wrap on the last line scrolls it).
    package var room: Int { max(columns - startColumn - 1, 1) }

    /// `label` and `value`, or `value` alone when both do not fit but it does, or both cut to
    /// `room` cells with the ellipsis.
    package func line(_ value: String) -> String {
        let text = label + value
        guard TextWidth.cells(text) > room else { return text }
        // The number matters more than its title: the title gives way first.
        if TextWidth.cells(value) <= room { return value }
        var cut = ""
        var used = 0
        let limit = room - TextWidth.cells(ellipsis)
        for character in text {
            let width = TextWidth.cells(String(character))
            if used + width > limit { break }
            cut.append(character)
            used += width
        }
        return cut + ellipsis
    }
}
