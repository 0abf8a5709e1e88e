import CounterEngine

/// One piece of a big number as drawn: a wheel, a glyph of the face, or text the face lacks
/// (drawn as normal text on the glyphs' bottom row, or the top row for a prefix).
package enum NumberPiece: Sendable, Equatable {
    case wheel(position: Double, blankZero: Bool, faces: Int = 10)
    case glyph(Character, visible: Bool)
    case text(String, onTop: Bool, visible: Bool)

    /// The pieces of `slots` in `face`: an affix (the `prefix` slots, or the last `suffixCount`
    /// slots) is all glyphs when the face has every character of it, else one piece of text;
    /// other characters the face lacks become text, consecutive ones one piece.
    package static func pieces(of slots: [WheelSlot], prefix: Range<Int>, suffixCount: Int,
                              face: any DigitFace) -> [NumberPiece] {
        let suffix = max(slots.count - suffixCount, prefix.upperBound)..<slots.count
        func text(of range: Range<Int>) -> (String, Bool) {
            var text = ""
            var visible = false
            for case .fixed(let c, let shown) in slots[range] {
                text.append(c)
                visible = visible || shown
            }
            return (text, visible)
        }
        let (prefixText, prefixShown) = text(of: prefix)
        let (suffixText, suffixShown) = text(of: suffix)
        let prefixAsText = !prefix.isEmpty && !face.hasGlyphs(for: prefixText)
        let suffixAsText = !suffix.isEmpty && !face.hasGlyphs(for: suffixText)
        var pieces: [NumberPiece] = []
        for (i, slot) in slots.enumerated() {
            if prefixAsText && prefix.contains(i) {
                if i == prefix.lowerBound { pieces.append(.text(prefixText, onTop: true, visible: prefixShown)) }
                continue
            }
            if suffixAsText && suffix.contains(i) {
                if i == suffix.lowerBound { pieces.append(.text(suffixText, onTop: false, visible: suffixShown)) }
                continue
            }
            switch slot {
            case .wheel(let position, let blankZero, let faces):
                pieces.append(.wheel(position: position, blankZero: blankZero, faces: faces))
            case .fixed(let c, let visible) where face.glyphColumns(c) != nil:
                pieces.append(.glyph(c, visible: visible))
            case .fixed(let c, let visible):
                if case .text(let before, false, visible)? = pieces.last {
                    pieces[pieces.count - 1] = .text(before + String(c), onTop: false, visible: visible)
                } else {
                    pieces.append(.text(String(c), onTop: false, visible: visible))
                }
            }
        }
        return pieces
    }

    /// The pieces of a formatted `text` (no wheels): its sign, `prefix` and `suffix` found in it.
    /// The unit is the longer of `suffix` and the text's trailing run of non-digits (` GiB`,
    /// ` KiB/s` of a byte count, whose format has no suffix): drawn whole at one size.
    package static func pieces(of text: String, prefix: String, suffix: String, face: any DigitFace) -> [NumberPiece] {
        let slots = text.map { WheelSlot.fixed($0, visible: true) }
        let sign = text.first == "-" && !prefix.hasPrefix("-") ? 1 : 0
        let hasPrefix = !prefix.isEmpty && text.dropFirst(sign).hasPrefix(prefix)
        let prefixRange = hasPrefix ? sign..<(sign + prefix.count) : 0..<0
        let suffixCount = !suffix.isEmpty && text.hasSuffix(suffix) ? suffix.count : 0
        let unit = min(text.reversed().prefix { !$0.isASCII || !$0.isNumber }.count, text.count - prefixRange.upperBound)
        // A number with no digit at all (a placeholder) has no unit.
        let hasDigits = text.contains { $0.isASCII && $0.isNumber }
        return pieces(of: slots, prefix: prefixRange, suffixCount: max(suffixCount, hasDigits ? unit : 0), face: face)
    }
}
