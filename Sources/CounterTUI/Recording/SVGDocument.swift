import CounterEngine

/// Writes the pieces of a recording as one self-contained animated SVG (SMIL, no script):
/// each group of pieces that share a lifetime is hidden, then shown from its start to its end
/// by one `<set>` (or, looping, one discrete `<animate>` over the whole period).
///
/// The document is written as it goes: `header`, then one line per group as soon as its
/// lifetime is known (`groups`), then `tail` (the closing tags and the style sheet, whose
/// classes are numbered as styles first appear). A looping document needs the whole duration
/// in every group: it is written as a non-looping one, then each line is rewritten
/// (`loopLine`) once the duration is known.
package struct SVGDocument: Sendable {
    package let size: Size
    package var palette: SVGPalette
    /// Seconds the recording lasts (its last frame starts then).
    package var duration: Double
    /// Repeat for ever, holding the last frame `loopHold` seconds each time.
    package var loop: Bool
    package var loopHold = 2.0
    /// Times of `<set>` written exactly (`0.06666666666666667s`), not to a tenth of a
    /// millisecond: a document to be rewritten as a looping one keeps its times exact.
    package var exactTimes = false

    package init(size: Size, palette: SVGPalette = .standard, duration: Double, loop: Bool) {
        self.size = size
        self.palette = palette
        self.duration = duration
        self.loop = loop
    }

    /// The whole file, for pieces known at once.
    package func render(_ pieces: [SVGPiece]) -> String {
        var styles: [CellStyle] = []
        var out = header + groups(pieces, styles: &styles) + tail(styles: styles)
        if loop { out = out.split(separator: "\n", omittingEmptySubsequences: false).map { loopLine($0) }.joined(separator: "\n") }
        return out
    }

    /// Everything before the groups.
    package var header: String {
        let p = palette
        let width = size.columns * p.cellWidth + 2 * p.padding
        let height = size.rows * p.cellHeight + 2 * p.padding
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\" xml:space=\"preserve\" font-family=\"\(p.fontFamily)\" font-size=\"\(p.fontSize)\">\n"
            + "<rect width=\"100%\" height=\"100%\" rx=\"6\" fill=\"\(p.background)\"/>\n"
            + "<g transform=\"translate(\(p.padding),\(p.padding))\">\n"
    }

    /// Everything after the groups: the end of the grid, the style sheet of `styles` (class
    /// `sN` is `styles[N]`; CSS applies to the whole document wherever it stands), the end.
    package func tail(styles: [CellStyle]) -> String {
        var out = "</g>\n<style>text{white-space:pre}"
        for (i, style) in styles.enumerated() { out += ".s\(i){\(palette.css(style))}" }
        return out + "</style>\n</svg>\n"
    }

    /// The lines of `pieces` grouped by lifetime (in order of start, then end; pieces in the
    /// order given), adding the styles first seen to `styles`.
    package func groups(_ pieces: [SVGPiece], styles: inout [CellStyle]) -> String {
        var groups: [Lifetime: String] = [:]
        var order: [Lifetime] = []
        for piece in pieces {
            let key = Lifetime(start: piece.start, end: piece.end)
            if groups[key] == nil { order.append(key) }
            var index = styles.firstIndex(of: piece.style)
            if index == nil {
                index = styles.count
                styles.append(piece.style)
            }
            groups[key, default: ""] += element(piece, styleIndex: index ?? 0)
        }
        order.sort { ($0.start, $0.end ?? .infinity) < ($1.start, $1.end ?? .infinity) }
        var out = ""
        for key in order { out += wrap(groups[key, default: ""], key) }
        return out
    }

    /// `line` of a non-looping document as the looping one has it (a group's `<set>` becomes
    /// an `<animate>` over the period); other lines, looping ones included, as they are.
    package func loopLine(_ line: Substring) -> String {
        let hiddenOpen = "<g visibility=\"hidden\"><set attributeName=\"visibility\" to=\"visible\" begin=\""
        let shownOpen = "<g><set attributeName=\"visibility\" to=\"hidden\" begin=\""
        let fromStart: Bool
        var rest: Substring
        if line.hasPrefix(hiddenOpen) {
            fromStart = false
            rest = line.dropFirst(hiddenOpen.count)
        } else if line.hasPrefix(shownOpen) {
            fromStart = true
            rest = line.dropFirst(shownOpen.count)
        } else {
            return String(line)
        }
        func time() -> Double? {
            guard let s = rest.firstIndex(of: "s"), let value = Double(rest[..<s]) else { return nil }
            rest = rest[rest.index(after: s)...]
            return value
        }
        guard let first = time() else { return String(line) }
        var life = fromStart ? Lifetime(start: 0, end: first) : Lifetime(start: first, end: nil)
        if !fromStart, rest.hasPrefix("\" end=\"") {
            rest = rest.dropFirst(7)
            guard let end = time() else { return String(line) }
            life.end = end
        }
        guard rest.hasPrefix("\"/>"), rest.hasSuffix("</g>") else { return String(line) }
        var looping = self
        looping.loop = true
        return String(looping.wrap(String(rest.dropFirst(3).dropLast(4)), life).dropLast())
    }

    /// When a group of pieces is on screen: from `start` until `end` (nil: the end).
    struct Lifetime: Hashable {
        var start: Double
        var end: Double?
    }

    private func wrap(_ body: String, _ life: Lifetime) -> String {
        let fromStart = life.start <= 0
        // On a line of its own: a line is a group or pieces shown throughout, never both.
        if fromStart && life.end == nil { return body + "\n" }
        let hidden = fromStart ? "" : " visibility=\"hidden\""
        let animation: String
        if loop {
            let period = duration + loopHold
            let digits = Self.decimals(for: period)
            var values = fromStart ? ["visible"] : ["hidden", "visible"]
            var times = fromStart ? ["0"] : ["0", fraction(life.start / period, digits)]
            if let end = life.end {
                values.append("hidden")
                times.append(fraction(end / period, digits))
            }
            animation = "<animate attributeName=\"visibility\" values=\"\(values.joined(separator: ";"))\" keyTimes=\""
                + "\(times.joined(separator: ";"))\" dur=\"\(Self.seconds(period))\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>"
        } else if fromStart, let end = life.end {
            animation = "<set attributeName=\"visibility\" to=\"hidden\" begin=\"\(clock(end))\"/>"
        } else {
            let end = life.end.map { " end=\"\(clock($0))\"" } ?? ""
            animation = "<set attributeName=\"visibility\" to=\"visible\" begin=\"\(clock(life.start))\"\(end)/>"
        }
        return "<g\(hidden)>\(animation)\(body)</g>\n"
    }

    private func element(_ piece: SVGPiece, styleIndex: Int) -> String {
        let p = palette
        let left = piece.x * p.cellWidth
        let top = piece.y * p.cellHeight
        switch piece.kind {
        case .text:
            var text = ""
            for cell in piece.cells where cell.width != 0 {
                switch cell.character {
                case "&": text += "&amp;"
                case "<": text += "&lt;"
                case ">": text += "&gt;"
                default: text.unicodeScalars.append(cell.character)
                }
            }
            return "<text x=\"\(left)\" y=\"\(top + p.baseline)\" class=\"s\(styleIndex)\" "
                + "textLength=\"\(piece.cells.count * p.cellWidth)\">\(text)</text>"
        case .blocks:
            var d = ""
            var i = 0
            while i < piece.cells.count {
                let character = piece.cells[i].character
                var n = 1
                while i + n < piece.cells.count, piece.cells[i + n].character == character { n += 1 }
                let w = n * p.cellWidth
                let half = p.cellHeight / 2
                let (y, h) = character == "▀" ? (top, half) : character == "▄" ? (top + half, half) : (top, p.cellHeight)
                d += "M\(left + i * p.cellWidth),\(y)h\(w)v\(h)h-\(w)z"
                i += n
            }
            return "<path class=\"s\(styleIndex)\" d=\"\(d)\"/>"
        }
    }

    /// A `<set>` time: to a tenth of a millisecond, or exactly (`exactTimes`).
    private func clock(_ time: Double) -> String {
        guard exactTimes, time.isFinite, time > 0, !time.description.contains("e") else { return Self.seconds(time) }
        return time.description + "s"
    }

    /// Seconds as SMIL wants them, to a tenth of a millisecond: `1.2333s`, `2s`.
    static func seconds(_ time: Double) -> String { trimmed(NumberFormat.fixed(time, decimals: 4)) + "s" }

    /// Decimals that keep a fraction of `period` to a tenth of a millisecond.
    static func decimals(for period: Double) -> Int {
        var digits = 4
        var span = 1.0
        while span < period, digits < 12 {
            span *= 10
            digits += 1
        }
        return digits
    }

    private func fraction(_ value: Double, _ digits: Int) -> String {
        trimmed(NumberFormat.fixed(min(max(value, 0), 1), decimals: digits))
    }

    private static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var t = Substring(text)
        while t.last == "0" { t = t.dropLast() }
        if t.last == "." { t = t.dropLast() }
        return t.isEmpty ? "0" : String(t)
    }

    private func trimmed(_ text: String) -> String { Self.trimmed(text) }
}
