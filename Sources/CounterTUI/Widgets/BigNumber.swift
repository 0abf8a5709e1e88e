import CounterEngine

/// Draws a big number in a face: glyphs, text the face lacks, and rolling wheels, each a
/// window onto a vertical strip of the glyphs 0–9 (then 0 again) that moves by whole rows in
/// the three-row fonts and by pixels (half rows) in the pixel face. A wheel at rest is exactly
/// its digit's glyph, so a settled rolling number is the big number.
///
/// A pure function of its pieces: any wheel position can be rendered, which is what the
/// goldens of every mode rely on.
package struct BigNumber: Widget, Sendable {
    package let face: any DigitFace
    /// What `render(in:into:)` draws, and in which style.
    package var pieces: [NumberPiece]
    package var style: CellStyle

    package init(face: any DigitFace, pieces: [NumberPiece] = [], style: CellStyle = .plain) {
        self.face = face
        self.pieces = pieces
        self.style = style
    }

    package init(font: BigFont) { self.init(face: font) }

    /// Draws the pieces with their top left at `area`'s, clipped to it.
    package func render(in area: Rect, into buffer: inout Buffer) {
        draw(pieces, at: area.origin, style: style, clip: area, into: &buffer)
    }

    /// Columns taken by `slots` (every character drawn as a glyph or a cell of text).
    package func width(of slots: [WheelSlot]) -> Int {
        width(of: NumberPiece.pieces(of: slots, prefix: 0..<0, suffixCount: 0, face: face))
    }

    /// Columns of the widest text of `display` drawn without wheels: its number as wide as the
    /// display's reserve in digits, then its unit (the trailing non-digits of its target's text,
    /// ` GiB`) as it is drawn, whole in glyphs or as text.
    package func widestWidth(of display: CounterDisplay) -> Int {
        let target = display.text(for: display.target.doubleValue, settled: true)
        let unitLength = target.reversed().prefix { !($0.isASCII && $0.isNumber) }.count
        let number = String(repeating: "0", count: max(display.width - unitLength, 1))
        return width(of: NumberPiece.pieces(of: number + String(target.suffix(unitLength)), prefix: "",
                                            suffix: display.format.suffix, face: face))
    }

    /// Columns taken by `pieces`.
    package func width(of pieces: [NumberPiece]) -> Int {
        var total = 0
        for (i, piece) in pieces.enumerated() {
            total += columns(of: piece) + (i > 0 ? gap(between: pieces[i - 1], and: piece) : 0)
        }
        return total
    }

    /// Blank columns between two pieces: the face's spacing, except next to text that brings
    /// its own space (a suffix such as " users").
    private func gap(between left: NumberPiece, and right: NumberPiece) -> Int {
        if case .text(let text, _, _) = right, text.first?.isWhitespace == true { return 0 }
        if case .text(let text, _, _) = left, text.last?.isWhitespace == true { return 0 }
        return face.spacing
    }

    private func columns(of piece: NumberPiece) -> Int {
        switch piece {
        case .wheel: return face.wheelColumns
        case .glyph(let c, _): return face.glyphColumns(c) ?? 1
        case .text(let text, _, _): return TextWidth.cells(text)
        }
    }

    /// Draws `slots` with their top left at `origin`, clipped to `clip`.
    package func draw(_ slots: [WheelSlot], at origin: Point, style: CellStyle, clip: Rect, into buffer: inout Buffer) {
        draw(NumberPiece.pieces(of: slots, prefix: 0..<0, suffixCount: 0, face: face), at: origin, style: style,
             clip: clip, into: &buffer)
    }

    /// Draws `pieces` with their top left at `origin`, clipped to `clip`; hidden pieces keep
    /// their place.
    package func draw(_ pieces: [NumberPiece], at origin: Point, style: CellStyle, clip: Rect, into buffer: inout Buffer) {
        var x = origin.x
        for (i, piece) in pieces.enumerated() {
            if i > 0 { x += gap(between: pieces[i - 1], and: piece) }
            switch piece {
            case .wheel(let position, let blankZero, let faces):
                face.drawWheel(position: position, blankZero: blankZero, faces: faces, at: Point(x: x, y: origin.y),
                               style: style, clip: clip, into: &buffer)
            case .glyph(let c, let visible):
                if visible { face.drawGlyph(c, at: Point(x: x, y: origin.y), style: style, clip: clip, into: &buffer) }
            case .text(let text, let onTop, let visible):
                if visible {
                    let row = origin.y + (onTop ? 0 : face.height - 1)
                    buffer.put(text, at: Point(x: x, y: row), style: style, clip: clip)
                }
            }
            x += columns(of: piece)
        }
    }
}
