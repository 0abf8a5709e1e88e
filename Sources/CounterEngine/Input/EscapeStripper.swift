/// Removes terminal escape sequences from text read from a program, so their parameters
/// (`ESC[31m`, `ESC]0;title BEL`) are not mistaken for data: the ECMA-48 grammar as a terminal
/// parses it (the fuzz target `escape-stripper` holds it to a state-machine reference).
package enum EscapeStripper {
    /// `text` without what a terminal would take as a control sequence or string:
    /// - ESC, intermediates (0x20–0x2F) and a final byte (`ESC ( B`, `ESC # 8`, `ESC 7`);
    /// - CSI (`ESC [` or U+009B) to its final byte (0x40–0x7E), whatever comes between;
    /// - OSC, DCS, SOS, PM and APC (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _` or U+009D, U+0090,
    ///   U+0098, U+009E, U+009F) to ST (`ESC \`, U+009C) or BEL;
    /// - every other C1 control (U+0080–U+009F) alone.
    ///
    /// As in a terminal, ESC abandons a sequence half read and starts another, CAN and SUB cancel
    /// one, and a C0 control met inside an escape or a CSI is executed, so kept (the text
    /// sanitizer deals with it later). A sequence cut off by the end of the text takes the rest.
    package static func strip(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        // Most program output has no escape at all.
        guard scalars.contains(where: { $0 == "\u{1b}" || (0x80...0x9F).contains($0.value) }) else { return text }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let v = scalars[i].value
            switch v {
            case 0x1B: i = afterEscape(scalars, from: i + 1, into: &out)
            case 0x9B: i = afterCSI(scalars, from: i + 1, into: &out)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: i = afterString(scalars, from: i + 1)
            case 0x80...0x9F: i += 1
            default:
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }

    /// Whether `v` acts wherever it comes (ESC, CAN, SUB, C1): it ends what was being read.
    private static func interrupts(_ v: UInt32) -> Bool {
        v == 0x1B || v == 0x18 || v == 0x1A || (0x80...0x9F).contains(v)
    }

    /// Where reading goes on after ESC at `start - 1`: intermediates up to a final byte, or the
    /// CSI or string that `[ ] P X ^ _` start.
    private static func afterEscape(_ s: [Unicode.Scalar], from start: Int, into out: inout String.UnicodeScalarView) -> Int {
        var i = start
        var intermediates = false
        while i < s.count {
            let v = s[i].value
            if v == 0x18 || v == 0x1A { return i + 1 }
            if interrupts(v) { return i }
            if v < 0x20 {
                out.append(s[i])
            } else if v <= 0x2F {
                intermediates = true
            } else if v > 0x7F {
                // Not part of any escape: the escape ends unfinished and this is text.
                return i
            } else if v != 0x7F {
                if !intermediates {
                    if v == 0x5B { return afterCSI(s, from: i + 1, into: &out) }
                    if [0x5D, 0x50, 0x58, 0x5E, 0x5F].contains(v) { return afterString(s, from: i + 1) }
                }
                return i + 1
            }
            i += 1
        }
        return i
    }

    /// Where reading goes on after a CSI's introducer: past its final byte.
    private static func afterCSI(_ s: [Unicode.Scalar], from start: Int, into out: inout String.UnicodeScalarView) -> Int {
        var i = start
        while i < s.count {
            let v = s[i].value
            if v == 0x18 || v == 0x1A { return i + 1 }
            if interrupts(v) { return i }
            if v < 0x20 { out.append(s[i]) }
            i += 1
            if (0x40...0x7E).contains(v) { return i }
        }
        return i
    }

    /// Where reading goes on after a string's introducer: past BEL or ST; an ESC not starting ST,
    /// or another C1, ends it and is read again.
    private static func afterString(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count {
            let v = s[i].value
            if v == 0x07 || v == 0x9C || v == 0x18 || v == 0x1A { return i + 1 }
            if v == 0x1B {
                return i + 1 < s.count && s[i + 1] == "\\" ? i + 2 : i
            }
            if (0x80...0x9F).contains(v) { return i }
            i += 1
        }
        return i
    }
}
