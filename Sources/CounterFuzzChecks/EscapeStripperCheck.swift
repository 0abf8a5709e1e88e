import CounterEngine

/// Escape stripper: for any text, read both as UTF-8 (C1 controls as two-byte characters) and
/// byte for byte (raw 8-bit C1, as `ProgramText` decodes output that is not UTF-8), the stripper
/// removes exactly what the ECMA-48 reference decoder removes; what is left has no ESC and no
/// C1 control, and stripping it again changes nothing.
enum EscapeStripperCheck {
    static func run(_ bytes: [UInt8]) -> [String] {
        let utf8 = String(decoding: bytes, as: UTF8.self)
        let latin1 = String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        return check(utf8, form: "UTF-8") + check(latin1, form: "8-bit")
    }

    static func check(_ text: String, form: String) -> [String] {
        var problems: [String] = []
        let stripped = EscapeStripper.strip(text)
        let expected = ECMA48Reference.strip(text)
        if stripped != expected {
            problems.append("\(form): stripped \(escaped(stripped)), the reference \(escaped(expected))")
        }
        if stripped.unicodeScalars.contains(where: { $0 == "\u{1b}" || (0x80...0x9F).contains($0.value) }) {
            problems.append("\(form): ESC or a C1 control left in \(escaped(stripped))")
        }
        if EscapeStripper.strip(stripped) != stripped { problems.append("\(form): stripping again changed \(escaped(stripped))") }
        return problems
    }

    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16))}" }
            .joined()
    }
}
