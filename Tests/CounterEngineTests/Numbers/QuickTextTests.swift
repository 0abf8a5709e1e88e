import CounterEngine
import CounterLocales
import Testing

private func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}

private func format(_ pattern: String) -> NumberFormat {
    guard case .success(let f) = NumberFormat.parse(pattern) else { fatalError("bad test pattern \(pattern)") }
    return f
}

/// The frame path writes values in whole display units (no exact decimals); every text it gives
/// must be the exact path's.
@Suite struct QuickTextTests {
    /// Displays of many formats and ranges: up, down, through zero, tiny and large.
    static let displays: [CounterDisplay] = {
        let formats: [NumberFormat] = [
            .int, .float, format(",##0.00"), format("#,##0"), format("0.0"), format("00000"), format("0.0#"),
            format("0.###"), format(",##0.00").withSymbols(NumberSymbols(localeIdentifier: "de_DE")!),
            format(",##0.00").withSymbols(NumberSymbols(localeIdentifier: "en_IN")!),
            format(",##0.00").withAffixes(prefix: "$", suffix: " €"), NumberFormat.int.withDecimals(7),
        ]
        let ranges = [("0", "9999"), ("9999", "0"), ("-50.5", "50.5"), ("0", "1234567.89"), ("0.001", "0.3"),
                      ("3", "-1e6"), ("-0.29", "-0.01"), ("100", "100.5"), ("0", "99999999999")]
        return formats.flatMap { f in ranges.map { CounterDisplay(format: f, from: number($0.0), to: number($0.1)) } }
    }()

    @Test func quickTextIsTheExactText() {
        var state: UInt64 = 0x1234_5678
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var compared = 0
        for display in Self.displays {
            let from = display.start
            let to = display.target.doubleValue
            // Random points of the move, and values right at and beside display units (where
            // rounding decides), in both directions.
            var values = (0..<400).map { _ in from + (to - from) * random() }
            var unit = 1.0
            for _ in 0..<display.format.maximumFractionDigits { unit /= 10 }
            for k in 0...40 {
                let v: Double = from + (to - from) * Double(k) / 40
                let snapped: Double = (v / unit).rounded() * unit
                let near: [Double] = [snapped, snapped.nextUp, snapped.nextDown, snapped + unit * 1e-9,
                                      snapped - unit * 1e-9, snapped + unit / 2, snapped - unit * 0.999999]
                values += near
            }
            for value in values where value.isFinite {
                let expected = display.exactText(for: value)
                let quick = display.text(for: value, settled: false)
                #expect(quick == expected, "\(display.format) from \(from) to \(to) at \(value)")
                compared += 1
            }
        }
        #expect(compared > 50_000)
    }

    @Test func wholeUnitsAreWrittenLikeTheFormat() {
        for (pattern, units, text) in [(",##0.00", Int64(123_456_789), "1,234,567.89"), ("0.0#", 1230, "12.3"),
                                       ("00000", 42, "00042"), ("0.0#", -5, "-0.05"), (",##0.00", 0, "0.00"),
                                       ("#,##0", 999, "999"), ("0.###", 1000, "1")] {
            #expect(WholeUnitText.text(units, format: format(pattern)) == text)
        }
    }
}
