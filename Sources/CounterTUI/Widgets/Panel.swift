import CounterEngine

/// A card: a border with a title in its top edge and an optional note in its bottom edge
/// (`no value yet`, `stale 12s`) around a content area.
package struct Panel: Widget, Sendable {
    package var title: String
    package var borders: BorderSet
    /// A mark after the title (`!` when a live source failed), drawn bold.
    package var badge: String
    /// A note in the bottom edge, in the status style: why the card has no value, or how old it is.
    package var note: String
    /// The styles of the border, the title and the badge.
    package var theme: Theme

    package init(title: String, borders: BorderSet, badge: String = "", note: String = "", theme: Theme = .monochrome) {
        self.title = TextSanitizer.clean(title, maximumLength: 200)
        self.borders = borders
        self.badge = badge
        self.note = TextSanitizer.clean(note, maximumLength: 200)
        self.theme = theme
    }

    /// The content area inside `rect` (one cell of border on each side, one column of padding).
    package static func content(of rect: Rect) -> Rect {
        Rect(x: rect.x + 2, y: rect.y + 1, columns: max(rect.columns - 4, 0), rows: max(rect.rows - 2, 0))
    }

    /// Draws the border and title around `rect`'s edge, clipped to it; the content area
    /// inside is left as it was.
    package func render(in rect: Rect, into buffer: inout Buffer) {
        guard rect.columns >= 2, rect.rows >= 2 else {
            buffer.fill(rect, with: .blank)
            return
        }
        let border = theme.style(.border)
        let b = borders
        func cell(_ c: Unicode.Scalar) -> Cell { Cell(c, style: border) }
        let top = rect.y
        let bottom = rect.maxY - 1
        buffer.fillRow(top, from: rect.x + 1, count: rect.columns - 2, with: cell(b.horizontal), clip: rect)
        buffer.fillRow(bottom, from: rect.x + 1, count: rect.columns - 2, with: cell(b.horizontal), clip: rect)
        buffer.set(cell(b.topLeft), x: rect.x, y: top, clip: rect)
        buffer.set(cell(b.topRight), x: rect.maxX - 1, y: top, clip: rect)
        buffer.set(cell(b.bottomLeft), x: rect.x, y: bottom, clip: rect)
        buffer.set(cell(b.bottomRight), x: rect.maxX - 1, y: bottom, clip: rect)
        for y in (top + 1)..<bottom {
            buffer.set(cell(b.vertical), x: rect.x, y: y, clip: rect)
            buffer.set(cell(b.vertical), x: rect.maxX - 1, y: y, clip: rect)
        }
        let room = rect.columns - 4
        // " note " on the bottom edge, cut to fit.
        if room >= 3, !note.isEmpty {
            let text = Self.cut(note, to: room - 2, ellipsis: b == .ascii ? "~" : "…")
            buffer.put(" " + text + " ", at: Point(x: rect.x + 2, y: bottom), style: theme.style(.status), clip: rect)
        }
        // " Title " on the top edge, cut with an ellipsis when the card is narrow.
        guard room >= 1, !(title.isEmpty && badge.isEmpty) else { return }
        var text = title
        let badgeWidth = badge.isEmpty ? 0 : TextWidth.cells(badge) + 1
        let titleRoom = max(room - 2 - badgeWidth, 0)
        if TextWidth.cells(text) > titleRoom {
            var cut = ""
            for c in text {
                if TextWidth.cells(cut + String(c)) >= titleRoom { break }
                cut.append(c)
            }
            text = titleRoom > 0 ? cut + (b == .ascii ? "~" : "…") : ""
        }
        var x = rect.x + 2
        x += buffer.put(" " + text, at: Point(x: x, y: rect.y), style: theme.style(.title), clip: rect)
        if !badge.isEmpty {
            // Bold, not a colour: red means critical and the flash's colours mean a change.
            x += buffer.put(" " + badge, at: Point(x: x, y: rect.y), style: theme.style(.title), clip: rect)
        }
        buffer.put(" ", at: Point(x: x, y: rect.y), style: theme.style(.title), clip: rect)
    }

    /// `text` cut to `width` cells, with `ellipsis` at the end when it was cut.
    static func cut(_ text: String, to width: Int, ellipsis: String) -> String {
        guard TextWidth.cells(text) > width else { return text }
        var cut = ""
        for c in text {
            if TextWidth.cells(cut + String(c)) >= width { break }
            cut.append(c)
        }
        return cut + ellipsis
    }
}
