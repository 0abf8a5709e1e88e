/// Where each card of a dashboard goes: cards side by side, wrapping into rows to fit the
/// width, every card of a row as tall as the tallest. A pure function of sizes.
public struct DashboardLayout: Sendable, Equatable {
    /// The rectangle of each shown card, in order; cards that do not fit are left out.
    public let cards: [Rect]
    /// How many cards did not fit.
    public let hidden: Int
    /// The row for the "N hidden" note, when there is one.
    public let noteRow: Int?

    /// Columns between two cards.
    public static let gap = 1

    /// - Parameters:
    ///   - sizes: the size each card wants (border included).
    ///   - columns: cards per row, or nil to fit as many as the width allows.
    public init(sizes: [Size], in screen: Size, columns: Int? = nil) {
        guard !sizes.isEmpty, !screen.isEmpty else {
            cards = []
            hidden = sizes.count
            noteRow = sizes.isEmpty || screen.isEmpty ? nil : 0
            return
        }
        let gap = DashboardLayout.gap
        let widest = sizes.map(\.columns).max() ?? 1
        var perRow: Int
        if let forced = columns {
            perRow = max(1, min(forced, sizes.count))
        } else {
            perRow = max(1, min((screen.columns + gap) / (widest + gap), sizes.count))
        }
        // Never narrower than a bordered cell with one column inside.
        perRow = max(1, min(perRow, (screen.columns + gap) / (3 + gap)))
        let cardWidth = max((screen.columns - gap * (perRow - 1)) / perRow, 1)
        let rowCount = (sizes.count + perRow - 1) / perRow
        let rowHeights = (0..<rowCount).map { row in
            sizes[(row * perRow)..<min((row + 1) * perRow, sizes.count)].map(\.rows).max() ?? 1
        }
        // Rows that fit; when some don't, keep a line for the note.
        var shownRows = 0
        var used = 0
        for (i, height) in rowHeights.enumerated() {
            let needsNote = i < rowCount - 1
            let limit = screen.rows - (needsNote ? 1 : 0)
            if used + height <= limit || (i == rowCount - 1 && used + height <= screen.rows) {
                used += height
                shownRows += 1
            } else {
                break
            }
        }
        let shown = min(shownRows * perRow, sizes.count)
        let top = shown == sizes.count ? max((screen.rows - used) / 2, 0) : 0
        var rects: [Rect] = []
        var y = top
        for row in 0..<shownRows {
            for i in (row * perRow)..<min((row + 1) * perRow, sizes.count) {
                let column = i - row * perRow
                rects.append(Rect(x: column * (cardWidth + gap), y: y, columns: cardWidth, rows: rowHeights[row]))
            }
            y += rowHeights[row]
        }
        cards = rects
        hidden = sizes.count - shown
        noteRow = hidden > 0 ? min(y, screen.rows - 1) : nil
    }
}
