import Testing
@testable import CounterEngine

private func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}

/// Odometer wheels: carries, invisible leading zeros, signs, separators, roll modes and speed caps.
@Suite struct DigitWheelsTests {
    let fourDigits = DigitWheels(format: .int, lower: .zero, upper: number("9999"))

    @Test func carryTurnsAHigherWheelOnlyWhileAllLowerOnesPassNineToZero() {
        // 1299.5: ones and tens half-way 9 → 0, hundreds half-way 2 → 3, thousands at 1.
        #expect(wheels(fourDigits.carrySlots(value: 1299.5)) == [1, 2.5, 9.5, 9.5])
        #expect(wheels(fourDigits.carrySlots(value: 1289.5)) == [1, 2, 8.5, 9.5])
        #expect(wheels(fourDigits.carrySlots(value: 1234.25)) == [1, 2, 3, 4.25])
        #expect(wheels(fourDigits.carrySlots(value: 9999)) == [9, 9, 9, 9])
        #expect(wheels(fourDigits.carrySlots(value: 1300)) == [1, 3, 0, 0])
    }

    @Test func leadingZerosAreInvisibleUntilTheyRollIn() {
        let three = DigitWheels(format: .int, lower: .zero, upper: number("100"))
        #expect(blanks(three.carrySlots(value: 42)) == [true, false, false])
        // 99.5: the hundreds wheel is half-way from its blank face to 1.
        let midway = three.carrySlots(value: 99.5)
        #expect(wheels(midway) == [0.5, 9.5, 9.5])
        #expect(blanks(midway) == [true, false, false])
        #expect(blanks(three.carrySlots(value: 100)) == [false, false, false])
        // The units digit always shows, even at 0.
        #expect(blanks(three.carrySlots(value: 0)) == [true, true, false])
    }

    @Test func negativesKeepASignColumn() {
        let w = DigitWheels(format: .int, lower: number("-5"), upper: number("5"))
        #expect(fixed(w.carrySlots(value: -3.5)) == "-")
        #expect(wheels(w.carrySlots(value: -3.5)) == [3.5])
        #expect(fixed(w.carrySlots(value: 3)) == "_")
        #expect(fixed(w.carrySlots(value: -0.0)) == "_")
    }

    @Test func decimalsAndSeparators() throws {
        let money = try NumberFormat.parse(",##0.00").get().withAffixes(prefix: "$", suffix: "")
        let w = DigitWheels(format: money, lower: .zero, upper: number("1234.56"))
        let slots = w.carrySlots(value: 617.285)
        #expect(wheels(slots) == [0, 6, 1, 7, 2, 8.5])
        // "$", the hidden thousands separator, then the decimal point.
        #expect(fixed(slots) == "$_.")
        #expect(fixed(w.carrySlots(value: 1234.56)) == "$,.")
    }

    @Test func percentWheelsCountPercents() {
        let w = DigitWheels(format: .percent, lower: .zero, upper: number("1"))
        #expect(wheels(w.carrySlots(value: 0.425)) == [0, 4, 2.5])
        #expect(fixed(w.carrySlots(value: 0.425)).hasSuffix("%"))
    }

    @Test func shortestRollsAcrossZero() {
        let one = DigitWheels(format: .int, lower: number("1"), upper: number("9"))
        // 9 → 1 the shortest way: 9, 0, 1.
        #expect(wheels(one.independentSlots(from: number("9"), to: number("1"), progress: 0.5, mode: .shortest)) == [0])
        #expect(wheels(one.independentSlots(from: number("9"), to: number("1"), progress: 0.25, mode: .shortest)) == [9.5])
        #expect(wheels(one.independentSlots(from: number("1"), to: number("9"), progress: 0.5, mode: .shortest)) == [0])
    }

    @Test func forcedDirections() {
        let one = DigitWheels(format: .int, lower: number("1"), upper: number("9"))
        // Down from 9 to 1 passes 8 … 2: half-way is 5.
        #expect(wheels(one.independentSlots(from: number("9"), to: number("1"), progress: 0.5, mode: .down)) == [5])
        #expect(wheels(one.independentSlots(from: number("9"), to: number("1"), progress: 0.5, mode: .up)) == [0])
        // Up from 1 to 9 passes 2 … 8.
        #expect(wheels(one.independentSlots(from: number("1"), to: number("9"), progress: 0.5, mode: .up)) == [5])
        #expect(wheels(one.independentSlots(from: number("1"), to: number("9"), progress: 0.5, mode: .down)) == [0])
        #expect(wheels(one.independentSlots(from: number("1"), to: number("9"), progress: 1, mode: .down)) == [9])
    }

    @Test func leadingZeroFacesStayEmptyWhileRollingInAndOut() {
        let three = DigitWheels(format: .int, lower: .zero, upper: number("102"))
        // 98 → 102: the hundreds wheel rolls from nothing to 1; its 0 face never shows.
        for p in [0.0, 0.25, 0.5, 0.75] {
            #expect(blanks(three.independentSlots(from: number("98"), to: number("102"), progress: p, mode: .shortest))[0])
        }
        // 100 → 5: the tens wheel shows its 0 at the start and nothing at the end.
        #expect(!blanks(three.independentSlots(from: number("100"), to: number("5"), progress: 0, mode: .shortest))[1])
        #expect(blanks(three.independentSlots(from: number("100"), to: number("5"), progress: 1, mode: .shortest))[1])
    }

    @Test func linearStepsTakeEqualTime() {
        // n steps over the roll: each step is 1/n of the progress (the seeds' duration/n per step).
        let one = DigitWheels(format: .int, lower: number("1"), upper: number("9"))
        for step in 0...8 {
            let p = Double(step) / 8
            #expect(wheels(one.independentSlots(from: number("1"), to: number("9"), progress: p, mode: .up)) == [1 + Double(step)])
        }
    }

    @Test func restingIsTheExactRoundedTarget() throws {
        let money = try NumberFormat.parse(",##0.00").get()
        let w = DigitWheels(format: money, lower: .zero, upper: number("1234567.89"))
        #expect(wheels(w.restingSlots(number("1234567.89"))) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
    }

    @Test func fastWheelsSpinAtTheCapButRestExactly() {
        // At 3000 units a second the ones and tens wheels would be noise: they spin at the cap.
        let a = fourDigits.carrySlots(value: 1234.5, velocity: 3000, time: 1)
        let b = fourDigits.carrySlots(value: 1234.5, velocity: 3000, time: 1 + 1.0 / 60)
        let step = wheels(b)[3] - wheels(a)[3]
        let wrapped = step < 0 ? step + 10 : step
        #expect(abs(wrapped - 12.0 / 60) < 1e-6)
        // The thousands wheel turns at 3 digits a second: shown as it is.
        #expect(wheels(a)[0] == 1)
        // At rest (velocity 0) every wheel shows the value.
        #expect(wheels(fourDigits.carrySlots(value: 1234, velocity: 0, time: 1)) == [1, 2, 3, 4])
    }

    @Test func hugeValuesDoNotTrap() {
        let w = DigitWheels(format: .int, lower: .zero, upper: number("1e308"))
        #expect(w.integerWheels == DigitWheels.maximumWheels)
        #expect(wheels(w.carrySlots(value: 1e308, velocity: 1e300, time: 5)).count == DigitWheels.maximumWheels)
        #expect(wheels(w.carrySlots(value: .nan)).count == DigitWheels.maximumWheels)
    }
}
