import CounterEngine
@testable import CounterFuzzChecks
import Testing

/// `FormatterCheck`: every text shown while counting fits its reserved width, is safe, shows no
/// negative zero, and settles on the final text, for any format, locale, affixes and range.
@Suite struct FormatterCheckTests {
    /// A format by index, optional decimals and locale, a range read from text, and the rest.
    func input(format: Int, decimals: UInt8? = nil, locale: Int? = nil, from: String, to: String, extent: UInt8,
               values: [UInt8] = [0, 64, 128, 255]) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(format)]
        bytes.append((decimals == nil ? 0 : 1) | (locale == nil ? 0 : 2))
        if let decimals { bytes.append(decimals) }
        if let locale { bytes.append(UInt8(locale)) }
        bytes += [0] + FuzzBytes.string(from) + [0] + FuzzBytes.string(to) + [extent] + values
        return bytes
    }

    @Test func everyNamedFormatInEveryLocalePasses() {
        for format in FormatterCheck.formats.indices {
            for locale in [nil] + FormatterCheck.locales.indices.map(Optional.some) {
                for (from, to) in [("0", "1234567.89"), ("-5", "5"), ("99.5", "-0.25"), ("0", "0")] {
                    for extent: UInt8 in [0, 1, 2, 3] {
                        let bytes = input(format: format, locale: locale, from: from, to: to, extent: extent)
                        #expect(FormatterCheck.run(bytes) == [],
                                "\(FormatterCheck.formats[format]) \(locale.map { FormatterCheck.locales[$0] } ?? "C") \(from)→\(to) extent \(extent)")
                    }
                }
            }
        }
    }

    @Test func decimalsAffixesAndOwnPatternsPass() {
        #expect(FormatterCheck.run(input(format: 0, decimals: 20, from: "-0.0000001", to: "1e15", extent: 2)) == [])
        // A pattern of its own (selector ≥ 128) and affixes read from text.
        let own: [UInt8] = [200] + FuzzBytes.string("#,##,##0.0#") + [4] + FuzzBytes.string("$ ") + FuzzBytes.string(" -7 pts")
            + [200, 0x3F, 0xF8, 0, 0, 0, 0, 0, 0] + [0] + FuzzBytes.string("-98765.4321") + [1, 10, 200]
        #expect(FormatterCheck.run(own) == [])
        #expect(FormatterCheck.run([]) == [])
        for bytes in FuzzBytes.random(count: 200, length: 48, seed: 8) {
            #expect(FormatterCheck.run(bytes) == [], "\(bytes)")
        }
    }

    @Test func affixesAreKeptFreeOfSignsDigitsAndControls() {
        #expect(FormatterCheck.affix("$") == "$")
        // Cleaned and cut to 8 scalars first ("-1 \u{2212}pts["), then signs and digits go.
        #expect(FormatterCheck.affix("-1 \u{2212}pts\u{1b}[2J") == " pts[")
        #expect(FormatterCheck.affix("\u{661}\u{966}abc") == "abc")
        #expect(FormatterCheck.affix("abcdefghijk").unicodeScalars.count <= 8)
    }

    @Test func numbersComeFromTextOrFromADouble() {
        var text = FuzzInput([0] + FuzzBytes.string("1234.50"))
        #expect(FormatterCheck.number(&text).description == "1234.5")
        var junk = FuzzInput([0] + FuzzBytes.string("abc"))
        #expect(FormatterCheck.number(&junk) == .zero)
        var double = FuzzInput([128] + FuzzBytes.double(-2.5))
        #expect(FormatterCheck.number(&double).description == "-2.5")
        var nan = FuzzInput([255] + FuzzBytes.double(.nan) + [128])
        #expect(FormatterCheck.number(&nan) == .zero)
    }

    @Test func formatsArePickedByIndexOrReadFromText() {
        var named = FuzzInput([1])
        #expect(FormatterCheck.pickFormat(&named) == (try? NumberFormat.parse(FormatterCheck.formats[1]).get()))
        var own = FuzzInput([128] + FuzzBytes.string("0.000"))
        #expect(FormatterCheck.pickFormat(&own) == (try? NumberFormat.parse("0.000").get()))
        var bad = FuzzInput([128] + FuzzBytes.string("#,##0.0.0"))
        #expect(FormatterCheck.pickFormat(&bad) == .int)
    }
}
