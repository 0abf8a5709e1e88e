import Testing
@testable import CounterEngine
import CounterLocales

/// Compact units by magnitude: the plain K/M/B/T table, and a table of a locale's own units driving compact notation.
@Suite struct CompactUnitTests {
    @Test func thePlainTableGoesUpInThrees() {
        let plain = CompactUnit.plain
        #expect(plain.count == 13)
        let expected: [(Int, String)] = [(0, ""), (0, ""), (0, ""), (3, "K"), (3, "K"), (3, "K"), (6, "M"), (6, "M"),
                                         (6, "M"), (9, "B"), (9, "B"), (9, "B"), (12, "T")]
        for (magnitude, (power, unit)) in expected.enumerated() {
            #expect(plain[magnitude] == CompactUnit(power: power, unit: unit), "magnitude \(magnitude)")
        }
    }

    /// Symbols with no units of their own use the plain table.
    @Test func noUnitsMeansThePlainOnes() {
        #expect(NumberSymbols(compactUnits: []).compactUnits == CompactUnit.plain)
        #expect(NumberSymbols.plain.compactUnits == CompactUnit.plain)
    }

    /// Lakh (10^5) and crore (10^7), as en_IN writes them: the number is divided by 10^power and
    /// followed by the unit's text.
    static let indian: [CompactUnit] = [
        CompactUnit(power: 0, unit: ""), CompactUnit(power: 0, unit: ""), CompactUnit(power: 0, unit: ""),
        CompactUnit(power: 3, unit: "K"), CompactUnit(power: 3, unit: "K"), CompactUnit(power: 5, unit: "L"),
        CompactUnit(power: 5, unit: "L"), CompactUnit(power: 7, unit: "Cr"), CompactUnit(power: 7, unit: "Cr"),
    ]

    @Test(arguments: [
        ("999", "999"), ("1234", "1.2K"), ("12345", "12K"), ("123456", "1.2L"), ("1234567", "12L"),
        ("12345678", "1.2Cr"), ("123456789", "12Cr"), ("-123456", "-1.2L"),
        // Beyond the table the last unit takes every larger number.
        ("1234567890", "123Cr"),
        // 99,999 rounds to 100K: written in the next unit as 1L; 99.96 L likewise as 1Cr.
        ("99999", "1L"), ("9996000", "1Cr"),
    ])
    func aLocalesUnitsWriteCompactNumbers(value: String, text: String) {
        let format = NumberFormat.compact.withSymbols(NumberSymbols(compactUnits: Self.indian))
        #expect(format.format(exact(value)) == text)
    }

    /// A unit's text is written as it is, spaces and all (de_DE's `1,2 Mio.`).
    @Test func theUnitTextIsWrittenAsItIs() {
        var units = CompactUnit.plain
        for m in 6...8 { units[m] = CompactUnit(power: 6, unit: "\u{A0}Mio.") }
        let german = NumberSymbols(decimalSeparator: ",", groupingSeparator: ".", compactUnits: units)
        #expect(NumberFormat.compact.withSymbols(german).format(exact("1234567")) == "1,2\u{A0}Mio.")
        #expect(NumberFormat.compact.withSymbols(german).format(exact("12345678")) == "12\u{A0}Mio.")
    }

    /// Below its first unit compact writes the whole number grouped as the locale groups: de_DE
    /// has no unit under a million (`809375` was written ungrouped).
    @Test func belowTheFirstUnitTheNumberIsGrouped() throws {
        var units = CompactUnit.plain
        for m in 0...5 { units[m] = CompactUnit(power: 0, unit: "") }
        for m in 6...8 { units[m] = CompactUnit(power: 6, unit: "\u{A0}Mio.") }
        let german = NumberFormat.compact.withSymbols(NumberSymbols(decimalSeparator: ",", groupingSeparator: ".", compactUnits: units))
        // From five digits on, as ICU's compact notation groups (1200 stays 1200).
        for (value, text) in [("809375", "809.375"), ("12345", "12.345"), ("1234", "1234"), ("999", "999"), ("-809375", "-809.375"),
                              ("1234567", "1,2\u{A0}Mio.")] {
            #expect(german.format(exact(value)) == text, "\(value)")
        }
        // The locale itself, as --locale de_DE reads it.
        let symbols = try #require(NumberSymbols(localeIdentifier: "de_DE"))
        #expect(NumberFormat.compact.withSymbols(symbols).format(exact("809375")) == "809.375")
        // The plain units group nothing under 1K: unchanged.
        #expect(NumberFormat.compact.format(exact("999")) == "999" && NumberFormat.compact.format(exact("809375")) == "809K")
        // The reserved width counts the separator.
        #expect(german.maximumWidth(lower: .zero, upper: exact("809375")) >= 7)
    }
}
