/// How tall big digits are (`--height auto|N`): the largest that fits, or at most N rows.
package enum DigitHeight: Sendable, Equatable {
    case auto
    case rows(Int)

    /// The fewest and most rows `--height N` accepts.
    package static let range = 3...1000

    /// Parses `auto` or a whole number of rows in `range`; nil for anything else.
    package init?(_ text: String) {
        if text == "auto" {
            self = .auto
        } else if text.count <= 4, text.allSatisfy(\.isASCII), let rows = Int(text), Self.range.contains(rows) {
            self = .rows(rows)
        } else {
            return nil
        }
    }

    /// The faces of a family, tallest first, no taller than this height nor than `maximum` rows:
    /// the pixel face at every scale (even scales only in ASCII), then the three-row `font`.
    package func faces(font: BigFont, maximum: Int) -> [any DigitFace] {
        let cap: Int
        switch self {
        case .auto: cap = maximum
        case .rows(let rows): cap = min(rows, maximum)
        }
        var faces: [any DigitFace] = []
        let ascii = font == .ascii
        var scale = max(2 * cap / 7, 1)
        while scale >= 1 {
            if PixelFace.rows(scale: scale) <= cap, !ascii || scale % 2 == 0 {
                faces.append(PixelFace(scale: scale, ascii: ascii))
            }
            scale -= 1
        }
        if font.height <= cap { faces.append(font) }
        return faces
    }
}
