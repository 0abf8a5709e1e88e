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
        let content = contentSize(of: counter, with: face)
        let badge = counter.health.badge
        let titleWidth = TextWidth.cells(TextSanitizer.clean(counter.title)) + (badge.isEmpty ? 0 : 2)
        return Size(columns: max(content.columns + 4, titleWidth + 6, 12), rows: content.rows + 2)
    }

    /// The narrowest card that shows `counter`'s value whole, as a label (the title may be cut).
    package func minimumColumns(of counter: ScreenCounter) -> Int { contentSize(of: counter, with: .label).columns + 4 }
}
