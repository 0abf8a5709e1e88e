/// Finds the first number in free text, such as a shell command's output (`0.52 0.58 0.59 …`,
/// `Mem: 16384 MB`, `load=0.5,`).
public enum FirstNumber {
    /// The first run of `[-+]digits[.digits][e[-+]digits]` that parses, or nil. Terminal escape
    /// sequences are removed first, so `ESC[31m99` gives 99, not 31.
    public static func find(in text: String) -> ExactNumber? {
        let scalars = Array(EscapeStripper.strip(String(String.UnicodeScalarView(text.unicodeScalars.prefix(65_536)))).unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            let startsNumber = isDigit(c) || ((c == "-" || c == "+" || c == ".") && i + 1 < scalars.count && isDigit(scalars[i + 1]))
            // A digit glued to a letter before it (`x86`) is part of a word, not a number.
            if startsNumber, i == 0 || !isWordCharacter(scalars[i - 1]) {
                var j = i + 1
                while j < scalars.count, isDigit(scalars[j]) || scalars[j] == "." { j += 1 }
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
                if case .success(let n) = NumberParser.parse(candidate) { return n }
                i = j
            } else if isWordCharacter(c) || (isDigit(c) && i > 0 && isWordCharacter(scalars[i - 1])) {
                // Skip a whole word, digits and all (`x86_64`, `md5sum`).
                while i < scalars.count, isWordCharacter(scalars[i]) || isDigit(scalars[i]) { i += 1 }
            } else {
                i += 1
            }
        }
        return nil
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }

    private static func isWordCharacter(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || c == "_"
    }
}
