import Testing
@testable import CounterEngine

/// Whole seconds split into hours, minutes and seconds on decimal digits: exact at any size, by long division.
@Suite struct TimeFieldsTests {
    func digits(_ text: String) -> [UInt8] { text.map { UInt8($0.wholeNumberValue!) } }

    @Test(arguments: [
        ("0", "", "", 0), ("59", "", "", 59), ("60", "", "1", 0), ("3599", "", "59", 59), ("3600", "1", "", 0),
        ("3661", "1", "1", 1), ("86399", "23", "59", 59), ("360000", "100", "", 0), ("5400", "1", "30", 0),
    ] as [(String, String, String, Int)])
    func withHours(seconds: String, hours: String, minutes: String, rest: Int) {
        let fields = TimeFields(seconds: digits(seconds), withHours: true)
        #expect(fields.hours == digits(hours))
        #expect(fields.minutes == digits(minutes))
        #expect(fields.seconds == rest)
    }

    /// Without hours the minutes take every whole minute (90 minutes stay 90).
    @Test(arguments: [("0", "", 0), ("65", "1", 5), ("5400", "90", 0), ("3661", "61", 1), ("360059", "6000", 59)]
          as [(String, String, Int)])
    func withoutHours(seconds: String, minutes: String, rest: Int) {
        let fields = TimeFields(seconds: digits(seconds), withHours: false)
        #expect(fields.hours.isEmpty)
        #expect(fields.minutes == digits(minutes))
        #expect(fields.seconds == rest)
    }

    /// 10^n s for n ≥ 4 is 2800 s (46:40) past a whole hour, and 10^n / 3600 is 2 then sevens.
    @Test(arguments: [30, 300, 1000])
    func hugeValuesSplitExactly(power: Int) {
        let seconds = [1] + [UInt8](repeating: 0, count: power)
        let fields = TimeFields(seconds: seconds, withHours: true)
        #expect(fields.hours == [2] + [UInt8](repeating: 7, count: power - 4))
        #expect(fields.minutes == [4, 6])
        #expect(fields.seconds == 40)
        // Without hours: 10^n / 60 is 1 then sixes, and 10^n s is 40 s past a whole minute.
        let minutes = TimeFields(seconds: seconds, withHours: false)
        #expect(minutes.minutes == [1] + [UInt8](repeating: 6, count: power - 2))
        #expect(minutes.seconds == 40)
    }

    /// Hours × 3600 + minutes × 60 + seconds gives back every digit of the number split.
    @Test func theFieldsAddBackToTheSeconds() {
        var state: UInt64 = 42
        for length in 1...120 {
            let seconds: [UInt8] = (0..<length).map { i in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(i == 0 ? 1 + (state >> 33) % 9 : (state >> 33) % 10)
            }
            let fields = TimeFields(seconds: seconds, withHours: true)
            #expect((0..<60).contains(fields.seconds))
            #expect(fields.minutes.count <= 2 && Self.value(fields.minutes) < 60)
            let total = Self.add(Self.add(Self.times(fields.hours, 3600), Self.times(fields.minutes, 60)), fields.seconds)
            #expect(total == seconds, "\(length) digits")
        }
    }

    @Test(arguments: [
        ("123", 7, "17", 4), ("", 60, "", 0), ("005", 60, "", 5), ("60", 60, "1", 0), ("3600", 3600, "1", 0),
        ("99999999999999999999", 60, "1666666666666666666", 39),
    ] as [(String, Int, String, Int)])
    func longDivision(dividend: String, divisor: Int, quotient: String, remainder: Int) {
        let result = TimeFields.divide(digits(dividend), by: divisor)
        #expect(result.quotient == digits(quotient))
        #expect(result.remainder == remainder)
    }

    // Digit arithmetic for checking, most significant digit first, no leading zeros.
    static func value(_ digits: [UInt8]) -> Int { digits.reduce(0) { $0 * 10 + Int($1) } }

    static func times(_ digits: [UInt8], _ factor: Int) -> [UInt8] {
        var out: [UInt8] = []
        var carry = 0
        for d in digits.reversed() {
            let p = Int(d) * factor + carry
            out.append(UInt8(p % 10))
            carry = p / 10
        }
        while carry > 0 {
            out.append(UInt8(carry % 10))
            carry /= 10
        }
        while out.last == 0 { out.removeLast() }
        return out.reversed()
    }

    static func add(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var carry = 0
        let x = Array(a.reversed()), y = Array(b.reversed())
        for i in 0..<max(x.count, y.count) {
            let s = (i < x.count ? Int(x[i]) : 0) + (i < y.count ? Int(y[i]) : 0) + carry
            out.append(UInt8(s % 10))
            carry = s / 10
        }
        if carry > 0 { out.append(UInt8(carry)) }
        while out.last == 0 { out.removeLast() }
        return out.reversed()
    }

    static func add(_ a: [UInt8], _ small: Int) -> [UInt8] {
        add(a, times([1], small))
    }
}
