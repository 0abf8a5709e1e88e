/// A counter's value drawn as a plain label in a frame, and where: what a scene needs to redraw
/// only that row when the text or the style changes (the rest of the frame stays as it is).
struct DrawnLabel {
    /// The area the counter was drawn in; the label's row of it holds nothing else.
    var area: Rect
    var row: Int
    var right: Int
    var style: CellStyle
    /// The text on screen.
    var text: String
    /// The theme the value was drawn in (its style at a later time comes from it).
    var theme: Theme

    /// What a frame of labels was drawn for: the frame's size, the status line and the scene's
    /// version (its count of changes). A frame drawn for anything else cannot be updated in place.
    struct Frame: Equatable {
        var size: Size
        var status: String
        var version: Int
    }

    /// Blanks the label's row of the area and draws `text` there in `style` (cut with `ellipsis`
    /// when the area is too narrow), marking the row.
    func redraw(_ text: String, style: CellStyle? = nil, ellipsis: String, into buffer: inout Buffer,
                damage: inout Damage) {
        buffer.fillRow(row, from: area.x, count: area.columns, with: .blank, clip: area)
        CounterView.drawLabel(text, row: row, right: right, in: area, style: style ?? self.style, ellipsis: ellipsis,
                              into: &buffer)
        damage.mark(row: row, from: area.x, to: area.maxX)
    }
}
