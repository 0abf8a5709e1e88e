import Testing
@testable import CounterEngine
import CounterLocales

private func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}

private func pattern(_ text: String) -> NumberFormat {
    guard case .success(let f) = NumberFormat.parse(text) else { fatalError("bad test pattern \(text)") }
    return f
}

/// Number formats: patterns, grouping, decimals, percent, compact, locales, rounding rules, nudges and widths.
@Suite struct NumberFormatTests {
    static let table: [(value: String, format: String, expected: String)] = [
        ("9999", "int", "9999"),
        ("1234.5", "int", "1235"),
        ("-1234.5", "int", "-1235"),
        ("0.4", "int", "0"),
        ("-0.4", "int", "0"),
        ("-0", "int", "0"),
        ("-0.0", "float", "0.00"),
        ("0.3", "float", "0.30"),
        ("2.675", "float", "2.68"),
        ("1234567.89", ",##0.00", "1,234,567.89"),
        ("1234567.885", ",##0.00", "1,234,567.89"),
        ("-1234567.89", ",##0.00", "-1,234,567.89"),
        ("999.999", ",##0.00", "1,000.00"),
        ("1234567", "#,##0", "1,234,567"),
        ("123", "#,##0", "123"),
        ("12.345", "0.0", "12.3"),
        ("12.35", "0.0", "12.4"),
        ("42", "00000", "00042"),
        ("-42", "00000", "-00042"),
        ("123456", "00000", "123456"),
        ("1.5", "0.0#", "1.5"),
        ("1.555", "0.0#", "1.56"),
        ("123456789", "#,##,##0", "12,34,56,789"),
        ("0.256", "percent", "26%"),
        ("1", "percent", "100%"),
        ("12.5", "percent", "1,250%"),
        ("999", "compact", "999"),
        ("1000", "compact", "1K"),
        ("1234", "compact", "1.2K"),
        ("12345", "compact", "12K"),
        ("123456", "compact", "123K"),
        ("999960", "compact", "1M"),
        ("3400000", "compact", "3.4M"),
        ("5600000000", "compact", "5.6B"),
        ("7800000000000", "compact", "7.8T"),
        ("-1234", "compact", "-1.2K"),
        ("1e30", "int", "1" + String(repeating: "0", count: 30)),
        ("1e308", "int", "1" + String(repeating: "0", count: 308)),
        ("1.7976931348623157e308", "compact", "17976931348623157" + String(repeating: "0", count: 280) + "T"),
        ("9223372036854775808", "#,##0", "9,223,372,036,854,775,808"),
        ("-9.3e18", "int", "-9300000000000000000"),
        ("1e-400", "float", "0.00"),
        ("5e-324", "int", "0"),
    ]

    @Test(arguments: table.indices)
    func formatsTable(index: Int) throws {
        let row = Self.table[index]
        let format = try NumberFormat.parse(row.format).get()
        #expect(format.format(number(row.value)) == row.expected, "\(row.value) as \(row.format)")
    }

    @Test func signGoesBeforeThePrefix() {
        let f = pattern(",##0.00").withAffixes(prefix: "$", suffix: "")
        #expect(f.format(number("-1234.5")) == "-$1,234.50")
        #expect(f.format(number("1234.5")) == "$1,234.50")
        let pts = NumberFormat.int.withAffixes(prefix: "¥", suffix: " pts")
        #expect(pts.format(number("-7")) == "-¥7 pts")
        #expect(pts.format(number("-0.2")) == "¥0 pts")
    }

    @Test func decimalsOverrideFractionDigits() {
        #expect(NumberFormat.int.withDecimals(3).format(number("2.5")) == "2.500")
        #expect(pattern(",##0.00").withDecimals(0).format(number("1234.5")) == "1,235")
        #expect(NumberFormat.compact.withDecimals(2).format(number("1234")) == "1.23K")
        #expect(NumberFormat.percent.withDecimals(1).format(number("0.2567")) == "25.7%")
    }

    @Test func locales() throws {
        let de = try #require(NumberSymbols(localeIdentifier: "de_DE"))
        #expect(pattern(",##0.00").withSymbols(de).format(number("1234567.89")) == "1.234.567,89")
        let india = try #require(NumberSymbols(localeIdentifier: "en_IN"))
        #expect(pattern(",##0.00").withSymbols(india).format(number("1234567.89")) == "12,34,567.89")
        #expect(pattern("#,##0").withSymbols(india).format(number("12345678901")) == "12,34,56,78,901")
        let us = try #require(NumberSymbols(localeIdentifier: "en-US"))
        #expect(pattern(",##0.00").withSymbols(us).format(number("1234567.89")) == "1,234,567.89")
        // Locales written with Arabic-Indic digits keep their grouping (ASCII digits shown).
        let egypt = try #require(NumberSymbols(localeIdentifier: "ar_EG"))
        #expect(pattern(",##0.00").withSymbols(egypt).format(number("1234567.89")) == "1\u{66C}234\u{66C}567\u{66B}89")
        #expect(NumberSymbols(localeIdentifier: "xx_YY") == nil)
        #expect(NumberSymbols(localeIdentifier: "") == nil)
    }

    @Test func roundingRules() {
        let f = NumberFormat.int
        #expect(f.format(number("9998.9"), rounding: .down) == "9998")
        #expect(f.format(number("-9998.1"), rounding: .down) == "-9999")
        #expect(f.format(number("1.1"), rounding: .up) == "2")
        #expect(f.format(number("-1.9"), rounding: .up) == "-1")
        #expect(f.format(number("-0.5"), rounding: .up) == "0")
        #expect(f.format(number("2.5"), rounding: .toNearest) == "3")
        #expect(f.format(number("-2.5"), rounding: .toNearest) == "-3")
    }

    @Test func nudgeMovesOneDisplayUnit() {
        #expect(NumberFormat.int.format(number("100"), nudge: -1) == "99")
        #expect(NumberFormat.int.format(number("0"), nudge: -1) == "-1")
        #expect(NumberFormat.int.format(number("-1"), nudge: 1) == "0")
        #expect(NumberFormat.float.format(number("10"), nudge: -1) == "9.99")
    }

    @Test(arguments: ["#,##0.0.0", "", "abc", "%d", "0.#0", "0#", "#,", ",,0", "0.00000000000000000000000", "0,.0"])
    func refusesBadPatterns(text: String) {
        #expect(throws: FormatParseError.self) { try NumberFormat.parse(text).get() }
    }

    @Test func widthCoversTheWholeRange() {
        #expect(NumberFormat.int.maximumWidth(lower: number("0"), upper: number("9999")) == 4)
        #expect(NumberFormat.int.maximumWidth(lower: number("-5"), upper: number("5")) == 2)
        #expect(pattern(",##0.00").maximumWidth(lower: number("0"), upper: number("1234567.89")) == 12)
        // 0 → 1000 in compact passes 999 (3 cells) while both ends take at most 2.
        #expect(NumberFormat.compact.maximumWidth(lower: number("0"), upper: number("1000")) == 3)
    }
}
