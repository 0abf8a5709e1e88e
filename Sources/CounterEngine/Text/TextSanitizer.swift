/// Makes text from outside (titles, stdin, command output, echoed user values) inert:
/// C0 controls (including CR, BS, TAB, ESC), DEL, C1 controls (U+0080–U+009F) and Unicode
/// format characters (bidi overrides and isolates, zero-width joiners, BOM) are removed.
package enum TextSanitizer {
    /// `text` without control and format characters, cut to at most `maximumLength` characters.
    package static func clean(_ text: String, maximumLength: Int = 4096) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars where isSafe(scalar) {
            if count >= maximumLength { break }
            out.append(scalar)
            count += 1
        }
        return String(out)
    }

    /// `text` without Unicode format characters (zero-width spaces and joiners, bidi marks,
    /// BOM); controls are left for the caller to refuse.
    package static func withoutFormatCharacters(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar.value < 0x300 || scalar.properties.generalCategory != .format {
            out.append(scalar)
        }
        return String(out)
    }

    /// True when the scalar can be shown without changing the terminal's state or text direction.
    package static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) { return false }
        if v < 0x300 { return true }
        switch scalar.properties.generalCategory {
        case .format, .control, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return false
        default:
            return true
        }
    }

    /// `text` with unsafe characters shown as `\x1b`-style escapes, for error messages.
    package static func escaped(_ text: String, maximumLength: Int = 200) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if out.unicodeScalars.count >= maximumLength {
                out += "…"
                break
            }
            if isSafe(scalar) {
                out.unicodeScalars.append(scalar)
            } else if scalar.value <= 0xFF {
                out += "\\x" + hex(scalar.value, digits: 2)
            } else {
                out += "\\u{" + hex(scalar.value, digits: 4) + "}"
            }
        }
        return out
    }

    private static func hex(_ v: UInt32, digits: Int) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: max(digits - s.count, 0)) + s
    }
}
