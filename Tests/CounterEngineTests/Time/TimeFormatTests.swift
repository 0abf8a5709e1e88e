import Foundation
import Testing
@testable import CounterEngine

private func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}

private func format(_ text: String) throws -> NumberFormat { try NumberFormat.parse(text).get() }

/// Seconds written as times (m:ss, h:mm:ss, …), time patterns refused, and durations as values.
@Suite struct TimeFormatTests {
    @Test(arguments: [
        ("time", "0", "0:00"), ("time", "5", "0:05"), ("time", "59", "0:59"), ("time", "60", "1:00"),
        ("time", "600", "10:00"), ("time", "3599", "59:59"), ("time", "3600", "1:00:00"), ("time", "5400", "1:30:00"),
        ("time", "86399", "23:59:59"), ("time", "360000", "100:00:00"), ("time", "-65", "-1:05"), ("time", "-0", "0:00"),
        ("mm:ss", "5", "00:05"), ("mm:ss", "600", "10:00"), ("mm:ss", "5400", "90:00"), ("mm:ss", "-65", "-01:05"),
        ("m:ss", "65", "1:05"), ("h:mm:ss", "65", "0:01:05"), ("hh:mm:ss", "65", "00:01:05"),
        ("hh:mm:ss", "360000", "100:00:00"), ("%M:%S", "65", "01:05"), ("%H:%M:%S", "65", "00:01:05"),
        ("mm:ss.s", "65.25", "01:05.3"), ("mm:ss.ss", "65.25", "01:05.25"), ("mm:ss.ss", "-0.5", "-00:00.50"),
        ("mm:ss.ss", "59.999", "01:00.00"), ("hh:mm:ss.ss", "3599.994", "00:59:59.99"), ("m:ss.sss", "0.001", "0:00.001"),
        // Any size splits exactly: 1e30 s is 2.7e26 hours.
        ("time", "1e30", "277777777777777777777777777:46:40"),
    ])
    func writesSecondsAsATime(pattern: String, value: String, expected: String) throws {
        #expect(try format(pattern).format(number(value)) == expected)
    }

    @Test func roundsByTheRuleLikeEveryFormat() throws {
        let time = try format("time")
        // A countdown rounds toward its start (up): 4:59.2 left still reads 5:00.
        #expect(time.format(number("299.2"), rounding: .up) == "5:00")
        #expect(time.format(number("299.2"), rounding: .down) == "4:59")
        // 59.5 → 1:00 carries into the minutes, nearest.
        #expect(time.format(number("59.5")) == "1:00")
    }

    /// A countdown's `time` over a day leads with days (`3d 04:05:06`), exactly at any size.
    @Test func countdownsOverADayShowDays() throws {
        var days = NumberFormat.time(.automatic)
        guard case .time(var p) = days.notation else { return }
        p.showsDays = true
        days.notation = .time(p)
        #expect(days.format(number("86399")) == "23:59:59")
        #expect(days.format(number("86400")) == "1d 00:00:00")
        #expect(days.format(number("273906")) == "3d 04:05:06")
        #expect(days.format(number("360000")) == "4d 04:00:00")
        #expect(days.format(number("1e30")) == "11574074074074074074074074d 01:46:40")
        #expect(days.maximumWidth(lower: .zero, upper: number("273906")) == 11)
    }

    /// `--no-seconds` (termdown's `-s`): minutes above a minute, their units named (`2m`, `1h
    /// 03m`: `0:02` read as two seconds), rounded as the count rounds (up while counting down:
    /// never less than is left), `m:ss` in the last minute; a stopwatch (rounding down) shows
    /// seconds in its first minute only.
    @Test func hiddenSecondsShowMinutesUntilTheLastOne() throws {
        func hidden(_ pattern: String) throws -> NumberFormat {
            var f = try format(pattern)
            guard case .time(var p) = f.notation else { throw CancellationError() }
            p.hidesSeconds = true
            f.notation = .time(p)
            return f
        }
        let time = try hidden("time")
        #expect(time.format(number("570"), rounding: .up) == "10m")
        #expect(time.format(number("540"), rounding: .up) == "9m")
        #expect(time.format(number("540.2"), rounding: .up) == "10m")
        #expect(time.format(number("60.2"), rounding: .up) == "2m")
        #expect(time.format(number("60"), rounding: .up) == "1:00")
        #expect(time.format(number("59.2"), rounding: .up) == "1:00")
        #expect(time.format(number("45"), rounding: .up) == "0:45")
        #expect(time.format(number("3725"), rounding: .up) == "1h 03m")
        #expect(time.format(number("273906"), rounding: .up) == "76h 06m")
        // Counting up: seconds in the first minute only, minutes rounded down.
        #expect(time.format(number("59.9"), rounding: .down) == "0:59")
        #expect(time.format(number("60"), rounding: .down) == "1m")
        #expect(time.format(number("119"), rounding: .down) == "1m")
        #expect(try hidden("hh:mm:ss").format(number("570"), rounding: .up) == "00h 10m")
        #expect(try hidden("mm:ss").format(number("45"), rounding: .up) == "00:45")
        #expect(try hidden("time").withAffixes(prefix: "T", suffix: " left").format(number("-600")) == "-T10m left")
    }

    @Test func prefixSuffixAndTheSignGoFirst() throws {
        let f = try format("mm:ss").withAffixes(prefix: "T", suffix: " left")
        #expect(f.format(number("-61")) == "-T01:01 left")
    }

    @Test func widthCoversTheRangeSoDigitsStayPut() throws {
        let time = try format("time")
        #expect(time.maximumWidth(lower: .zero, upper: number("600")) == 5)
        #expect(time.maximumWidth(lower: .zero, upper: number("3600")) == 7)
        #expect(time.maximumWidth(lower: number("-600"), upper: .zero) == 6)
    }

    @Test(arguments: ["m:s", "mm:ss.", "mm:ss.ssss", "mm:sss", "h:m:s", "%M", "hh:mm", "ss"])
    func otherTimePatternsAreRefused(text: String) {
        #expect(throws: FormatParseError.self) { try NumberFormat.parse(text).get() }
    }

    @Test(arguments: [("10m", "600"), ("1h30m", "5400"), ("90s", "90"), ("1.5h", "5400"), ("2m30s", "150"),
                      ("1h2m3.5s", "3723.5"), ("500ms", "0.5"), ("-5m", "-300"), ("-0s", "0"), ("0.1s", "0.1"),
                      (" 10M ", "600"), ("1h 5m 30s", "3930"), ("2d", "172800"), ("1d 2h", "93600"), ("5m  30s", "330")])
    func durationsAsValuesAreExactSeconds(text: String, seconds: String) throws {
        let value = try #require(DurationParser.parseValue(text)).get()
        #expect(value == number(seconds))
    }

    @Test func plainNumbersAreNotDurationValues() {
        #expect(DurationParser.parseValue("600") == nil)
        #expect(DurationParser.parseValue("") == nil)
        #expect(DurationParser.parseValue("10x") == nil)
        // No unit at the end: not a duration (and not a number either: refused as such).
        #expect(DurationParser.parseValue("1m30") == nil)
    }

    @Test(arguments: [("1e308s", DurationParseError.tooLongValue), ("1e308h", .tooLong), ("99999999h", .tooLongValue),
                      ("1m1h", .malformed), ("1h1h", .malformed), ("h", .malformed),
                      ("nans", .notFinite), ("--5m", .negative), ("5m-3s", .negative), ("1,5m", .malformed)])
    func badDurationValuesAreRefused(text: String, error: DurationParseError) {
        #expect(throws: error) { try DurationParser.parseValue(text)?.get() }
    }

    @Test func durationFlagsTakeCompoundDurationsToo() throws {
        #expect(try DurationParser.parse("1h30m").get() == 5400)
        #expect(try DurationParser.parse("2m30s").get() == 150)
        #expect(throws: DurationParseError.tooLong) { try DurationParser.parse("24h1s").get() }
        // termdown's spaced form, wherever a duration is taken.
        #expect(try DurationParser.parse("1h 5m 30s").get() == 3930)
        #expect(try DurationParser.parse("2m 30s").get() == 150)
        #expect(throws: DurationParseError.malformed) { try DurationParser.parse("30s 2m").get() }
        #expect(throws: DurationParseError.malformed) { try DurationParser.parse("1h 5").get() }
    }
}
