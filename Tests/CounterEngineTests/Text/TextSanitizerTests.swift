import Testing
@testable import CounterEngine

/// Text from outside made inert: controls, DEL, bidi and zero-width characters removed, a length cap, escapes shown.
@Suite struct TextSanitizerTests {
    @Test(arguments: [
        // C0 controls, tab, CR and LF included, and DEL.
        ("a\u{0}b\u{7}c\u{8}d\u{7F}e", "abcde"), ("tab\there", "tabhere"), ("line\r\nnext", "linenext"), ("\u{1}\u{1F}", ""),
        // ESC goes, so what followed it is plain text that changes nothing.
        ("\u{1b}[31mred\u{1b}[0m", "[31mred[0m"), ("\u{1b}]0;pwned\u{7}title", "]0;pwnedtitle"),
        // C1 controls, the C1 CSI among them.
        ("a\u{80}b\u{85}c\u{9B}31md\u{9F}", "abc31md"),
        // Bidi embeddings, overrides, isolates and marks.
        ("\u{202E}txt.exe\u{202C}", "txt.exe"), ("a\u{202A}\u{202B}\u{202D}b", "ab"),
        ("\u{2066}x\u{2067}y\u{2068}z\u{2069}", "xyz"),
        ("\u{200E}l\u{200F}r\u{61C}", "lr"),
        // Zero-width space, non-joiner, joiner, word joiner, BOM; line and paragraph separators.
        ("z\u{200B}e\u{200C}r\u{200D}o\u{2060}\u{FEFF}", "zero"), ("p\u{2028}q\u{2029}", "pq"),
        // Private use and unassigned code points.
        ("\u{E000}x\u{F8FF}\u{F0000}", "x"), ("a\u{378}b", "ab"),
    ])
    func removesWhatIsNotText(text: String, expected: String) {
        #expect(TextSanitizer.clean(text) == expected)
    }

    @Test(arguments: ["", "Users 1,234", "Café", "Cafe\u{301}", "日本語", "😀", "€ ° ± ½", "\u{A0}Mio.", "Ελληνικά",
                      "עברית"])
    func textIsKept(text: String) {
        #expect(TextSanitizer.clean(text) == text)
    }

    /// At most `maximumLength` characters are kept, counting only the ones kept.
    @Test func cutToTheMaximumLength() {
        #expect(TextSanitizer.clean(String(repeating: "a", count: 5000)).unicodeScalars.count == 4096)
        #expect(TextSanitizer.clean("abcdef", maximumLength: 3) == "abc")
        #expect(TextSanitizer.clean("\u{1}a\u{1}b\u{1}c\u{1}d", maximumLength: 3) == "abc")
        #expect(TextSanitizer.clean("abc", maximumLength: 0) == "")
        #expect(TextSanitizer.clean("日本語", maximumLength: 2) == "日本")
    }

    /// Whatever goes in, everything that comes out is safe to show.
    @Test func everyScalarOutIsSafe() {
        var all = String.UnicodeScalarView()
        for v in UInt32(0)...0x3000 { if let s = Unicode.Scalar(v) { all.append(s) } }
        for v in [0xFEFF, 0xE000, 0xF0000, 0x10FFFF, 0xE0001, 0x1F600] as [UInt32] { all.append(Unicode.Scalar(v)!) }
        let text = String(all)
        let clean = TextSanitizer.clean(text, maximumLength: 100_000)
        #expect(clean.unicodeScalars.allSatisfy(TextSanitizer.isSafe))
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(clean.unicodeScalars.contains("A") && clean.unicodeScalars.contains("\u{3000}"))
    }

    @Test func isSafeSaysWhich() {
        let unsafe: [UInt32] = [0x0, 0x9, 0xA, 0xD, 0x1B, 0x7F, 0x80, 0x9B, 0x9F, 0x200B, 0x202E, 0x2066, 0xFEFF, 0x2028, 0xE000]
        for v in unsafe {
            #expect(!TextSanitizer.isSafe(Unicode.Scalar(v)!), "U+\(String(v, radix: 16))")
        }
        for v in [0x20, 0x41, 0x7E, 0xA0, 0xE9, 0x301, 0x20AC, 0x65E5, 0x1F600] as [UInt32] {
            #expect(TextSanitizer.isSafe(Unicode.Scalar(v)!), "U+\(String(v, radix: 16))")
        }
    }

    /// Prefixes and suffixes lose format characters but keep controls, for the caller to refuse.
    @Test func formatCharactersAloneAreRemoved() {
        #expect(TextSanitizer.withoutFormatCharacters("a\u{1b}b\u{200B}c\u{202E}d\u{FEFF}\t") == "a\u{1b}bcd\t")
        #expect(TextSanitizer.withoutFormatCharacters("€ Mio.") == "€ Mio.")
    }

    @Test(arguments: [
        ("a\u{1b}[31m", "a\\x1b[31m"), ("tab\there", "tab\\x09here"), ("\r\n", "\\x0d\\x0a"), ("\u{7F}\u{9B}", "\\x7f\\x9b"),
        ("\u{202E}gpj.exe", "\\u{202e}gpj.exe"), ("\u{200B}", "\\u{200b}"), ("\u{F0000}", "\\u{f0000}"),
        ("Café 日本", "Café 日本"), ("", ""),
    ])
    func escapedMakesEveryUnsafeCharacterVisible(text: String, expected: String) {
        #expect(TextSanitizer.escaped(text) == expected)
    }

    /// Escaped text is cut at `maximumLength` characters of output, with an ellipsis.
    @Test func escapedIsCut() {
        #expect(TextSanitizer.escaped(String(repeating: "a", count: 300)) == String(repeating: "a", count: 200) + "…")
        #expect(TextSanitizer.escaped("abc", maximumLength: 2) == "ab…")
        #expect(TextSanitizer.escaped("ab", maximumLength: 2) == "ab")
        #expect(TextSanitizer.escaped("\u{1}\u{1}", maximumLength: 4) == "\\x01…")
        // Whatever goes in, the escaped text is all safe.
        let nasty = String(String.UnicodeScalarView((0...0x200).compactMap(Unicode.Scalar.init)))
        #expect(TextSanitizer.escaped(nasty, maximumLength: 10_000).unicodeScalars.allSatisfy(TextSanitizer.isSafe))
    }
}
