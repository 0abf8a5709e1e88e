import CounterEngine

/// How a board lays one card out: its span and share of the row's width, the columns kept for
/// a threshold mark, and the sizes a counter takes in a card. The board owns one per card.
package struct CardLayout: Sendable, Equatable {
    /// Grid columns the card takes in its board's row (`span:`).
    package var span = 1
    /// The card's share of its row's width (`width:`); nil: its span.
    package var widthWeight: Double?
    /// Columns kept right of the value for a threshold mark (`!`, `!!`) when colours cannot show it.
    package var markColumns = 0

    /// A card `span` grid columns wide, with a share `widthWeight` of its row and `markColumns` kept.
    package init(span: Int = 1, widthWeight: Double? = nil, markColumns: Int = 0) {
        self.span = span
        self.widthWeight = widthWeight
        self.markColumns = markColumns
    }

    /// The card's share of its row's width: its weight, else its span.
    var weight: Double { widthWeight ?? Double(span) }

    /// Rows a card keeps below the value of `counter` for the sparkline.
    static func sparklineRows(of counter: ScreenCounter) -> Int { counter.live.history == nil ? 0 : 1 }

    /// Rows of the sparkline of `counter` drawn in `face` in a card whose content is
    /// `contentRows` tall: the rows left under the number (and a gap under digits), at least
    /// one, at most half the content; 0 without a history.
    static func sparklineRows(of counter: ScreenCounter, with face: CounterView.Face, contentRows: Int) -> Int {
        guard counter.live.history != nil else { return 0 }
        let left = contentRows - counter.view.size(with: face).rows - figureRows(of: counter) - (face.rows > 1 ? 1 : 0)
        return min(max(left, 1), max(contentRows / 2, 1))
    }

    /// The most rows (border included) the card of `counter` can use with its value in `face`,
    /// `columns` wide inside: its body's most (nil: any height), else twice the rows its content
    /// takes (so no card is more than half empty inside; a sparkline takes some of them); a
    /// one-line label, its one row.
    package func maximumRows(of counter: ScreenCounter, with face: CounterView.Face, columns: Int) -> Int? {
        if let body = counter.body {
            guard let rows = body.maximumRows(of: counter, columns: columns) else { return nil }
            return max(rows, body.minimumSize(of: counter).rows) + 2
        }
        let content = contentSize(of: counter, with: face).rows
        // A one-line label cannot be centred in two rows: it keeps its one.
        return (content == 1 ? 1 : 2 * content) + 2
    }

    /// Where `counter`'s number goes in a card's `content` with its value in `face`, and the
    /// rows of its sparkline: the number, its figures and sparkline centred as one block; in
    /// a card too short for them, the number takes what they leave.
    func valueArea(of counter: ScreenCounter, with face: CounterView.Face, in content: Rect) -> (area: Rect, sparklineRows: Int) {
        let spark = Self.sparklineRows(of: counter, with: face, contentRows: content.rows)
        let figures = Self.figureRows(of: counter)
        let number = counter.view.size(with: face).rows
        let block = number + figures + (spark > 0 ? spark + (face.rows > 1 ? 1 : 0) : 0)
        let columns = max(content.columns - reservedMarkColumns(of: counter), 0)
        guard block <= content.rows else {
            return (Rect(x: content.x, y: content.y, columns: columns, rows: max(content.rows - spark - figures, 0)), spark)
        }
        return (Rect(x: content.x, y: content.y + (content.rows - block) / 2, columns: columns, rows: number), spark)
    }

    /// Rows a card keeps below the value of `counter` for a running total's figures (`pid:`): a
    /// gap, the bar and the line of figures.
    static func figureRows(of counter: ScreenCounter) -> Int { counter.live.throughput.map { PipeFigures.rows(for: $0) + 1 } ?? 0 }

    /// Columns kept right of `counter`'s value for a threshold's text mark (` !!`) when colours
    /// cannot show it. (A change's direction, ` ▲`, takes room the card has to spare beside the value.)
    func reservedMarkColumns(of counter: ScreenCounter) -> Int { counter.live.thresholds != nil ? markColumns : 0 }

    /// The size of `counter`'s value drawn in `face` with its mark and sparkline, inside a card's border.
    package func contentSize(of counter: ScreenCounter, with face: CounterView.Face) -> Size {
        if let body = counter.body { return body.minimumSize(of: counter) }
        let value = counter.view.size(with: face)
        return Size(columns: value.columns + reservedMarkColumns(of: counter),
                    rows: value.rows + Self.sparklineRows(of: counter) + Self.figureRows(of: counter))
    }

    /// The size the card of `counter` takes with its value drawn in `face`, inside a border,
    /// with room for its title.
    package func size(of counter: ScreenCounter, with face: CounterView.Face) -> Size {
        size(of: counter, content: contentSize(of: counter, with: face))
    }

    /// The size the card of `counter` takes around `content` (its `contentSize` in `face`).
    func size(of counter: ScreenCounter, content: Size) -> Size {
        let badge = counter.health.badge
        let titleWidth = TextWidth.cells(TextSanitizer.clean(counter.title)) + (badge.isEmpty ? 0 : 2)
        return Size(columns: max(content.columns + 4, titleWidth + 6, 12), rows: content.rows + 2)
    }

    /// The narrowest card that shows `counter`'s value whole, as a label (the title may be cut).
    package func minimumColumns(of counter: ScreenCounter) -> Int { contentSize(of: counter, with: .label).columns + 4 }
}
