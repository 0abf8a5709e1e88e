/// Finds the first number in free text, such as a shell command's output (`0.52 0.58 0.59 …`,
/// `Mem: 16384 MB`, `load=0.5,`).
///
/// A number written with grouping or a decimal comma is refused as a whole, never cut at the
/// separator (`12,345` gave 12, `3,75` gave 3): a comma, `_`, an apostrophe, or a no-break or
/// thin space (U+00A0, U+202F, U+2009, as locales group) between its digits. An ASCII space
/// separates numbers (`0.52 0.58`, the columns of `wc`), so it never groups. Digits glued to a
/// letter before them are part of a word (`x86_64`, `sda1`, `v2.5`) and skipped whole. A number
/// in hex, octal or binary (`0x10`) or beyond a Double (`1e309`) is refused, not skipped.
package enum FirstNumber {
    /// The first run of `[-+]digits[.digits][e[-+]digits]` that parses, or nil (also when it is
    /// grouped, out of range or not decimal). Terminal escape sequences are removed first, so `ESC[31m99` gives 99, not 31.
    package static func find(in text: String) -> ExactNumber? {
        if case .number(let n) = read(in: text) { return n }
        return nil
    }

    /// The first number of `text` (escape sequences removed first), or why there is none.
    package static func read(in text: String) -> OutputReading {
        read(stripped: EscapeStripper.strip(String(String.UnicodeScalarView(text.unicodeScalars.prefix(65_536)))))
    }

    /// `read(in:)` for text whose escape sequences are already removed.
    static func read(stripped text: String) -> OutputReading {
        let scalars = Array(text.unicodeScalars.prefix(65_536))
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            let startsNumber = isDigit(c) || ((c == "-" || c == "+" || c == ".") && i + 1 < scalars.count && isDigit(scalars[i + 1]))
            // A digit glued to a letter before it (`x86`) is part of a word, not a number.
            if startsNumber, i == 0 || !isWordCharacter(scalars[i - 1]) {
                var j = i + 1
                while j < scalars.count, isDigit(scalars[j]) || scalars[j] == "." { j += 1 }
                if let end = groupEnd(scalars, at: j) {
                    return .grouped(String(String.UnicodeScalarView(scalars[i..<end])))
                }
                if j < scalars.count, scalars[j] == "e" || scalars[j] == "E" {
                    var k = j + 1
                    if k < scalars.count, scalars[k] == "-" || scalars[k] == "+" { k += 1 }
                    if k < scalars.count, isDigit(scalars[k]) {
                        while k < scalars.count, isDigit(scalars[k]) { k += 1 }
                        j = k
                    }
                }
                var candidate = String(String.UnicodeScalarView(scalars[i..<j]))
                while candidate.hasSuffix(".") { candidate.removeLast() }
                if let end = radixEnd(scalars, candidate: candidate, at: j) {
                    return .notDecimal(String(String.UnicodeScalarView(scalars[i..<end])))
                }
                switch NumberParser.parse(candidate) {
                case .success(let n): return .number(n)
                case .failure(.outOfRange), .failure(.tooLong): return .outOfRange(candidate)
                case .failure: i = j
                }
            } else if isWordCharacter(c) || (isDigit(c) && i > 0 && isWordCharacter(scalars[i - 1])) {
                // Skip a whole word, digits and all, with a decimal part (`x86_64`, `md5sum`,
                // `v2.5`): never its tail read as a number (`v2.5` gave 0.5).
                while i < scalars.count, isWordCharacter(scalars[i]) || isDigit(scalars[i])
                    || (scalars[i] == "." && i + 1 < scalars.count && isDigit(scalars[i + 1])) { i += 1 }
            } else {
                i += 1
            }
        }
        return .noNumber
    }

    /// Where a group of digits that goes on past a separator at `j` ends (`12,345.6` from the
    /// comma: after the 6), or nil when no separator with a digit after it is at `j`.
    private static func groupEnd(_ s: [Unicode.Scalar], at j: Int) -> Int? {
        guard j + 1 < s.count, isGroupSeparator(s[j]), isDigit(s[j + 1]) else { return nil }
        var end = j
        while end < s.count, isDigit(s[end]) || s[end] == "." || (isGroupSeparator(s[end]) && end + 1 < s.count && isDigit(s[end + 1])) {
            end += 1
        }
        return end
    }

    /// Where a hex, octal or binary number (`0x10`, `0b101`, `0x1p3`) that begins with the
    /// `candidate` `0` ends, its letters and digits included; nil when none is at `j`.
    private static func radixEnd(_ s: [Unicode.Scalar], candidate: String, at j: Int) -> Int? {
        guard ["0", "-0", "+0"].contains(candidate), j + 1 < s.count,
              ["x", "X", "o", "O", "b", "B"].contains(s[j]),
              s[j + 1].properties.isASCIIHexDigit else { return nil }
        var end = j + 1
        while end < s.count, isWordCharacter(s[end]) || isDigit(s[end]) || s[end] == "." { end += 1 }
        return end
    }

    /// A character that groups digits or stands for a decimal point in some locale, never the
    /// ASCII space (it separates numbers).
    private static func isGroupSeparator(_ c: Unicode.Scalar) -> Bool {
        [",", "_", "'", "\u{2019}", "\u{A0}", "\u{202F}", "\u{2009}"].contains(c)
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }

    private static func isWordCharacter(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || c == "_"
    }
}
