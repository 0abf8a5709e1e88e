/// The one number grammar of counter-tui, used for flags, config files, stdin and command output.
///
/// Grammar (surrounding spaces and tabs are ignored):
///
///     number   = [ "+" | "-" ] ( digits [ "." [ digits ] ] | "." digits ) [ exponent ]
///     exponent = ( "e" | "E" ) [ "+" | "-" ] digits
///
/// Digits are ASCII 0-9. Not accepted: grouping (`1,000`, `1_000`), a decimal comma (`1,5`),
/// hex (`0x1p3`), `nan`, `inf`, and values beyond ±1.7976931348623157e308 (they would not fit a
/// Double). Tiny values (`1e-400`) are kept exactly even though their Double is 0.
package enum NumberParser {
    /// Longest text accepted, in characters.
    package static let maximumLength = 400

    /// Parses `text`, or explains why it is not a number.
    package static func parse(_ text: String) -> Result<ExactNumber, NumberParseError> {
        let trimmed = trim(text)
        if trimmed.isEmpty { return .failure(.empty) }
        if trimmed.unicodeScalars.count > maximumLength { return .failure(.tooLong) }
        // Also YAML's spellings (.nan, .inf), so a dashboard file gets the same answer. Only short
        // texts holding an n or an i can be one (a flood of plain numbers skips the lowercasing).
        if trimmed.utf8.count <= 9, trimmed.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "n") || $0 | 0x20 == UInt8(ascii: "i") }) {
            let lower = trimmed.lowercased()
            let bare = lower.hasPrefix("-") || lower.hasPrefix("+") ? String(lower.dropFirst()) : lower
            if ["nan", "inf", "infinity", ".nan", ".inf"].contains(bare) { return .failure(.notFinite) }
        }
        switch parseParts(trimmed) {
        case .failure(let error): return .failure(error)
        case .success(let number):
            if number.isZero || number.magnitude < 308 { return .success(number) }
            // Check against the Double range with Swift's correctly rounded parser.
            if let d = Double(trimmed), d.isFinite { return .success(number) }
            return .failure(.outOfRange)
        }
    }

    static func trim(_ text: String) -> Substring {
        var s = Substring(text)
        while let f = s.unicodeScalars.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.unicodeScalars.last, l == " " || l == "\t" { s = s.dropLast() }
        return s
    }

    static func parseParts<S: StringProtocol>(_ text: S) -> Result<ExactNumber, NumberParseError> {
        // The grammar is ASCII, so bytes will do; anything else fails (with a hint).
        let bytes = Array(text.utf8)
        var i = 0
        var negative = false
        if i < bytes.count, bytes[i] == 45 || bytes[i] == 43 {
            negative = bytes[i] == 45
            i += 1
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(bytes.count)
        var fractionCount = 0
        var sawDigit = false
        var sawPoint = false
        while i < bytes.count {
            let c = bytes[i]
            if c >= 48 && c <= 57 {
                digits.append(c - 48)
                sawDigit = true
                if sawPoint { fractionCount += 1 }
            } else if c == 46 {
                if sawPoint { return .failure(.malformed) }
                sawPoint = true
            } else {
                break
            }
            i += 1
        }
        guard sawDigit else { return .failure(hint(for: bytes)) }
        var exponent = 0
        if i < bytes.count, bytes[i] == 101 || bytes[i] == 69 {
            i += 1
            var expNegative = false
            if i < bytes.count, bytes[i] == 45 || bytes[i] == 43 {
                expNegative = bytes[i] == 45
                i += 1
            }
            var expDigits = 0
            while i < bytes.count, bytes[i] >= 48 && bytes[i] <= 57 {
                if exponent > 100_000 { return .failure(.outOfRange) }
                exponent = exponent * 10 + Int(bytes[i] - 48)
                expDigits += 1
                i += 1
            }
            if expDigits == 0 { return .failure(.malformed) }
            if expNegative { exponent = -exponent }
        }
        if i != bytes.count { return .failure(hint(for: bytes)) }
        return .success(ExactNumber(isNegative: negative, digits: digits, exponent: exponent - fractionCount,
                                    decimalsWritten: fractionCount - exponent))
    }

    private static func hint(for bytes: [UInt8]) -> NumberParseError {
        if bytes.contains(44) { return .comma }
        if bytes.contains(95) { return .underscore }
        return .malformed
    }
}

/// Why a text is not a number counter-tui accepts.
package enum NumberParseError: Error, Equatable, CustomStringConvertible {
    case empty, tooLong, notFinite, outOfRange, comma, underscore, malformed

    package var description: String {
        switch self {
        case .empty: return "expected a number, got nothing"
        case .tooLong: return "expected a number of at most \(NumberParser.maximumLength) characters"
        case .notFinite: return "expected a finite number (NaN and infinity are refused)"
        case .outOfRange: return "expected a number within ±1.7976931348623157e308"
        case .comma: return "expected a number with '.' as the decimal point and no grouping (1234.5)"
        case .underscore: return "expected a number without '_' separators (1000000)"
        case .malformed: return "expected a number like 1234.5, -3 or 1e6"
        }
    }
}
