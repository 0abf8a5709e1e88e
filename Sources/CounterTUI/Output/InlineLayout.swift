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
    /// The label is a meter's name (`--name`): kept whole and the figures cut first, so the
    /// meters of a pipeline are told apart on a narrow terminal.
    package var keepsLabel = false

    package init(label: String = "", startColumn: Int = 0, columns: Int = 80, ellipsis: String = "…", keepsLabel: Bool = false) {
        self.label = label
        self.startColumn = max(startColumn, 0)
        self.columns = max(columns, 1)
        self.ellipsis = ellipsis
        self.keepsLabel = keepsLabel
    }

    /// Cells of figures a name leaves at the least (`1,2…`): a name wider than the room but
    /// these is cut too.
    package static let fewestFigureCells = 4

    /// The layout on a row of its own of a terminal `columns` wide (a meter kept on a bottom
    /// row: the width read again at each frame).
    package func onOwnRow(columns: Int) -> InlineLayout {
        var layout = self
        layout.startColumn = 0
        layout.columns = max(columns, 1)
        return layout
    }

    /// Cells the text may take: up to the last column but one, so the terminal never wraps
    /// (a wrap on the last line scrolls it).
    package var room: Int { max(columns - startColumn - 1, 1) }

    /// `label` and `value`, or `value` alone when both do not fit but it does, or both cut to
    /// `room` cells with the ellipsis.
    package func line(_ value: String) -> String {
        let text = label + value
        guard TextWidth.cells(text) > room else { return text }
        if keepsLabel, room > Self.fewestFigureCells {
            // A name tells the meters apart: the figures give way first, down to a few cells.
            let name = TextWidth.cells(label) <= room - Self.fewestFigureCells ? label : cut(label, to: room - Self.fewestFigureCells)
            return name + cut(value, to: room - TextWidth.cells(name))
        }
        // The number matters more than its title: the title gives way first.
        if TextWidth.cells(value) <= room { return value }
        return cut(text, to: room)
    }

    /// `text` in at most `cells` cells: as is when it fits, else cut with the ellipsis.
    private func cut(_ text: String, to cells: Int) -> String {
        guard TextWidth.cells(text) > cells else { return text }
        var cut = ""
        var used = 0
        let limit = cells - TextWidth.cells(ellipsis)
        for character in text {
            let width = TextWidth.cells(String(character))
            if used + width > limit { break }
            cut.append(character)
            used += width
        }
        return cut + ellipsis
    }
}
