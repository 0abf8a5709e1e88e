import CounterEngine

/// A counter's value drawn as a plain label in a frame, where, and what it needs to follow the
/// value on its own: a frame updated in place redraws only this row when the text or the style
/// changes (the rest of the frame stays as it is). Anything that would change more than that (a
/// new target, a sample, a resize) makes the next frame a whole one, so the model and trend it
/// keeps hold until then.
struct DrawnLabel {
    /// The area the counter was drawn in; the label's row of it holds nothing else.
    var area: Rect
    var row: Int
    var right: Int
    var style: CellStyle
    /// The text on screen.
    var text: String
    /// The counter's model as drawn: its value and text at any later time.
    var model: CounterModel
    /// Marks a value cut to fit the area.
    var ellipsis: String
    /// The colour of the last change of target, if any (a card's).
    var trend: Trend?
    /// The theme the value was drawn in (the trend's colours come from it).
    var theme: Theme

    /// What a frame of labels was drawn for: the frame's size, the status line and the scene's
    /// version (its count of changes). A frame drawn for anything else cannot be updated in place.
    struct Frame: Equatable {
        var size: Size
        var status: String
        var version: Int
    }

    /// Brings the label to the value at `time`: its row is redrawn (and marked in `damage`) only
    /// when the text or its style changed.
    mutating func update(at time: Double, into buffer: inout Buffer, damage: inout Damage) {
        let text = model.display.text(for: model.value(at: time), settled: model.isSettled(at: time))
        let style = trend.map { $0.style(at: time, theme: theme) ?? theme.style(.value) } ?? self.style
        if text == self.text, style == self.style { return }
        buffer.fillRow(row, from: area.x, count: area.columns, with: .blank, clip: area)
        LabelLine.draw(text, row: row, right: right, in: area, style: style, ellipsis: ellipsis, into: &buffer)
        damage.mark(row: row, from: area.x, to: area.maxX)
        self.text = text
        self.style = style
    }
}
