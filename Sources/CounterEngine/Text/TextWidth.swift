/// Terminal cell widths of text: 2 for East Asian wide characters, 0 for combining marks.
package enum TextWidth {
    /// Cells taken by one scalar.
    package static func cells(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x300 { return v < 0x20 || (v >= 0x7F && v < 0xA0) ? 0 : 1 }
        // Fast path for the symbol blocks the fonts and borders use (arrows, box drawing, block
        // elements, shapes): one cell, no Unicode property lookup.
        if v >= 0x2190 && v <= 0x25FF { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if isWide(v) { return 2 }
        return 1
    }

    /// Cells taken by a string.
    package static func cells<S: StringProtocol>(_ text: S) -> Int {
        text.unicodeScalars.reduce(0) { $0 + cells($1) }
    }

    /// Cells taken by a string: the same count, with ASCII text (numbers on every frame) counted
    /// byte by byte.
    package static func cells(_ text: String) -> Int {
        var ascii = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.unicodeScalars.reduce(0) { $0 + cells($1) } }
            if byte >= 0x20 && byte != 0x7F { ascii += 1 }
        }
        return ascii
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    private static func isWide(_ v: UInt32) -> Bool {
        wideRanges.contains { $0.contains(v) }
    }
}
