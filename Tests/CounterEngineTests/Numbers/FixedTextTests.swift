import Testing
@testable import CounterEngine

/// The plain texts of reports and recordings (`--stats`, a recording's summary, SVG times).
@Suite struct FixedTextTests {
    @Test(arguments: [
        (2.5, 2, "2.50"), (0.016666, 4, "0.0167"), (1.005, 0, "1"), (0.5, 0, "1"), (-1.234, 2, "-1.23"),
        (-0.001, 2, "0.00"), (12345.678, 3, "12345.678"), (0, 3, "0.000"),
    ] as [(Double, Int, String)])
    func fixedDecimals(value: Double, decimals: Int, text: String) {
        #expect(NumberFormat.fixed(value, decimals: decimals) == text)
    }

    @Test func notFiniteOrHugeIsWrittenAsTheDouble() {
        #expect(NumberFormat.fixed(.infinity, decimals: 2) == "inf")
        #expect(NumberFormat.fixed(1e300, decimals: 2) == "1e+300")
    }

    @Test func wholeNumbersAreGrouped() {
        #expect(NumberFormat.grouped(27_212) == "27,212")
        #expect(NumberFormat.grouped(999) == "999")
        #expect(NumberFormat.grouped(1_234_567) == "1,234,567")
    }
}
