import CounterEngine
import CounterLocales
import Testing

/// Issue 35: formats as the public API spells them, and a locale's grouping decided by the
/// library (`--locale` used to decide it in the CLI only).
@Suite struct PublicFormatTests {
    @Test(arguments: [
        ("%.2f", "1234.50"), ("%d", "1235"), ("%.0f", "1235"), ("%f", "1234.500000"), (",##0.00", "1,234.50"),
        ("#,##0", "1,235"), ("int", "1235"), ("float", "1234.50"), ("00000", "01235"),
    ])
    func patterns(pattern: String, text: String) throws {
        #expect(try NumberFormat(pattern: pattern).string(ExactNumber("1234.5")!) == text)
    }

    @Test func badPatternsThrowTheirReason() {
        #expect(throws: FormatParseError.unexpectedCharacter("x")) { try NumberFormat(pattern: "#.#x") }
        #expect(throws: FormatParseError.tooManyDecimals) { try NumberFormat(pattern: "%.21f") }
        #expect(throws: FormatParseError.empty) { try NumberFormat(pattern: "") }
    }

    @Test func builders() {
        #expect(NumberFormat.int.grouped().string(1_234_568) == "1,234,568")
        #expect(NumberFormat.int.decimals(3).string(2.5) == "2.500")
        #expect(NumberFormat.int.withAffixes(prefix: "$", suffix: " left").string(-12) == "-$12 left")
        #expect(NumberFormat.bytes.string(ExactNumber(13_002_342)) == "12.4 MiB")
        #expect(NumberFormat.float.string(Double.nan) == "0.00")
        #expect(ExactNumber(Int.min).description == "-9223372036854775808")
        #expect(ExactNumber("1,5") == nil && ExactNumber("1.50")?.description == "1.5")
    }

    @Test func aLocaleBringsItsSymbolsAndGrouping() throws {
        #expect(try NumberFormat.int.locale("de_DE").string(1_234_568) == "1.234.568")
        #expect(try NumberFormat.float.locale("de_DE").string(ExactNumber("1234.5")!) == "1.234,50")
        #expect(try NumberFormat.int.locale("en_IN").string(12_345_678) == "1,23,45,678")
        // A format that chose its grouping keeps it: a pattern without ',' or grouped(false).
        #expect(try NumberFormat(pattern: "0.00").locale("de_DE").string(ExactNumber("1234.5")!) == "1234,50")
        #expect(try NumberFormat.int.grouped(false).locale("de_DE").string(1_234_568) == "1234568")
        #expect(NumberSymbols(locale: "de_DE")?.decimalSeparator == ",")
        #expect(NumberSymbols(locale: "xx_YY") == nil)
        // A unit's text is not padded to the widest unit's width.
        #expect(NumberFormat.bytes.string(42) == "42 B")
        #expect(NumberFormat.bytes.string(2048) == "2.0 KiB")
        // What LANG holds names the same locale; C and POSIX change nothing.
        #expect(try NumberFormat.int.locale("de_DE.UTF-8").string(1_234_568) == "1.234.568")
        #expect(try NumberFormat.int.locale("de_DE@euro").string(1_234_568) == "1.234.568")
        #expect(try NumberFormat.int.locale("C").string(1_234_568) == "1234568")
        #expect(try NumberFormat.float.locale("POSIX").string(ExactNumber("1234.5")!) == "1234.50")
        #expect(throws: UnknownLocaleError(identifier: ".UTF-8")) { try NumberFormat.int.locale(".UTF-8") }
        #expect(throws: UnknownLocaleError(identifier: "xx_YY")) { try NumberFormat.int.locale("xx_YY") }
    }
}
