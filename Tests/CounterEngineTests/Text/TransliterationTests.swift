import CounterEngine
import Testing

/// Issue 14: under a non-UTF-8 locale, text becomes ASCII by a spelling, without accents, or `?`.
@Suite struct TransliterationTests {
    @Test(arguments: [
        ("€", "EUR"), (" °C", " degC"), ("Café", "Cafe"), ("Cafe\u{301}", "Cafe"), ("naïve", "naive"),
        ("Straße", "Strasse"), ("1\u{202F}234", "1 234"), ("Mio.", "Mio."), ("日本", "??"), ("ok", "ok"),
        ("\u{A0}Mio.", " Mio."),
    ])
    func table(text: String, expected: String) {
        #expect(Transliteration.ascii(text) == expected)
    }

    @Test func nothingIsDroppedSilently() {
        for scalar in (0xA0...0x2FFF).compactMap(Unicode.Scalar.init) where TextWidth.cells(scalar) > 0 {
            let out = Transliteration.ascii(String(scalar))
            #expect(!out.isEmpty && out.unicodeScalars.allSatisfy(\.isASCII), "\(scalar.value)")
        }
    }
}
