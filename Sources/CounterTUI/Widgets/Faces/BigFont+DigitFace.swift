/// The three-row fonts as faces: glyphs are their rows of text; a wheel's strip is the glyphs
/// 0–9 with a blank row after each, shifted by whole rows.
extension BigFont: DigitFace {
    package func glyphColumns(_ character: Character) -> Int? {
        glyph(character).map { $0.first?.count ?? 0 }
    }

    package func drawGlyph(_ character: Character, at origin: Point, style: CellStyle, clip: Rect, into buffer: inout Buffer) {
        guard let rows = glyph(character) else { return }
        for (dy, row) in rows.enumerated() {
            buffer.put(row, at: Point(x: origin.x, y: origin.y + dy), style: style, clip: clip)
        }
    }

    package func drawWheel(position: Double, blankZero: Bool, faces: Int, at origin: Point, style: CellStyle, clip: Rect,
                          into buffer: inout Buffer) {
        for row in 0..<height {
            buffer.put(stripRow(position: position, row: row, blankZero: blankZero, faces: faces),
                       at: Point(x: origin.x, y: origin.y + row), style: style, clip: clip)
        }
    }

    /// Row `row` of the window onto the strip when the wheel stands at `position`.
    func stripRow(position: Double, row: Int, blankZero: Bool, faces: Int = 10) -> String {
        let period = height + 1
        let length = Self.stripFaces(faces) * period
        let stripRow = (Self.stripOffset(position: position, period: period, faces: faces) + row) % length
        let digit = stripRow / period
        let inGlyph = stripRow % period
        guard inGlyph < height, !(blankZero && digit == 0), let glyph = glyph(Character(String(digit)))
        else { return String(repeating: " ", count: wheelColumns) }
        return glyph[inGlyph]
    }
}
