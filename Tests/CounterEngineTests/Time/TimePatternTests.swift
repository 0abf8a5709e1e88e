import Testing
@testable import CounterEngine

/// Time patterns: which texts name one (fields, digits, decimals), which do not, and how each lays seconds out.
@Suite struct TimePatternTests {
    @Test(arguments: [
        ("time", TimePattern.Hours.whenNeeded, 1, 1, 0), ("m:ss", .never, 1, 1, 0), ("mm:ss", .never, 1, 2, 0),
        ("h:mm:ss", .always, 1, 1, 0), ("hh:mm:ss", .always, 2, 1, 0), ("%M:%S", .never, 1, 2, 0),
        ("%H:%M:%S", .always, 2, 1, 0), ("mm:ss.s", .never, 1, 2, 1), ("m:ss.ss", .never, 1, 1, 2),
        ("h:mm:ss.sss", .always, 1, 1, 3), ("hh:mm:ss.s", .always, 2, 1, 1),
    ] as [(String, TimePattern.Hours, Int, Int, Int)])
    func parsesEveryForm(text: String, hours: TimePattern.Hours, hourDigits: Int, minuteDigits: Int, decimals: Int) throws {
        let parsed = try #require(TimePattern.parse(text))
        #expect(parsed.pattern == TimePattern(hours: hours, hourDigits: hourDigits, minuteDigits: minuteDigits))
        #expect(parsed.decimals == decimals)
    }

    @Test(arguments: ["mm:ss.ssss", "mm:ss.", "mm:ss.x", "mm:ss.s.s", "mm:ss.S", "hh:mm", "m:s", "mm:sss", "%M", "%S",
                      "time.s", "MM:SS", " mm:ss", "mm:ss ", "", "ss", "h:m:s", "hh:mm:ss:ss"])
    func otherTextIsNoTimePattern(text: String) {
        #expect(TimePattern.parse(text) == nil)
    }

    @Test func theAutomaticPatternAndTheMostDecimals() {
        #expect(TimePattern.automatic == TimePattern(hours: .whenNeeded))
        #expect(TimePattern.maximumDecimals == 3)
        #expect(TimePattern.parse("m:ss." + String(repeating: "s", count: TimePattern.maximumDecimals))?.decimals == 3)
    }

    /// Texts with a colon or a leading % look like an attempt at a time (for a helpful refusal).
    @Test func whatLooksLikeATime() {
        for text in ["hh:mm", "1:2", "%d", "%M"] { #expect(TimePattern.looksLikeTime(text), "\(text)") }
        for text in ["0.00", "#,##0", "time", "abc", ""] { #expect(!TimePattern.looksLikeTime(text), "\(text)") }
    }

    /// Hours: never (minutes grow), when needed (from an hour), always (padded to their digits).
    @Test(arguments: [
        (TimePattern(hours: .never), "65", "1:05"), (TimePattern(hours: .never), "5400", "90:00"),
        (TimePattern(hours: .never, minuteDigits: 3), "65", "001:05"), (TimePattern(hours: .whenNeeded), "3599", "59:59"),
        (TimePattern(hours: .whenNeeded), "3600", "1:00:00"), (TimePattern(hours: .always), "65", "0:01:05"),
        (TimePattern(hours: .always, hourDigits: 3), "65", "000:01:05"),
        (TimePattern(hours: .always, hourDigits: 2), "360000", "100:00:00"),
        // With hours the minutes always have two digits, whatever minuteDigits says.
        (TimePattern(hours: .always, minuteDigits: 1), "3660", "1:01:00"),
    ] as [(TimePattern, String, String)])
    func layOutSeconds(pattern: TimePattern, seconds: String, text: String) {
        #expect(NumberFormat.time(pattern).format(exact(seconds)) == text)
    }

    @Test func decimalsAreFractionsOfASecond() {
        #expect(NumberFormat.time(.automatic, decimals: 1).format(exact("3600.25")) == "1:00:00.3")
        let mmss = TimePattern(hours: .never, minuteDigits: 2)
        #expect(NumberFormat.time(mmss, decimals: 3).format(exact("0.0005")) == "00:00.001")
        #expect(NumberFormat.time(.automatic, decimals: 2).format(exact("-59.999")) == "-1:00.00")
    }
}
