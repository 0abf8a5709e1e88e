/// Where each card of a dashboard goes: cards side by side, wrapping into rows to fit the
/// width, every card of a row as tall as the tallest. A pure function of sizes.
public struct DashboardLayout: Sendable, Equatable {
    /// The rectangle of each shown card, in order; cards that do not fit are left out.
    public let cards: [Rect]
    /// How many cards did not fit.
    public let hidden: Int
    /// Cards in a full row, and the width of each.
    public let perRow: Int
    public let cardWidth: Int
    /// The row for the "N hidden" note, when there is one.
    public let noteRow: Int?

    /// Columns between two cards.
    public static let gap = 1

    /// - Parameters:
    ///   - sizes: the size each card wants (border included).
    ///   - columns: cards per row, or nil to fit as many as the width allows.
    ///   - minimumCardWidth: no card narrower than this unless the screen is (fewer per row).
    public init(sizes: [Size], in screen: Size, columns: Int? = nil, minimumCardWidth: Int = 3) {
        guard !sizes.isEmpty, !screen.isEmpty else {
            perRow = 0
            cardWidth = 0
            cards = []
            hidden = sizes.count
            noteRow = sizes.isEmpty || screen.isEmpty ? nil : 0
            return
        }
        let gap = DashboardLayout.gap
        let widest = sizes.map(\.columns).max() ?? 1
        var inRow: Int
        if let forced = columns {
            inRow = max(1, min(forced, sizes.count))
        } else {
            inRow = max(1, min((screen.columns + gap) / (widest + gap), sizes.count))
        }
        // Never narrower than a bordered cell with one column inside.
        inRow = max(1, min(inRow, (screen.columns + gap) / (max(minimumCardWidth, 3) + gap)))
        let cardWidth = max((screen.columns - gap * (inRow - 1)) / inRow, 1)
        self.cardWidth = cardWidth
        self.perRow = inRow
        let rowCount = (sizes.count + inRow - 1) / inRow
        let rowHeights = (0..<rowCount).map { row in
            sizes[(row * inRow)..<min((row + 1) * inRow, sizes.count)].map(\.rows).max() ?? 1
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
        let shown = min(shownRows * inRow, sizes.count)
        let top = shown == sizes.count ? max((screen.rows - used) / 2, 0) : 0
        var rects: [Rect] = []
        var y = top
        for row in 0..<shownRows {
            for i in (row * inRow)..<min((row + 1) * inRow, sizes.count) {
                let column = i - row * inRow
                rects.append(Rect(x: column * (cardWidth + gap), y: y, columns: cardWidth, rows: rowHeights[row]))
            }
            y += rowHeights[row]
        }
        cards = rects
        hidden = sizes.count - shown
        noteRow = hidden > 0 ? min(y, screen.rows - 1) : nil
    }
}
