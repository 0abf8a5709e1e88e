import CounterEngine

extension CounterCell {
    /// Rows a card keeps below the value for the sparkline.
    public var sparklineRows: Int { live.history == nil ? 0 : 1 }

    /// The size of the value drawn in `face` with its mark and sparkline, inside a card's border.
    public func contentSize(with face: CounterView.Face) -> Size {
        let value = view.size(with: face)
        let marks = reservedMarkColumns
        return Size(columns: value.columns + marks, rows: value.rows + sparklineRows)
    }

    /// The size the card takes with its value drawn in `face`, inside a border, with room for its title.
    public func size(with face: CounterView.Face) -> Size {
        let content = contentSize(with: face)
        let titleWidth = TextWidth.cells(TextSanitizer.clean(title)) + (badge.isEmpty ? 0 : 2)
        return Size(columns: max(content.columns + 4, titleWidth + 6, 12), rows: content.rows + 2)
    }

    /// The narrowest card that shows the value whole, as a label (the title may be cut).
    public var minimumColumns: Int { contentSize(with: .label).columns + 4 }

    /// Columns kept right of the value for a threshold's text mark (` !!`) when colours cannot
    /// show it. (A change's direction, ` ▲`, takes room the card has to spare beside the value.)
    var reservedMarkColumns: Int { live.thresholds != nil ? markColumns : 0 }
}
