import CounterEngine

/// Draws a rolling number: each wheel is a window onto a vertical strip of big glyphs 0–9
/// (then 0 again), shifted by whole rows, so between two digits the column shows the bottom of
/// one glyph and the top of the next. Fixed characters are drawn in the same font and height.
///
/// A pure function of its slots: any wheel position can be rendered, which is what the
/// goldens of every mode rely on.
public struct RollingDigits: Sendable {
    public let font: BigFont
    /// Blank rows between two faces of a wheel.
    public let gap: Int

    public init(font: BigFont, gap: Int = 1) {
        self.font = font
        self.gap = max(gap, 0)
    }

    /// Rows in one face of the strip (a glyph and its gap).
    private var period: Int { font.height + gap }

    /// Columns taken by `slots`.
    public func width(of slots: [WheelSlot]) -> Int {
        var total = 0
        for (i, slot) in slots.enumerated() {
            total += columns(of: slot) + (i > 0 ? font.spacing : 0)
        }
        return total
    }

    private func columns(of slot: WheelSlot) -> Int {
        switch slot {
        case .wheel: return font.glyphWidth("0")
        case .fixed(let c, _): return font.glyphWidth(c)
        }
    }

    /// Draws `slots` with their top left at `origin`, clipped to `clip`.
    public func draw(_ slots: [WheelSlot], at origin: Point, style: Style, clip: Rect, into buffer: inout Buffer) {
        var x = origin.x
        for slot in slots {
            switch slot {
            case .wheel(let position, let blankZero, let faces):
                for row in 0..<font.height {
                    buffer.put(stripRow(position: position, row: row, blankZero: blankZero, faces: faces),
                               at: Point(x: x, y: origin.y + row), style: style, clip: clip)
                }
            case .fixed(let c, let visible):
                let width = font.glyphWidth(c)
                let blank = String(repeating: " ", count: width)
                if let rows = font.glyph(c), visible {
                    for (row, text) in rows.enumerated() {
                        buffer.put(text, at: Point(x: x, y: origin.y + row), style: style, clip: clip)
                    }
                } else {
                    for row in 0..<font.height {
                        let text = visible && row == font.height / 2 ? String(c) : blank
                        buffer.put(text, at: Point(x: x, y: origin.y + row), style: style, clip: clip)
                    }
                }
            }
            x += columns(of: slot) + font.spacing
        }
    }

    /// Row `row` of the window onto the strip (`faces` glyphs, 0 up) when the wheel stands at `position`.
    func stripRow(position: Double, row: Int, blankZero: Bool, faces: Int = 10) -> String {
        let length = min(max(faces, 1), 10) * period
        let p = position.isFinite ? position : 0
        // Whole rows only; a hair of tolerance so 4.9999999 counts as 5.
        var top = Int((p * Double(period) + 1e-6).rounded(.down)) % length
        if top < 0 { top += length }
        let stripRow = (top + row) % length
        let digit = stripRow / period
        let inGlyph = stripRow % period
        let width = font.glyphWidth("0")
        guard inGlyph < font.height, !(blankZero && digit == 0),
            let glyph = font.glyph(Character(String(digit)))
        else { return String(repeating: " ", count: width) }
        return glyph[inGlyph]
    }
}
