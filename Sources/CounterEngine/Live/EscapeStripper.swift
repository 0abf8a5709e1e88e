/// Removes terminal escape sequences from text read from a program, so their parameters
/// (`ESC[31m`, `ESC]0;title BEL`) are not mistaken for data.
public enum EscapeStripper {
    /// `text` without CSI (`ESC [ … final`), OSC/DCS/APC/PM strings (`ESC ] … BEL` or `ESC \`),
    /// two-byte `ESC X` sequences and C1 CSI (U+009B).
    public static func strip(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "\u{1b}", i + 1 < scalars.count {
                let kind = scalars[i + 1]
                if kind == "[" {
                    i = skipCSI(scalars, from: i + 2)
                } else if kind == "]" || kind == "P" || kind == "_" || kind == "^" || kind == "X" {
                    i = skipString(scalars, from: i + 2)
                } else {
                    i += 2
                }
            } else if c == "\u{9b}" {
                i = skipCSI(scalars, from: i + 1)
            } else {
                out.append(c)
                i += 1
            }
        }
        return String(out)
    }

    private static func skipCSI(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count {
            let v = s[i].value
            i += 1
            if v >= 0x40 && v <= 0x7E { break }
        }
        return i
    }

    private static func skipString(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count {
            if s[i] == "\u{7}" { return i + 1 }
            if s[i] == "\u{1b}", i + 1 < s.count, s[i + 1] == "\\" { return i + 2 }
            i += 1
        }
        return i
    }
}
