/// One line of live input: a value, optionally addressed to a counter by id.
///
/// Accepted forms: `1234.5` (a value alone), `ID VALUE`, `ID=VALUE`, and JSON lines
/// `{"id": "revenue", "value": 12.5}` (the value a number or a string). Numbers follow
/// `NumberParser`'s grammar; anything else is not a live line.
package struct LiveLine: Sendable, Equatable {
    package var id: String?
    package var value: ExactNumber

    package init(id: String?, value: ExactNumber) {
        self.id = id
        self.value = value
    }

    /// The line's id and value, or nil when it is neither (blank lines included).
    package static func parse(_ line: String) -> LiveLine? {
        let text = String(NumberParser.trim(line))
        guard !text.isEmpty, text.utf8.count <= 4096 else { return nil }
        if text.hasPrefix("{") { return json(text) }
        if case .success(let n) = NumberParser.parse(text) { return LiveLine(id: nil, value: n) }
        var id: Substring
        var rest: Substring
        if let equals = text.firstIndex(of: "=") {
            id = text[..<equals]
            rest = text[text.index(after: equals)...]
        } else if let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) {
            id = text[..<space]
            rest = text[space...]
        } else {
            return nil
        }
        id = NumberParser.trim(String(id))
        guard !id.isEmpty, case .success(let n) = NumberParser.parse(String(rest)) else { return nil }
        return LiveLine(id: String(id), value: n)
    }

    /// The hint when `line` is no live line because of the way its number is written (grouping
    /// or a decimal comma: `1,000`, `load 12,5`; hex: `a 0x10`; too large: `1e309`), the same
    /// as a command's; nil otherwise.
    package static func refusal(_ line: String) -> String? {
        let text = String(NumberParser.trim(line))
        var candidates = [text]
        if let separator = text.firstIndex(where: { $0 == "=" || $0 == " " || $0 == "\t" }) {
            candidates.append(String(NumberParser.trim(String(text[text.index(after: separator)...]))))
        }
        for candidate in candidates {
            let reading = FirstNumber.read(stripped: candidate)
            switch reading {
            case .grouped(let text) where text == candidate, .outOfRange(let text) where text == candidate,
                 .notDecimal(let text) where text == candidate:
                return reading.refusal
            default: continue
            }
        }
        return nil
    }

    /// A flat JSON object with a string `id` and a `value` that is a number (kept exactly as
    /// written) or a string holding one.
    private static func json(_ text: String) -> LiveLine? {
        guard let fields = FlatJSON.parse(text), case .string(let id)? = fields["id"], !id.isEmpty else { return nil }
        let valueText: String
        switch fields["value"] {
        case .number(let raw)?: valueText = raw
        case .string(let string)?: valueText = string
        default: return nil
        }
        guard case .success(let n) = NumberParser.parse(valueText) else { return nil }
        return LiveLine(id: id, value: n)
    }
}
