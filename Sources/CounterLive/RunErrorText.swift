import CounterEngine

/// What a failed run said on stderr, made fit to show beside its exit status (`exit 3: boom`):
/// the first line with something in it, its escape sequences and control characters removed.
enum RunErrorText {
    /// Characters of the line kept at most (a card or status line shows less, cut by its width).
    static let maximumLength = 200

    /// The first non-empty line of `bytes` (a run's stderr), harmless; nil when it has none.
    static func firstLine(of bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty else { return nil }
        var text = EscapeStripper.strip(ProgramText.decode(bytes))
        if String(validating: bytes, as: UTF8.self) == nil { text = redecoded(text) }
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            // A tab is a space here; every other control character goes.
            let spaced = String(line.map { $0 == "\t" ? " " : $0 })
            let clean = TextSanitizer.clean(spaced, maximumLength: maximumLength)
            let trimmed = clean.drop { $0 == " " }
            if let end = trimmed.lastIndex(where: { $0 != " " }) { return String(trimmed[...end]) }
        }
        return nil
    }

    /// Text of bytes that are not UTF-8, which ProgramText kept byte for byte (one character a
    /// byte) so 8-bit escapes could be stripped, read as UTF-8 again: its invalid bytes become
    /// U+FFFD, never Latin-1 letters (`\377\376` showed `ÿþ`).
    static func redecoded(_ stripped: String) -> String {
        let bytes = stripped.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `reason` (`exit 3`, `timed out after 2s`) with the first line of `errors` after it.
    static func reason(_ reason: String, errors: [UInt8]) -> String {
        firstLine(of: errors).map { "\(reason): \($0)" } ?? reason
    }
}
