/// A counter's value drawn as a label in a frame, and where: what a scene needs to redraw only
/// that row when the text changes (the rest of the frame stays as it is).
struct DrawnLabel {
    /// The frame's size and status line, and the scene's display version, it was drawn for.
    var size: Size
    var status: String
    var version: Int
    /// The area the counter was drawn in; the label's row of it holds nothing else.
    var area: Rect
    var row: Int
    var right: Int
    var style: CellStyle
    /// The text on screen.
    var text: String

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
