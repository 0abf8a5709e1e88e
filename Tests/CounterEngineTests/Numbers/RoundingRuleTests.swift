import Testing
@testable import CounterEngine

/// The rounding rules as a format applies them: nearest with halves away from zero, down toward -∞, up toward +∞.
@Suite struct RoundingRuleTests {
    @Test(arguments: [
        ("2.345", "2.35", "2.34", "2.35"), ("-2.345", "-2.35", "-2.35", "-2.34"), ("9.995", "10.00", "9.99", "10.00"),
        ("-9.995", "-10.00", "-10.00", "-9.99"), ("0.001", "0.00", "0.00", "0.01"), ("-0.001", "0.00", "-0.01", "0.00"),
        ("2.5", "2.50", "2.50", "2.50"), ("999.999", "1000.00", "999.99", "1000.00"),
    ])
    func eachRuleInTwoDecimals(value: String, nearest: String, down: String, up: String) {
        let f = NumberFormat.float
        #expect(f.format(exact(value), rounding: .toNearest) == nearest, "toNearest")
        #expect(f.format(exact(value), rounding: .down) == down, "down")
        #expect(f.format(exact(value), rounding: .up) == up, "up")
    }

    /// For every value: down ≤ value ≤ up, one unit apart unless the value is a multiple, and to
    /// the nearest is whichever is nearer (the one away from zero for a half).
    @Test func downAndUpBracketTheValueAndNearestPicksTheCloser() {
        var state: UInt64 = 0x9E37_79B9
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Thousandths from -50 to 50 rounded to hundredths: every last digit, halves included.
            let thousandths = Int(state >> 40) % 100_001 - 50_000
            let value = exact("\(thousandths)e-3")
            let down = DecimalRounding.round(value, fractionDigits: 2, rule: .down, nudge: 0)
            let up = DecimalRounding.round(value, fractionDigits: 2, rule: .up, nudge: 0)
            let nearest = DecimalRounding.round(value, fractionDigits: 2, rule: .toNearest, nudge: 0)
            #expect(down <= value && value <= up, "\(value)")
            let remainder = abs(thousandths) % 10
            if remainder == 0 {
                #expect(down == value && up == value && nearest == value)
            } else {
                #expect(DecimalRounding.round(down, fractionDigits: 2, rule: .toNearest, nudge: 1) == up)
                let awayFromZero = value.isNegative ? down : up
                let towardZero = value.isNegative ? up : down
                #expect(nearest == (remainder >= 5 ? awayFromZero : towardZero), "\(value)")
            }
        }
    }

    /// While counting up a frame rounds down, so the end never shows early; counting down, up.
    @Test func theRuleOfACountNeverShowsTheEndEarly() {
        #expect(NumberFormat.int.format(exact("9998.99"), rounding: .down) == "9998")
        #expect(NumberFormat.int.format(exact("0.01"), rounding: .up) == "1")
        #expect(NumberFormat.int.format(exact("-0.99"), rounding: .up) == "0")
        #expect(NumberFormat.int.format(exact("-0.99"), rounding: .down) == "-1")
    }
}
