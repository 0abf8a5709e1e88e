/// `--tee --inline`: the line kept on the terminal's last row, below a scrolling region that
/// holds every other row (as apt keeps its progress line while dpkg's scripts write to the same
/// terminal). What another program writes there (the next one in the pipe) scrolls above it
/// and never lands on it; the cursor is saved and restored around each frame, so theirs stays
/// where they left it. Only the escape sequences (`MeterRowBytes` for a block of one row):
/// `LineOutput` writes them.
package struct BottomRowLine: Sendable, Equatable {
    /// The row's region while it is set.
    private var region: MeterRegion?
    /// The text on the last row.
    package private(set) var text = ""

    package init() {}

    /// The terminal's rows when the region was set; nil: not set.
    package var rows: Int? { region?.rows }

    /// Fewest rows for a region above the line (two rows and the line).
    package static let fewestRows = 3

    /// The frame showing `text` on a terminal of `rows` rows and `columns` columns (0: not
    /// known): the region set first when it is not (or the terminal's size changed: see
    /// `MeterRowBytes.resized`), then the last row rewritten, cut to the width.
    package mutating func frame(_ text: String, rows: Int, columns: Int = 0) -> String {
        let wanted = MeterRegion(rows: rows, count: 1, columns: columns)
        var bytes = ""
        if region != wanted {
            bytes = MeterRowBytes.setUp(from: region, to: wanted)
            region = wanted
        }
        self.text = text
        return bytes + MeterRowBytes.draw([(0, text)], in: wanted)
    }

    /// Gives the row back: the line erased, the region the whole screen again, and the text
    /// written once more where the other programs left the cursor, ended (the prompt goes below
    /// it). Empty when no region was set.
    package mutating func tearDown() -> String {
        guard let set = region else { return "" }
        region = nil
        return MeterRowBytes.tearDown(set, texts: [text])
    }

    /// Gives the row back for a while (Ctrl-Z): the line erased, the region the whole screen
    /// again, the cursor where it was; the next frame sets them again. Empty when not set.
    package mutating func release() -> String {
        guard let set = region else { return "" }
        region = nil
        return MeterRowBytes.release(set)
    }
}
