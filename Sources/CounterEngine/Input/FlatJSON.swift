/// A strict reader for one flat JSON object (`{"id": "a", "value": 12.5}`): string keys, and
/// values that are strings, numbers (kept as written, so no digits are lost), true, false or
/// null. Nested objects and arrays are refused; so is anything after the closing brace.
enum FlatJSON {
    enum Value: Equatable {
        case string(String)
        case number(String)
        case literal(String)
    }

    static func parse(_ text: String) -> [String: Value]? {
        var scalars = Array(text.unicodeScalars)[...]
        var fields: [String: Value] = [:]
        skipSpace(&scalars)
        guard scalars.popFirst() == "{" else { return nil }
        skipSpace(&scalars)
        if scalars.first == "}" {
            scalars.removeFirst()
            skipSpace(&scalars)
            return scalars.isEmpty ? fields : nil
        }
        while true {
            skipSpace(&scalars)
            guard let key = string(&scalars) else { return nil }
            skipSpace(&scalars)
            guard scalars.popFirst() == ":" else { return nil }
            skipSpace(&scalars)
            guard let value = value(&scalars) else { return nil }
            fields[key] = value
            skipSpace(&scalars)
            switch scalars.popFirst() {
            case ",": continue
            case "}":
                skipSpace(&scalars)
                return scalars.isEmpty ? fields : nil
            default: return nil
            }
        }
    }

    private static func skipSpace(_ s: inout ArraySlice<Unicode.Scalar>) {
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s.removeFirst() }
    }

    private static func value(_ s: inout ArraySlice<Unicode.Scalar>) -> Value? {
        guard let c = s.first else { return nil }
        if c == "\"" { return string(&s).map(Value.string) }
        var raw = String.UnicodeScalarView()
        while let d = s.first, d != ",", d != "}", d != " ", d != "\t", d != "\n", d != "\r" {
            if d == "{" || d == "[" || d == "\"" { return nil }
            raw.append(d)
            s.removeFirst()
        }
        let text = String(raw)
        if ["true", "false", "null"].contains(text) { return .literal(text) }
        return text.isEmpty ? nil : .number(text)
    }

    private static func string(_ s: inout ArraySlice<Unicode.Scalar>) -> String? {
        guard s.popFirst() == "\"" else { return nil }
        var out = String.UnicodeScalarView()
        while let c = s.popFirst() {
            switch c {
            case "\"": return String(out)
            case "\\":
                guard let e = s.popFirst() else { return nil }
                switch e {
                case "\"", "\\", "/": out.append(e)
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "b": out.append("\u{8}")
                case "f": out.append("\u{c}")
                case "u":
                    let hex = String(String.UnicodeScalarView(s.prefix(4)))
                    guard hex.count == 4, let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) else { return nil }
                    s.removeFirst(4)
                    out.append(u)
                default: return nil
                }
            default:
                out.append(c)
            }
        }
        return nil
    }
}
