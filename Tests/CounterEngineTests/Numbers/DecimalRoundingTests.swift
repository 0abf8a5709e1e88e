import Testing
@testable import CounterEngine

/// Exact decimals rounded by digits: halves, carries, negatives, tiny values, nudges and the noise tolerance.
@Suite struct DecimalRoundingTests {
    func round(_ value: String, _ digits: Int, _ rule: RoundingRule, nudge: Int = 0, tolerance: Double = 0) -> ExactNumber {
        DecimalRounding.round(exact(value), fractionDigits: digits, rule: rule, nudge: nudge, tolerance: tolerance)
    }

    @Test(arguments: [
        // Halves go away from zero; anything below a half stays, however many digits it has.
        ("2.5", 0, "3"), ("-2.5", 0, "-3"), ("0.125", 2, "0.13"), ("-0.125", 2, "-0.13"), ("1.5", 0, "2"),
        ("2.4999999999999999999999999", 0, "2"), ("2.5000000000000000000000001", 0, "3"), ("-0.5", 0, "-1"),
        // Carries run through every 9, into a new leading digit.
        ("9.995", 2, "10"), ("-9.995", 2, "-10"), ("999.9995", 3, "1000"), ("99.96", 1, "100"), ("0.0095", 3, "0.01"),
        // Values already at the digits, or above them, are unchanged.
        ("1234", 0, "1234"), ("1.5", 3, "1.5"), ("1e30", 2, "1e30"), ("0", 2, "0"),
        // Values below the last digit: far below (zeros not written), just below a half, a half.
        ("0.0004", 2, "0"), ("0.0005", 2, "0"), ("0.004999", 2, "0"), ("0.005", 2, "0.01"), ("1e-400", 20, "0"),
        // Negative digits round to tens and hundreds.
        ("1250", -2, "1300"), ("1249", -2, "1200"), ("-1250", -2, "-1300"),
    ] as [(String, Int, String)])
    func toNearest(value: String, digits: Int, expected: String) {
        #expect(round(value, digits, .toNearest) == exact(expected))
    }

    @Test(arguments: [
        ("1.999", 2, "1.99", "2"), ("1.001", 2, "1", "1.01"), ("-1.001", 2, "-1.01", "-1"), ("-1.999", 2, "-2", "-1.99"),
        ("9.9999", 0, "9", "10"), ("-9.9999", 0, "-10", "-9"), ("0.0004", 2, "0", "0.01"), ("-0.0004", 2, "-0.01", "0"),
        ("2.5", 1, "2.5", "2.5"), ("-7", 0, "-7", "-7"),
    ] as [(String, Int, String, String)])
    func downAndUp(value: String, digits: Int, down: String, up: String) {
        #expect(round(value, digits, .down) == exact(down), "down")
        #expect(round(value, digits, .up) == exact(up), "up")
    }

    /// A result of zero is zero, never -0.
    @Test func noNegativeZero() {
        for (value, rule) in [("-0.4", RoundingRule.toNearest), ("-0.0004", .up), ("-0.9", .up)] {
            let rounded = round(value, 0, rule)
            #expect(rounded.isZero && !rounded.isNegative)
        }
    }

    /// The nudge moves the rounded result that many units of the last digit, across zero too.
    @Test(arguments: [
        ("100", 0, -1, "99"), ("0", 0, -1, "-1"), ("-1", 0, 1, "0"), ("1", 0, -3, "-2"), ("-2", 0, 3, "1"),
        ("10", 2, -1, "9.99"), ("9.99", 2, 1, "10"), ("0.5", 0, 2, "3"), ("-0.2", 0, -1, "-1"), ("-0.2", 0, 1, "1"),
        ("1e30", 0, -1, "999999999999999999999999999999"),
    ] as [(String, Int, Int, String)])
    func nudges(value: String, digits: Int, nudge: Int, expected: String) {
        #expect(round(value, digits, .toNearest, nudge: nudge) == exact(expected))
    }

    /// With `.down` or `.up`, a value within the tolerance of a multiple is that multiple.
    @Test func noiseWithinTheToleranceIsTheUnit() {
        let above = ExactNumber(3.0000000000000004)
        let below = ExactNumber(2.9999999999999996)
        #expect(DecimalRounding.round(above, fractionDigits: 0, rule: .up, nudge: 0) == exact("4"))
        #expect(DecimalRounding.round(above, fractionDigits: 0, rule: .up, nudge: 0, tolerance: 1e-9) == exact("3"))
        #expect(DecimalRounding.round(below, fractionDigits: 0, rule: .down, nudge: 0) == exact("2"))
        #expect(DecimalRounding.round(below, fractionDigits: 0, rule: .down, nudge: 0, tolerance: 1e-9) == exact("3"))
        // A real fraction is no noise.
        #expect(round("3.05", 0, .up, tolerance: 1e-9) == exact("4"))
        #expect(round("2.95", 0, .down, tolerance: 1e-9) == exact("2"))
        // In display units: 1.23000000001 is 1.23 at two decimals.
        #expect(round("1.23000000001", 2, .up, tolerance: 1e-9) == exact("1.23"))
        #expect(round("-1.22999999999", 2, .down, tolerance: 1e-9) == exact("-1.23"))
    }

    /// A tolerance wider than a unit rounds to the nearest unit, whatever the direction.
    @Test func aToleranceWiderThanAUnitRoundsToTheNearest() {
        #expect(round("31.75", 0, .down, tolerance: 5) == exact("32"))
        #expect(round("31.25", 0, .up, tolerance: 5) == exact("31"))
        #expect(round("-31.75", 0, .up, tolerance: 5) == exact("-32"))
    }

    /// To the nearest takes no notice of the tolerance.
    @Test func toNearestIgnoresTheTolerance() {
        #expect(round("2.5000001", 0, .toNearest, tolerance: 1) == exact("3"))
        #expect(round("2.4999999", 0, .toNearest, tolerance: 1) == exact("2"))
    }
}
