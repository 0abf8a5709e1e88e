import Testing
@testable import CounterEngine

/// Wheels of a time format: six faces for tens of seconds and minutes, colons, wheels always shown, mixed-radix digits.
@Suite struct TimeWheelLayoutTests {
    func layout(_ pattern: TimePattern, decimals: Int = 0, from lower: String = "0", to upper: String,
                maximumWheels: Int = DigitWheels.maximumWheels) -> TimeWheelLayout {
        TimeWheelLayout(pattern: pattern, fractionWheels: decimals, lower: exact(lower), upper: exact(upper),
                        maximumWheels: maximumWheels)
    }

    /// m:ss up to ten minutes: s, 10 s (six faces), m, 10 m; a colon right of the minutes.
    @Test func minutesAndSeconds() {
        let l = layout(.automatic, to: "600")
        #expect(l.radices == [10, 6, 10, 10])
        #expect(l.colonsAfter == [2])
        // Seconds and the minutes' units always show; the tens of minutes only when used.
        #expect(l.alwaysShown == 3)
        // Under ten minutes one minute wheel is enough.
        #expect(layout(.automatic, to: "599").radices == [10, 6, 10])
    }

    /// From an hour on: the minutes' tens get six faces and the hours their own wheels and colon.
    @Test func hoursWhenTheRangeReachesThem() {
        let l = layout(.automatic, to: "7200")
        #expect(l.radices == [10, 6, 10, 6, 10])
        #expect(l.colonsAfter == [2, 4])
        #expect(l.alwaysShown == 3)
        #expect(layout(.automatic, to: "360000").radices == [10, 6, 10, 6, 10, 10, 10])
        // The range's ends count as magnitudes: -2 h needs the hour wheels as 2 h does.
        #expect(layout(.automatic, from: "-7200", to: "0").radices == [10, 6, 10, 6, 10])
    }

    /// A range ending within a second of an hour gets the hour wheel: a frame rounding up shows 1:00:00.
    @Test func theWidestValueIsRoundedUp() {
        #expect(layout(.automatic, to: "3599.5").colonsAfter == [2, 4])
        #expect(layout(.automatic, to: "3599").colonsAfter == [2])
    }

    @Test func fixedPatterns() {
        // mm:ss never shows hours: ninety minutes are two minute wheels, both always shown.
        let mmss = layout(TimePattern(hours: .never, minuteDigits: 2), to: "5400")
        #expect(mmss.radices == [10, 6, 10, 10])
        #expect(mmss.colonsAfter == [2])
        #expect(mmss.alwaysShown == 4)
        #expect(layout(TimePattern(hours: .never, minuteDigits: 2), to: "360000").radices == [10, 6, 10, 10, 10, 10])
        // hh:mm:ss.s: a decimal wheel, then every field, all always shown.
        let hhmmss = layout(TimePattern(hours: .always, hourDigits: 2), decimals: 1, to: "60")
        #expect(hhmmss.radices == [10, 10, 6, 10, 6, 10, 10])
        #expect(hhmmss.colonsAfter == [3, 5])
        #expect(hhmmss.alwaysShown == 7)
        // h:mm:ss shows one hour digit always, more as the range needs.
        let hmmss = layout(TimePattern(hours: .always), to: "36000")
        #expect(hmmss.radices == [10, 6, 10, 6, 10, 10])
        #expect(hmmss.alwaysShown == 5)
    }

    /// However large the range, the wheels never exceed the maximum: the hours keep their lowest digits.
    @Test func neverMoreWheelsThanTheMaximum() {
        let huge = layout(.automatic, to: "1e300")
        #expect(huge.radices.count == DigitWheels.maximumWheels)
        #expect(huge.radices.prefix(4) == [10, 6, 10, 6])
        let small = layout(.automatic, decimals: 2, to: "1e30", maximumWheels: 12)
        #expect(small.radices == [10, 10, 10, 6, 10, 6, 10, 10, 10, 10, 10, 10])
        #expect(layout(TimePattern(hours: .never), to: "1e300", maximumWheels: 8).radices.count == 8)
    }

    /// Digits of whole display units in the layout's mixed radix, least significant first.
    @Test(arguments: [
        ("3661", [10, 6, 10, 6, 10], [1, 0, 1, 0, 1]), ("86399", [10, 6, 10, 6, 10, 10], [9, 5, 9, 5, 3, 2]),
        ("5999", [10, 6, 10, 10], [9, 5, 9, 9]), ("0", [10, 6, 10], [0, 0, 0]),
        // Tenths: 65.3 s (1:05.3) is 653 units: 3 tenths, 5 s, 0 tens of seconds, 1 min.
        ("653", [10, 10, 6, 10], [3, 5, 0, 1]),
        // Beyond the wheels, the highest wheel keeps the lowest digit (100 h on one hour wheel shows 0).
        ("360000", [10, 6, 10, 6, 10], [0, 0, 0, 0, 0]), ("1e30", [10, 6, 10, 6, 10], [0, 4, 6, 4, 7]),
    ] as [(String, [Int], [UInt8])])
    func mixedDigits(units: String, radices: [Int], expected: [UInt8]) {
        #expect(TimeWheelLayout.mixedDigits(exact(units), radices: radices) == expected)
    }
}
