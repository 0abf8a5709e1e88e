/// The reference for `EscapeStripper`: the ECMA-48 control grammar as a terminal parses it
/// (Paul Williams' DEC-compatible state machine, the one xterm, VTE and libvterm follow), written
/// state by state for clarity rather than speed. What a terminal would act on as a control
/// sequence or control string is removed; what it would show or execute as a C0 control stays.
///
/// - ESC, CAN, SUB and the C1 controls (U+0080–U+009F, raw or UTF-8) act in every state: ESC
///   starts an escape (abandoning a sequence half read), CAN and SUB cancel one (and go),
///   CSI, OSC, DCS, SOS, PM and APC start what they introduce, ST ends a string, any other C1
///   goes alone.
/// - ESC, then intermediates (0x20–0x2F), then a final (0x30–0x7E): removed whole; `[`, `]`,
///   `P`, `X`, `^`, `_` as the first byte start CSI, OSC, DCS, SOS, PM and APC.
/// - A CSI runs to its final byte (0x40–0x7E): parameters, intermediates and any byte out of
///   order (non-ASCII too) are removed with it; a C0 control inside is executed (kept), DEL
///   ignored.
/// - A string runs to ST (`ESC \` or U+009C) or BEL (xterm ends an OSC there; taken for every
///   string, so that no text after a BEL is lost); ESC followed by anything else abandons the
///   string and starts an escape; CAN and SUB abandon it too; everything inside is removed.
/// - After ESC (and its intermediates), a C0 control is executed (kept) and DEL ignored; a
///   character beyond ASCII ends the escape unfinished and is shown.
enum ECMA48Reference {
    private enum State {
        case ground
        case escape
        case escapeIntermediate
        case csi
        /// An OSC, DCS, SOS, PM or APC string.
        case string
        /// ESC seen inside a string: `\` makes ST.
        case stringEscape
    }

    static func strip(_ text: String) -> String {
        var state = State.ground
        var out = String.UnicodeScalarView()
        for c in text.unicodeScalars {
            let v = c.value
            // Acting in every state (but ESC inside a string, which may begin ST).
            switch v {
            case 0x1B:
                if case .string = state { state = .stringEscape } else { state = .escape }
                continue
            case 0x18, 0x1A:
                if case .ground = state { out.append(c) } else { state = .ground }
                continue
            case 0x9B: state = .csi; continue
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .string; continue
            case 0x80...0x9F: state = .ground; continue
            default: break
            }
            switch state {
            case .ground:
                out.append(c)
            case .escape:
                state = escapeStep(c, intermediate: false, out: &out)
            case .escapeIntermediate:
                state = escapeStep(c, intermediate: true, out: &out)
            case .csi:
                if v < 0x20 {
                    out.append(c)
                } else if (0x40...0x7E).contains(v) {
                    state = .ground
                }
            case .string:
                if v == 0x07 { state = .ground }
            case .stringEscape:
                // `\` makes ST; anything else abandons the string, the ESC starting an escape.
                state = c == "\\" ? .ground : escapeStep(c, intermediate: false, out: &out)
            }
        }
        return String(out)
    }

    /// One character after ESC (and after its intermediates, with `intermediate`): the state
    /// it leads to; a C0 control is executed (kept in `out`), a character beyond ASCII shown.
    private static func escapeStep(_ c: Unicode.Scalar, intermediate: Bool,
                                   out: inout String.UnicodeScalarView) -> State {
        let v = c.value
        if v < 0x20 {
            out.append(c)
            return intermediate ? .escapeIntermediate : .escape
        }
        if v <= 0x2F { return .escapeIntermediate }
        if v == 0x7F { return intermediate ? .escapeIntermediate : .escape }
        if v > 0x7F {
            out.append(c)
            return .ground
        }
        guard !intermediate else { return .ground }
        switch c {
        case "[": return .csi
        case "]", "P", "X", "^", "_": return .string
        default: return .ground
        }
    }
}
