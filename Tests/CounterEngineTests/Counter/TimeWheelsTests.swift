import Testing
@testable import CounterEngine

private func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}

/// Wheels of time formats: six-faced tens, colons, hour wheels when the range reaches an hour.
@Suite struct TimeWheelsTests {
    let tenMinutes = DigitWheels(format: .time, lower: .zero, upper: number("600"))

    @Test func minutesAndSecondsWheelsWithAColon() {
        // m m : s s — the tens of seconds has six faces.
        #expect(faces(tenMinutes.restingSlots(number("65"))) == [10, 10, 6, 10])
        #expect(wheels(tenMinutes.restingSlots(number("65"))) == [0, 1, 0, 5])
        #expect(blanks(tenMinutes.restingSlots(number("65"))) == [true, false, false, false])
        #expect(fixed(tenMinutes.restingSlots(number("65"))) == ":")
    }

    @Test func theTensOfSecondsRollFiveToZeroWhileTheMinutesCarry() {
        // 0:59.5 → 1:00: ones half-way 9 → 0, tens half-way 5 → 0 (not toward 6), minutes 0 → 1.
        #expect(wheels(tenMinutes.carrySlots(value: 59.5)) == [0, 0.5, 5.5, 9.5])
        // On a 6-face wheel 5.5 is half-way to 0: nothing past 5 exists.
        #expect(faces(tenMinutes.carrySlots(value: 59.5))[2] == 6)
        // 1:49.5: the tens go 4 → 5 and the minutes stay.
        #expect(wheels(tenMinutes.carrySlots(value: 109.5)) == [0, 1, 4.5, 9.5])
        // Counting down through 1:00 is the same picture.
        #expect(wheels(tenMinutes.carrySlots(value: 59.75)) == [0, 0.75, 5.75, 9.75])
    }

    @Test func independentWheelsRollTheShortWayOnSixFaces() {
        // 0:55 → 1:05: shortest from 5 to 0 on six faces is one step forward.
        let slots = tenMinutes.independentSlots(from: number("55"), to: number("65"), progress: 0.5, mode: .shortest)
        #expect(wheels(slots) == [0, 0.5, 5.5, 5])
        let down = tenMinutes.independentSlots(from: number("65"), to: number("55"), progress: 0.5, mode: .down)
        #expect(wheels(down) == [0, 0.5, 5.5, 5])
    }

    @Test func hoursGetTheirOwnWheelsAndColonWhenTheRangeReachesThem() {
        let twoHours = DigitWheels(format: .time, lower: .zero, upper: number("7200"))
        // h : m m : s s — minutes' tens with six faces under hours.
        #expect(faces(twoHours.restingSlots(number("3661"))) == [10, 6, 10, 6, 10])
        #expect(wheels(twoHours.restingSlots(number("3661"))) == [1, 0, 1, 0, 1])
        // Below an hour the hour wheel and its colon are blank, as the text (m:ss) is.
        let fiveMinutes = twoHours.restingSlots(number("300"))
        #expect(blanks(fiveMinutes) == [true, true, false, false, false])
        #expect(fixed(fiveMinutes) == "_:")
        // 59:59.5 → 1:00:00: every wheel half-way, the minutes' tens from 5 to 0.
        #expect(wheels(twoHours.carrySlots(value: 3599.5)) == [0.5, 5.5, 9.5, 5.5, 9.5])
    }

    @Test func fixedPatternsKeepTheirZerosAndDecimals() throws {
        let f = try NumberFormat.parse("hh:mm:ss.s").get()
        let w = DigitWheels(format: f, lower: .zero, upper: number("60"))
        let slots = w.restingSlots(number("1.5"))
        #expect(wheels(slots) == [0, 0, 0, 0, 0, 1, 5])
        #expect(blanks(slots).allSatisfy { !$0 })
        #expect(fixed(slots) == "::.")
    }

    @Test func negativeTimesKeepASignColumn() {
        let w = DigitWheels(format: .time, lower: number("-60"), upper: .zero)
        #expect(fixed(w.restingSlots(number("-5"))) == "-:")
        #expect(fixed(w.restingSlots(.zero)) == "_:")
    }
}
