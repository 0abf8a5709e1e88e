import CounterEngine

/// The one-line status at the bottom of the screen (skipped input, a failing command).
package struct StatusLine: Widget, Sendable {
    package var text: String
    package var theme: Theme

    package init(_ text: String, theme: Theme) {
        self.text = text
        self.theme = theme
    }

    /// Draws the text, made inert, on the last row of `area`.
    package func render(in area: Rect, into buffer: inout Buffer) {
        guard !text.isEmpty, area.rows > 0 else { return }
        buffer.put(TextSanitizer.clean(text, maximumLength: 500), at: Point(x: area.x, y: area.maxY - 1),
                   style: theme.style(.status), clip: area)
    }

    /// Draws `text` on the last row of the buffer and returns the area above it; with no text,
    /// the whole buffer. A screen of one row keeps it for the content.
    package static func draw(_ text: String, theme: Theme, into buffer: inout Buffer) -> Rect {
        guard !text.isEmpty, buffer.size.rows >= 2 else { return buffer.bounds }
        StatusLine(text, theme: theme).render(in: buffer.bounds, into: &buffer)
        return Rect(x: 0, y: 0, columns: buffer.size.columns, rows: buffer.size.rows - 1)
    }
}
