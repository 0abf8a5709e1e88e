/// What big and rolling digits are drawn with: glyphs of one height, and the strip of digits
/// a rolling wheel shows through its window.
package protocol DigitFace: Sendable {
    /// Name for messages and tests (`box`, `ascii`, `pixel`, `ascii-pixel`).
    var name: String { get }
    /// Rows of every glyph.
    var height: Int { get }
    /// Blank columns between two glyphs.
    var spacing: Int { get }
    /// The mark for text cut short ("…", or "~" in ASCII).
    var ellipsis: String { get }
    /// Columns of the glyph for `character`, or nil when the face has none.
    func glyphColumns(_ character: Character) -> Int?
    /// Draws the glyph for `character` (which the face has) with its top left at `origin`.
    func drawGlyph(_ character: Character, at origin: Point, style: CellStyle, clip: Rect, into buffer: inout Buffer)
    /// Draws a wheel standing at `position` (0..<10; 3.5 is half-way from 3 to 4) with its top
    /// left at `origin`; with `blankZero` the 0 face is empty. At a whole position it is
    /// exactly that digit's glyph.
    /// Draws a wheel of `faces` digits (10, or 6 for the tens of seconds) standing at `position`.
    func drawWheel(position: Double, blankZero: Bool, faces: Int, at origin: Point, style: CellStyle, clip: Rect,
                   into buffer: inout Buffer)
}

extension DigitFace {
    /// Columns of a wheel (every digit is as wide as 0).
    var wheelColumns: Int { glyphColumns("0") ?? 1 }

    /// Whether the face draws every character of `text`.
    func hasGlyphs(for text: String) -> Bool { text.allSatisfy { glyphColumns($0) != nil } }

    /// The first row of the strip in the window of a wheel at `position`, out of `length`, in
    /// whole steps of `1 / period` of a digit; a hair of tolerance so 4.9999999 counts as 5.
    static func stripOffset(position: Double, period: Int, faces: Int = 10) -> Int {
        let length = stripFaces(faces) * period
        let p = position.isFinite ? position : 0
        let top = Int((p * Double(period) + 1e-6).rounded(.down)) % length
        return top < 0 ? top + length : top
    }

    /// Digits on a wheel's strip: `faces` within 1…10.
    static func stripFaces(_ faces: Int) -> Int { min(max(faces, 1), 10) }
}
