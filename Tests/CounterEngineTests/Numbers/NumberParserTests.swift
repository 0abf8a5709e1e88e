import Testing
@testable import CounterEngine

/// The number grammar: accepted forms kept exactly, refusals with their reason, and durations.
@Suite struct NumberParserTests {
    @Test(arguments: [
        ("0", "0"), ("-5", "-5"), ("+5", "5"), ("1234.5", "1234.5"), ("1e6", "1000000"), ("1E+3", "1000"),
        ("2.5e-3", "0.0025"), (".5", "0.5"), ("5.", "5"), ("  42\t", "42"), ("-0", "0"), ("-0.0", "0"),
        ("007", "7"), ("1234567.89", "1234567.89"), ("1e30", "1" + String(repeating: "0", count: 30)),
    ])
    func accepts(text: String, expected: String) throws {
        #expect(try NumberParser.parse(text).get().description == expected)
    }

    @Test(arguments: [
        ("nan", NumberParseError.notFinite), ("NaN", .notFinite), ("inf", .notFinite), ("-infinity", .notFinite),
        ("1e309", .outOfRange), ("-1e309", .outOfRange), ("1e999999999", .outOfRange),
        ("1,5", .comma), ("1,000", .comma), ("1_000", .underscore), ("", .empty), ("   ", .empty),
        ("0x1p3", .malformed), ("1e", .malformed), ("--5", .malformed), ("１２３", .malformed),
        ("1.2.3", .malformed), ("abc", .malformed), ("5 5", .malformed), ("\u{1b}[2J5", .malformed),
    ])
    func refuses(text: String, error: NumberParseError) {
        #expect(throws: error) { try NumberParser.parse(text).get() }
    }

    @Test func refusesOverlongText() {
        #expect(throws: NumberParseError.tooLong) {
            try NumberParser.parse(String(repeating: "9", count: 401)).get()
        }
    }

    @Test func keepsTinyValuesExactly() throws {
        let tiny = try NumberParser.parse("1e-400").get()
        #expect(tiny.doubleValue == 0)
        #expect(!tiny.isZero)
        #expect(tiny.exponent == -400)
        // Found by the number-parser fuzzer: its plain text (402 characters) did not read back.
        #expect(tiny.description == "1e-400")
        #expect(try NumberParser.parse(tiny.description).get() == tiny)
        let long = try NumberParser.parse("-1.25e-399").get()
        #expect(long.description == "-1.25e-399")
        #expect(try NumberParser.parse("1e-300").get().description.count == 302)
    }

    @Test func largestDoubleIsAccepted() throws {
        let n = try NumberParser.parse("1.7976931348623157e308").get()
        #expect(n.doubleValue == .greatestFiniteMagnitude)
    }

    @Test(arguments: [0.1, 1234567.89, -3.5, 1e30, Double.leastNonzeroMagnitude, 1.7976931348623157e308, -0.0, 123456789012345680])
    func doublesRoundTripExactly(value: Double) {
        #expect(ExactNumber(value).doubleValue == value)
    }

    @Test(arguments: [("10", 10.0), ("2.5", 2.5), ("10s", 10), ("500ms", 0.5), ("1m", 60), ("1.5h", 5400), ("0", 0)])
    func durations(text: String, seconds: Double) throws {
        #expect(try DurationParser.parse(text).get() == seconds)
    }

    @Test(arguments: [("-1", DurationParseError.negative), ("10q", .malformed), ("nan", .notFinite), ("", .malformed),
                      ("ms", .malformed), ("25h", .tooLong), ("1e300", .tooLong), ("inf", .notFinite)])
    func badDurations(text: String, error: DurationParseError) {
        #expect(throws: error) { try DurationParser.parse(text).get() }
    }
}
