/// `--tee --inline`: the line kept on the terminal's last row, below a scrolling region that
/// holds every other row (as apt keeps its progress line while dpkg's scripts write to the same
/// terminal). What another program writes there (the next one in the pipe) scrolls above it
/// and never lands on it; the cursor is saved and restored around each frame, so theirs stays
/// where they left it. Only the escape sequences: `LineOutput` writes them.
package struct BottomRowLine: Sendable, Equatable {
    /// The terminal's rows when the region was set; nil: not set.
    package private(set) var rows: Int?
    /// The text on the last row.
    package private(set) var text = ""

    package init() {}

    /// Fewest rows for a region above the line (two rows and the line).
    package static let fewestRows = 3

    /// The frame showing `text` on a terminal of `rows` rows: the region set first when it is
    /// not (or the terminal's height changed), then the last row rewritten.
    package mutating func frame(_ text: String, rows: Int) -> String {
        var bytes = ""
        if let old = self.rows, old < rows {
            // The terminal grew: the row the line was on is now one of the others' (it keeps its
            // place from the top): erased, so no copy of the line stays behind.
            bytes += "\u{1b}7\u{1b}[\(old);1H\u{1b}[2K\u{1b}8"
        }
        if self.rows != rows {
            // An index first (IND: a line feed that keeps the column), so that a cursor on the
            // last row is scrolled up into the region (on another row it goes down and back
            // up); setting the region homes the cursor: saved and restored around it.
            bytes += "\u{1b}D\u{1b}7\u{1b}[1;\(rows - 1)r\u{1b}8\u{1b}[1A"
            self.rows = rows
        }
        self.text = text
        return bytes + "\u{1b}7\u{1b}[\(rows);1H" + text + "\u{1b}[K\u{1b}8"
    }

    /// Gives the row back: the line erased, the region the whole screen again, and the text
    /// written once more where the other programs left the cursor, ended (the prompt goes below
    /// it). Empty when no region was set.
    package mutating func tearDown() -> String {
        guard rows != nil else { return "" }
        return release() + "\r" + text + "\n"
    }

    /// Gives the row back for a while (Ctrl-Z): the line erased, the region the whole screen
    /// again, the cursor where it was; the next frame sets them again. Empty when not set.
    package mutating func release() -> String {
        guard let rows else { return "" }
        self.rows = nil
        return "\u{1b}7\u{1b}[\(rows);1H\u{1b}[2K\u{1b}[r\u{1b}8"
    }
}
