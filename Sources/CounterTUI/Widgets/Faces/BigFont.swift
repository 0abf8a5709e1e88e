import CounterEngine

/// A glyph table for big digits, three rows tall: a Unicode box-drawing font and an ASCII one.
///
/// Glyphs cover 0-9 and the characters numbers are written with (`- + . , % $` and K M B T for
/// compact numbers). Anything else is drawn as itself on the middle row.
package struct BigFont: Sendable, Equatable {
    package let name: String
    /// Rows every glyph has.
    package let height: Int
    /// Blank columns between two glyphs.
    package let spacing: Int
    /// The mark for text cut short ("…", or "~" in ASCII).
    package let ellipsis: String
    private let glyphs: [Character: [String]]

    /// The glyph rows for `character`, or nil when the font has none.
    package func glyph(_ character: Character) -> [String]? { glyphs[character] }

    /// Characters the font draws.
    package var characters: [Character] { glyphs.keys.sorted() }

    /// Box-drawing glyphs (needs a UTF-8 locale).
    package static let box = BigFont(name: "box", height: 3, spacing: 1, ellipsis: "…", glyphs: [
        "0": ["╭─╮", "│ │", "╰─╯"], "1": ["╶┐ ", " │ ", "╶┴╴"], "2": ["╶─╮", "╭─╯", "╰─╴"],
        "3": ["╶─╮", " ─┤", "╶─╯"], "4": ["╷ ╷", "╰─┤", "  ╵"], "5": ["╭─╴", "╰─╮", "╶─╯"],
        "6": ["╭─╴", "├─╮", "╰─╯"], "7": ["╶─┐", "  │", "  ╵"], "8": ["╭─╮", "├─┤", "╰─╯"],
        "9": ["╭─╮", "╰─┤", "╶─╯"], "-": ["   ", "╶─╴", "   "], "+": ["   ", "╶┼╴", "   "],
        ".": [" ", " ", "▪"], ",": [" ", " ", "╯"], "%": ["∘ ╱", " ╱ ", "╱ ∘"], "$": ["╭┼╴", "╰┼╮", "╶┼╯"],
        "K": ["╷ ╱", "├┤ ", "╵ ╲"], "M": ["╭┬╮", "│││", "╵╵╵"], "B": ["┌─╮", "├─┤", "└─╯"],
        "T": ["╶┬╴", " │ ", " ╵ "], " ": ["   ", "   ", "   "],
    ])

    /// Seven-segment ASCII glyphs, for terminals without UTF-8.
    package static let ascii = BigFont(name: "ascii", height: 3, spacing: 1, ellipsis: "~", glyphs: [
        "0": [" _ ", "| |", "|_|"], "1": ["   ", "  |", "  |"], "2": [" _ ", " _|", "|_ "],
        "3": [" _ ", " _|", " _|"], "4": ["   ", "|_|", "  |"], "5": [" _ ", "|_ ", " _|"],
        "6": [" _ ", "|_ ", "|_|"], "7": [" _ ", "  |", "  |"], "8": [" _ ", "|_|", "|_|"],
        "9": [" _ ", "|_|", " _|"], "-": ["   ", "---", "   "], "+": ["   ", "-+-", "   "],
        ".": [" ", " ", "."], ",": [" ", " ", ","], "%": ["o /", " / ", "/ o"],
        " ": ["   ", "   ", "   "],
    ])

    /// Fonts by the names `--font` accepts.
    package static let all = [box, ascii]

    /// Columns `text` takes in this font.
    package func width(of text: String) -> Int {
        var total = 0
        var count = 0
        for character in text {
            total += glyphWidth(character)
            count += 1
        }
        return total + max(count - 1, 0) * spacing
    }

    /// Columns of one glyph (unknown characters take their own width).
    package func glyphWidth(_ character: Character) -> Int {
        if let rows = glyphs[character] { return rows.first.map { $0.count } ?? 0 }
        return character.unicodeScalars.first.map { max(TextWidth.cells($0), 1) } ?? 1
    }

    /// Draws `text` with its top left at `origin`, clipped to `clip`.
    package func draw(_ text: String, at origin: Point, style: CellStyle, clip: Rect, into buffer: inout Buffer) {
        var x = origin.x
        for character in text {
            if let rows = glyphs[character] {
                for (dy, row) in rows.enumerated() {
                    buffer.put(row, at: Point(x: x, y: origin.y + dy), style: style, clip: clip)
                }
            } else {
                buffer.put(String(character), at: Point(x: x, y: origin.y + height / 2), style: style, clip: clip)
            }
            x += glyphWidth(character) + spacing
        }
    }
}
