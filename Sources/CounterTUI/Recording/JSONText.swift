/// The bits of JSON a recording writes: quoted strings and times in seconds.
package enum JSONText {
    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    package static func quoted(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        out.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out.append(contentsOf: unicodeEscape(scalar.value).unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        out.append("\"")
        return String(out)
    }

    /// Seconds as the shortest decimal that reads back as exactly `time` (`0.25`,
    /// `0.016666666666666666`), so a player's time is the very time the frame was rendered
    /// for; negative or non-finite times are 0.
    package static func seconds(_ time: Double) -> String {
        guard time.isFinite, time > 0 else { return "0" }
        return time.description
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex
    }
}
