/// A border drawn round a counter's number and title (a clock's `--box`, as `tty-clock -x`),
/// one row above and below, two columns either side, kept inside the counter's area.
enum ValueBox {
    /// Draws `border` round what `view` draws in `area` with `face`.
    static func draw(_ border: BorderSet, around view: CounterView, in area: Rect, face: CounterView.Face, theme: Theme,
                     into buffer: inout Buffer) {
        let place = view.placement(in: area, face: face)
        let columns = view.numberColumns(face, of: view.anchor)
        var top = place.row
        var bottom = place.row + face.rows
        var left = place.right - columns
        var right = place.right
        if let title = place.title {
            top = min(top, title.y)
            bottom = max(bottom, title.y + 1)
            left = min(left, title.x)
            right = max(right, title.x + TextWidth.cells(view.title))
        }
        let x0 = max(left - 2, area.x), y0 = max(top - 1, area.y)
        let x1 = min(right + 2, area.maxX), y1 = min(bottom + 1, area.maxY)
        guard x1 - x0 >= 2, y1 - y0 >= 2 else { return }
        Panel(title: "", borders: border, theme: theme).render(in: Rect(x: x0, y: y0, columns: x1 - x0, rows: y1 - y0),
                                                              into: &buffer)
    }
}
