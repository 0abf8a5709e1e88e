import CounterEngine

/// The escape sequences of the rows meters keep at the bottom of a terminal, below a scrolling
/// region that holds what the other programs print (`--tee --inline`; several meters share the
/// block, one row each). For a block of one row these are exactly the bytes of `BottomRowLine`.
package enum MeterRowBytes {
    /// Sets the block to `new`, from `old` (nil: no region set): the rows below the cursor made
    /// (lines above scrolled up when the cursor is near the bottom), the scrolling region set
    /// above the block. The cursor stays where the other programs left it, moved up with the
    /// text it is on when the block grows over it. After a resize (`old` of another size), see
    /// `resized`.
    package static func setUp(from old: MeterRegion?, to new: MeterRegion) -> String {
        guard let old else { return claim(new.count, regionBottom: new.regionBottom) }
        guard old.rows == new.rows, old.columns == new.columns else { return resized(new) }
        let bottom = old.regionBottom
        if new.regionBottom < bottom {
            return claim(bottom - new.regionBottom, regionBottom: new.regionBottom)
        }
        // The block shrank (a meter gone): the rows it gives up (its top ones) are erased for the others.
        let freed = min(new.regionBottom - bottom, old.count)
        let erase = (0..<max(freed, 0)).map { move(to: $0, of: old.count) + "\u{1b}[2K" }.joined()
        return "\u{1b}7" + erase + "\u{1b}[1;\(new.regionBottom)r\u{1b}8"
    }

    /// `rows` rows taken below the cursor: indexes first (IND: a line feed that keeps the
    /// column), so that a cursor near the bottom is scrolled up into the region (elsewhere it
    /// goes down and back up); setting the region homes the cursor: saved and restored around.
    private static func claim(_ rows: Int, regionBottom: Int) -> String {
        String(repeating: "\u{1b}D", count: rows) + "\u{1b}7\u{1b}[1;\(regionBottom)r\u{1b}8\u{1b}[\(rows)A"
    }

    /// The block set on a terminal whose size changed: where the terminal moved the old rows
    /// is its own choice (a narrower one wraps them, a shorter one drops lines or pushes them
    /// to its history, a taller one pulls them back), but they are still below the cursor, as
    /// every row the meters drew is (a frame drawn for the old size, in flight while the
    /// terminal changed, lands on its last row: at worst on the cursor's line, right of the
    /// cursor). So: the region the whole screen (a resize resets it on most terminals), the
    /// block's rows made below the cursor, everything from the cursor on erased (its line with
    /// EL, the rest from the next line down with ED: an ED from the top left corner is a clear
    /// screen, which tmux keeps in its history), the region set again.
    package static func resized(_ new: MeterRegion) -> String {
        "\u{1b}7\u{1b}[r\u{1b}8" + String(repeating: "\u{1b}D", count: new.count) + "\u{1b}[\(new.count)A"
            + "\u{1b}[K\u{1b}7\u{1b}[1B\r\u{1b}[J\u{1b}[1;\(new.regionBottom)r\u{1b}8"
    }

    /// Writes `lines` (the index of a meter row, its text) on their rows of `region`, each cut to
    /// the region's width; the cursor saved and restored around, so the others' stays where
    /// they left it.
    package static func draw(_ lines: [(index: Int, text: String)], in region: MeterRegion) -> String {
        guard !lines.isEmpty else { return "" }
        return "\u{1b}7" + lines.map { move(to: $0.index, of: region.count) + fitted($0.text, columns: region.columns) + "\u{1b}[K" }.joined()
            + "\u{1b}8"
    }

    /// The cursor on row `index` of a block of `count` rows at the bottom: to the last row (a
    /// row past the end is the last), then up. Where it lands does not depend on the height the
    /// frame was made for: a frame still on its way while the terminal is resized lands on the
    /// block's rows, never on the others' lines (a taller terminal has pulled those down from
    /// its history to where the block was).
    package static func move(to index: Int, of count: Int) -> String {
        let up = count - 1 - index
        return "\u{1b}[9999;1H" + (up > 0 ? "\u{1b}[\(up)A" : "")
    }

    /// `text` cut to fewer cells than `columns` (the last column left free: a row that fills it
    /// wraps on some terminals); as is when the width is not known (0).
    package static func fitted(_ text: String, columns: Int) -> String {
        guard columns > 1, TextWidth.cells(text) > columns - 1 else { return text }
        var cut = ""
        var used = 0
        for character in text {
            let width = TextWidth.cells(String(character))
            if used + width > columns - 1 { break }
            cut.append(character)
            used += width
        }
        return cut
    }

    /// Gives the rows back: erased, the region the whole screen again, the cursor where it was.
    package static func release(_ region: MeterRegion) -> String {
        let count = max(0, min(region.count, region.rows))
        return "\u{1b}7" + (0..<count).map { move(to: $0, of: count) + "\u{1b}[2K" }.joined() + "\u{1b}[r\u{1b}8"
    }

    /// Gives the rows back for good, and writes each meter's last text on a line of its own
    /// where the others left the cursor (the prompt goes below them), the rest of the line
    /// erased (a row left behind by a resize is not mixed into it).
    package static func tearDown(_ region: MeterRegion?, texts: [String]) -> String {
        let released = region.map(release) ?? ""
        return released + texts.map { "\r" + fitted($0, columns: region?.columns ?? 0) + "\u{1b}[K\n" }.joined()
    }
}
