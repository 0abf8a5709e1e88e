/// The pixel face: `PixelGlyphs` scaled by a whole factor and drawn with half blocks
/// (`▀ ▄ █`, two pixels a cell vertically), or with `#` for terminals without UTF-8.
///
/// A pixel is one column wide and half a row tall, about square in most terminal fonts. At
/// scale s a glyph is 7·s pixels tall: 4, 7, 11, 14… rows. A rolling wheel moves by pixels,
/// two positions per row (one per row in ASCII, where a cell cannot be half filled).
package struct PixelFace: DigitFace, Equatable {
    /// Pixels (columns, and half rows) per bitmap pixel.
    package let scale: Int
    /// Draws `#` instead of half blocks (whole cells only, so only even scales are offered).
    package let ascii: Bool

    package init(scale: Int, ascii: Bool = false) {
        self.scale = max(scale, 1)
        self.ascii = ascii
    }

    /// Rows of a glyph at `scale`.
    package static func rows(scale: Int) -> Int { (PixelGlyphs.height * scale + 1) / 2 }

    package var name: String { ascii ? "ascii-pixel" : "pixel" }
    package var height: Int { Self.rows(scale: scale) }
    package var spacing: Int { scale }
    package var ellipsis: String { ascii ? "~" : "…" }

    package func glyphColumns(_ character: Character) -> Int? {
        PixelGlyphs.table[character].map { $0.width * scale }
    }

    package func drawGlyph(_ character: Character, at origin: Point, style: CellStyle, clip: Rect, into buffer: inout Buffer) {
        guard let bitmap = PixelGlyphs.table[character] else { return }
        let scale = self.scale
        fill(columns: bitmap.width * scale, at: origin, style: style, clip: clip, into: &buffer) { column, halfRow in
            bitmap.isOn(x: column / scale, y: halfRow / scale)
        }
    }

    package func drawWheel(position: Double, blankZero: Bool, faces: Int, at origin: Point, style: CellStyle, clip: Rect,
                          into buffer: inout Buffer) {
        // One face of the strip is a glyph's window, 2·rows half rows: the glyph, then blank.
        let period = 2 * height
        let pixels = PixelGlyphs.height * scale
        let scale = self.scale
        var top = Self.stripOffset(position: position, period: period, faces: faces)
        if ascii { top -= top % 2 }
        let length = Self.stripFaces(faces) * period
        fill(columns: wheelColumns, at: origin, style: style, clip: clip, into: &buffer) { column, halfRow in
            let row = (top + halfRow) % length
            let digit = row / period
            let inFace = row % period
            guard inFace < pixels, !(blankZero && digit == 0) else { return false }
            return PixelGlyphs.digits[digit].isOn(x: column / scale, y: inFace / scale)
        }
    }

    /// Fills `columns` × `height` cells from `origin`, asking `isOn(column, halfRow)` for the two
    /// pixels of each cell (half row 2·r on top, 2·r + 1 below).
    private func fill(columns: Int, at origin: Point, style: CellStyle, clip: Rect, into buffer: inout Buffer,
                      _ isOn: (Int, Int) -> Bool) {
        let top = max(origin.y, clip.y)
        let bottom = min(origin.y + height, clip.maxY)
        let left = max(origin.x, clip.x)
        let right = min(origin.x + columns, clip.maxX)
        guard top < bottom, left < right else { return }
        for y in top..<bottom {
            let halfRow = 2 * (y - origin.y)
            for x in left..<right {
                let column = x - origin.x
                let cell: Unicode.Scalar
                switch (isOn(column, halfRow), isOn(column, halfRow + 1)) {
                case (true, true): cell = ascii ? "#" : "█"
                case (true, false): cell = ascii ? "#" : "▀"
                case (false, true): cell = ascii ? "#" : "▄"
                case (false, false): cell = " "
                }
                buffer.set(Cell(cell, style: style), x: x, y: y)
            }
        }
    }
}
