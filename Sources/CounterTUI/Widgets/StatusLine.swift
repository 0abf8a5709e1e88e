import CounterEngine

/// The one-line status at the bottom of the screen (skipped input, a failing command).
public enum StatusLine {
    /// Draws `text` (made inert) on the last row and returns the area above it; with no text,
    /// the whole buffer. A screen of one row keeps it for the content.
    public static func draw(_ text: String, theme: Theme, into buffer: inout Buffer) -> Rect {
        guard !text.isEmpty, buffer.size.rows >= 2 else { return buffer.bounds }
        let row = buffer.size.rows - 1
        buffer.put(TextSanitizer.clean(text, maximumLength: 500), at: Point(x: 0, y: row), style: theme.style(.status))
        return Rect(x: 0, y: 0, columns: buffer.size.columns, rows: row)
    }
}
