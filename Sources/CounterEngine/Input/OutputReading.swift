/// What a live source reads from a program's output or a line of input: its number, or why it
/// gives none. One reading for every live source (`--command`, a card's `command:`, `--stdin`).
package enum OutputReading: Sendable, Equatable {
    /// The first number, exactly as written.
    case number(ExactNumber)
    /// The first number is written with grouping or a decimal comma (`12,345`, `3,75`,
    /// `1 000` with a no-break space, `1_000`): refused as a whole, never cut at the separator.
    /// The digits as written.
    case grouped(String)
    /// The output is not text (not UTF-8, a NUL or another control byte that is not
    /// whitespace): where, in words.
    case notText(String)
    /// Text without any number.
    case noNumber
    /// The first number does not fit a Double (`1e309`, 400 digits): the number as written.
    case outOfRange(String)
    /// The first number is written in hex, octal or binary (`0x10`, `0b101`): the text as written.
    case notDecimal(String)

    /// Why there is no value, in one line for the status line; nil for a number.
    package var refusal: String? {
        switch self {
        case .number: return nil
        case .grouped(let text): return Self.groupingHint(text)
        case .notText(let where_): return "the output is not text (\(where_))"
        case .noNumber: return "no number in the output"
        case .outOfRange(let text): return "number out of range: \(Self.shown(text))"
        case .notDecimal(let text): return "'\(Self.shown(text))' is not a number: only decimal numbers are read"
        }
    }

    /// The one hint for a number written with grouping or a decimal comma, the same for stdin
    /// and commands: `'12,345' is not a number: no grouping or decimal comma (write 1234.5)`.
    package static func groupingHint(_ text: String) -> String {
        "'\(shown(text))' is not a number: no grouping or decimal comma (write 1234.5)"
    }

    /// `text` made harmless and cut to 40 characters with `…` (a 400-digit number).
    static func shown(_ text: String) -> String {
        let clean = TextSanitizer.clean(String(text.prefix(41)))
        return clean.count > 40 ? String(clean.prefix(39)) + "…" : clean
    }
}
