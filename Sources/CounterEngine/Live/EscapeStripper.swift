/// Removes terminal escape sequences from text read from a program, so their parameters
/// (`ESC[31m`, `ESC]0;title BEL`) are not mistaken for data.
public enum EscapeStripper {
    /// `text` without CSI (`ESC [ … final`), OSC/DCS/APC/PM/SOS strings (`ESC ] … BEL`, `ESC \`
    /// or ST), escape sequences with intermediates (`ESC ( B`, `ESC # 8`: ESC, bytes 0x20–0x2F,
    /// a final byte), two-byte `ESC X`, and the C1 controls as characters (U+0080–U+009F: CSI,
    /// OSC, DCS, APC, PM and SOS with what they introduce, any other alone).
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
                    i = skipEscape(scalars, from: i + 1)
                }
            } else if c == "\u{1b}" {
                i += 1
            } else if c == "\u{9b}" {
                i = skipCSI(scalars, from: i + 1)
            } else if [0x90, 0x98, 0x9D, 0x9E, 0x9F].contains(c.value) {
                i = skipString(scalars, from: i + 1)
            } else if (0x80...0x9F).contains(c.value) {
                i += 1
            } else {
                out.append(c)
                i += 1
            }
        }
        return String(out)
    }

    /// After ESC: intermediates (0x20–0x2F) up to a final byte (0x30–0x7E), all removed; a byte
    /// that can end none (a control) is left to be read again.
    private static func skipEscape(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count {
            let v = s[i].value
            if v >= 0x20 && v <= 0x2F {
                i += 1
            } else if v >= 0x30 && v <= 0x7E {
                return i + 1
            } else {
                return i
            }
        }
        return i
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
            if s[i] == "\u{9c}" { return i + 1 }
            i += 1
        }
        return i
    }
}
