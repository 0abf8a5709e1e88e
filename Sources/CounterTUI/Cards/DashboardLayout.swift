/// Where each card of a dashboard goes: cards side by side, wrapping into rows to fit the
/// width (a card may span several columns), every card of a row as tall as the row (the tallest
/// card, grown up to the most its cards can use when told); filling
/// the screen, the rows take its whole width and share its height. A pure function of sizes.
package struct DashboardLayout: Sendable, Equatable {
    /// The rectangle of each shown card, in order; cards that do not fit are left out.
    package let cards: [Rect]
    /// How many cards did not fit.
    package let hidden: Int
    /// Cards in a full row, and the width of each.
    package let perRow: Int
    package let cardWidth: Int
    /// The row for the "N hidden" note, when there is one.
    package let noteRow: Int?
    /// The height of each shown card's row (every card of a row is that tall).
    package let rowHeights: [Int]
    /// Rows from the top of the first row of cards to the bottom of the last.
    package let usedRows: Int

    /// Columns between two cards.
    package static let gap = 1

    /// - Parameters:
    ///   - sizes: the size each card wants (border included).
    ///   - columns: cards per row, or nil to fit as many as the width allows.
    ///   - minimumCardWidth: no card narrower than this unless the screen is (fewer per row).
    ///   - spans: grid columns each card takes (`span:`; default 1 each, at most a row).
    ///   - weights: each card's share of its row's width (`width:`; default its span).
    ///   - fill: the cards fill the screen: every row as wide as the screen (a short last row's
    ///     cards widen), and, when every card is shown, the rows share the height left over.
    ///     Without it rows keep their cards' height and are centred.
    ///   - keepingNoteRow: filling, the last row of the screen is left for a note (cards the
    ///     caller hides).
    ///   - maximumRows: filling, the most rows each card can use (nil: any): a row grows up to
    ///     its tallest card's most and no further, and the rows are centred in the height left.
    ///     Without it (nil) the rows share the whole height.
    package init(sizes: [Size], in screen: Size, columns: Int? = nil, minimumCardWidth: Int = 3,
                spans: [Int] = [], weights: [Double] = [], fill: Bool = false, keepingNoteRow: Bool = false,
                maximumRows: [Int?]? = nil) {
        guard !sizes.isEmpty, !screen.isEmpty else {
            perRow = 0
            cardWidth = 0
            cards = []
            rowHeights = []
            usedRows = 0
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
        // Rows: cards in order, as many as their spans allow.
        var rowsOfCards: [Range<Int>] = []
        var start = 0
        var taken = 0
        for i in sizes.indices {
            let span = min(max(i < spans.count ? spans[i] : 1, 1), inRow)
            if taken + span > inRow, i > start {
                rowsOfCards.append(start..<i)
                start = i
                taken = 0
            }
            taken += span
        }
        rowsOfCards.append(start..<sizes.count)
        var rowHeights = rowsOfCards.map { row in sizes[row].map(\.rows).max() ?? 1 }
        // Rows that fit; when some don't, keep a line for the note.
        let rowCount = rowsOfCards.count
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
        let shown = shownRows == 0 ? 0 : rowsOfCards[shownRows - 1].upperBound
        let height = screen.rows - (keepingNoteRow ? 1 : 0)
        if fill, shown == sizes.count, shownRows > 0, used < height, let limits = maximumRows {
            // The height left over, a row at a time to the rows that can use it.
            let caps = rowsOfCards.prefix(shownRows).map { row in
                row.map { i in i < limits.count ? limits[i] ?? Int.max : Int.max }.max() ?? Int.max
            }
            var extra = height - used
            while extra > 0 {
                let open = (0..<shownRows).filter { rowHeights[$0] < caps[$0] }
                guard !open.isEmpty else { break }
                for row in open.prefix(extra) { rowHeights[row] += 1 }
                extra -= min(open.count, extra)
            }
            used = height - extra
        } else if fill, shown == sizes.count, shownRows > 0, used < height {
            // The height left over, shared by the rows (the first rows take the remainder).
            let extra = height - used
            for row in 0..<shownRows { rowHeights[row] += extra / shownRows + (row < extra % shownRows ? 1 : 0) }
            used = height
        }
        let top = shown == sizes.count ? max((screen.rows - used) / 2, 0) : 0
        var rects: [Rect] = []
        var bands: [Int] = []
        var y = top
        for row in 0..<shownRows {
            let members = rowsOfCards[row]
            let widths: [Int]
            if fill {
                // The row's width shared by weight (default: span), the remainder to the last card.
                let shares = members.map { i -> Double in
                    let span = Double(min(max(i < spans.count ? spans[i] : 1, 1), inRow))
                    let weight = i < weights.count ? weights[i] : span
                    return weight.isFinite && weight > 0 ? weight : span
                }
                let room = max(screen.columns - gap * (members.count - 1), members.count)
                let total = shares.reduce(0, +)
                var cut = shares.map { max(Int(Double(room) * $0 / total), 1) }
                let excess = cut.reduce(0, +) - room
                if excess > 0 {
                    // Rounding up to one column each overshot: take it back from the widest.
                    for _ in 0..<excess { if let w = cut.indices.max(by: { cut[$0] < cut[$1] }), cut[w] > 1 { cut[w] -= 1 } }
                } else if excess < 0 {
                    cut[cut.count - 1] -= excess
                }
                widths = cut
            } else {
                widths = members.map { i in
                    let span = min(max(i < spans.count ? spans[i] : 1, 1), inRow)
                    return cardWidth * span + gap * (span - 1)
                }
            }
            var x = 0
            for k in 0..<members.count {
                let width = min(widths[k], max(screen.columns - x, 0))
                // Every card of a row is the row's height (its content is centred in it).
                rects.append(Rect(x: x, y: y, columns: width, rows: rowHeights[row]))
                bands.append(rowHeights[row])
                x += widths[k] + gap
            }
            y += rowHeights[row]
        }
        cards = rects
        self.rowHeights = bands
        usedRows = y - top
        hidden = sizes.count - shown
        noteRow = hidden > 0 ? min(y, screen.rows - 1) : nil
    }
}
