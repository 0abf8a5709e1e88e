import CounterEngine

/// A number drawn as a one-row label: right-aligned on a column, or cut with an ellipsis when
/// the area is narrower than it (the counter view's label face, and a label updated in place).
enum LabelLine {
    /// Draws `text` on row `y` of `area`, ending on column `right` (moved only to stay in
    /// `area`); too narrow for it, its start and `ellipsis`.
    static func draw(_ text: String, row y: Int, right: Int, in area: Rect, style: CellStyle, ellipsis: String,
                     into buffer: inout Buffer) {
        let width = TextWidth.cells(text)
        if width <= area.columns {
            buffer.put(text, at: Point(x: max(min(right, area.maxX) - width, area.x), y: y), style: style, clip: area)
        } else {
            // Too narrow for the number: show its start and mark the cut.
            let cut = String(text.prefix(max(area.columns - 1, 0))) + ellipsis
            buffer.put(cut, at: Point(x: area.x, y: y), style: style, clip: area)
        }
    }
}
