/// The escape sequences of the rows meters keep at the bottom of a terminal, below a scrolling
/// region that holds what the other programs print (`--tee --inline`; several meters share the
/// block, one row each). For a block of one row these are exactly the bytes of `BottomRowLine`.
package enum MeterRowBytes {
    /// Sets the block to `new`, from `old` (nil: no region set): rows freed or left behind by a
    /// resize erased, the scrolling region set above the block. The cursor stays where the other
    /// programs left it, moved up with the text it is on when the block grows over it.
    package static func setUp(from old: MeterRegion?, to new: MeterRegion) -> String {
        var bytes = ""
        // The region's bottom row in effect now (after a resize the terminal's is not known:
        // taken as the whole screen, as a region is set from scratch then).
        var bottom = new.rows
        if let old, old.rows == new.rows {
            bottom = old.regionBottom
        } else if let old, old.rows < new.rows {
            // The terminal grew: the old rows are now the others' (they keep their place from
            // the top): erased, so no copy of a line stays behind.
            bytes += "\u{1b}7" + (0..<old.count).map { "\u{1b}[\(old.row($0));1H\u{1b}[2K" }.joined() + "\u{1b}8"
        }
        if new.regionBottom < bottom {
            // Indexes first (IND: a line feed that keeps the column), so that a cursor near the
            // bottom is scrolled up into the region (elsewhere it goes down and back up);
            // setting the region homes the cursor: saved and restored around it.
            let grow = bottom - new.regionBottom
            bytes += String(repeating: "\u{1b}D", count: grow)
            bytes += "\u{1b}7\u{1b}[1;\(new.regionBottom)r\u{1b}8\u{1b}[\(grow)A"
        } else {
            // The block shrank (a meter gone): the rows it gives up are erased for the others.
            let freed = (new.regionBottom - bottom)
            let erase = (0..<freed).map { "\u{1b}[\(bottom + 1 + $0);1H\u{1b}[2K" }.joined()
            bytes += "\u{1b}7" + erase + "\u{1b}[1;\(new.regionBottom)r\u{1b}8"
        }
        return bytes
    }

    /// Writes `lines` (the index of a meter row, its text) on their rows of `region`; the
    /// cursor saved and restored around, so the others' stays where they left it.
    package static func draw(_ lines: [(index: Int, text: String)], in region: MeterRegion) -> String {
        guard !lines.isEmpty else { return "" }
        return "\u{1b}7" + lines.map { "\u{1b}[\(region.row($0.index));1H" + $0.text + "\u{1b}[K" }.joined() + "\u{1b}8"
    }

    /// Gives the rows back: erased, the region the whole screen again, the cursor where it was.
    package static func release(_ region: MeterRegion) -> String {
        "\u{1b}7" + (0..<region.count).map { "\u{1b}[\(region.row($0));1H\u{1b}[2K" }.joined() + "\u{1b}[r\u{1b}8"
    }

    /// Gives the rows back for good, and writes each meter's last text on a line of its own
    /// where the others left the cursor (the prompt goes below them).
    package static func tearDown(_ region: MeterRegion?, texts: [String]) -> String {
        let released = region.map(release) ?? ""
        return released + texts.map { "\r" + $0 + "\n" }.joined()
    }
}
