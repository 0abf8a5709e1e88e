import Testing
@testable import CounterEngine

private func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}

/// The display rules: the exact final text, no end shown early, no -0, and a width fixed up front.
@Suite struct CounterDisplayTests {
    @Test func finalFrameIsTheTargetAsTyped() {
        let f = try! NumberFormat.parse(",##0.00").get()
        let d = CounterDisplay(format: f, from: .zero, to: number("1234567.89"))
        #expect(d.text(for: 1234567.8899999, settled: true) == "1,234,567.89")
        #expect(d.finalText == "1,234,567.89")
        let big = CounterDisplay(format: .int, from: .zero, to: number("1e30"))
        #expect(big.finalText == "1" + String(repeating: "0", count: 30))
        let small = CounterDisplay(format: .float, from: .zero, to: number("0.3"))
        #expect(small.finalText == "0.30")
    }

    @Test func intermediateFramesNeverShowTheEndEarly() {
        let d = CounterDisplay(format: .int, from: .zero, to: number("9999.4"))
        #expect(d.finalText == "9999")
        #expect(d.text(for: 9999.3, settled: false) == "9998")
        let up = CounterDisplay(format: .int, from: .zero, to: number("100"))
        #expect(up.text(for: 99.9999, settled: false) == "99")
        let down = CounterDisplay(format: .int, from: number("100"), to: .zero)
        #expect(down.text(for: 0.0001, settled: false) == "1")
        #expect(down.text(for: 0, settled: true) == "0")
        let negative = CounterDisplay(format: .int, from: .zero, to: number("-50"))
        #expect(negative.text(for: -49.9, settled: false) == "-49")
    }

    @Test func everyFrameOfTheCanonicalRunBeforeTheEndIsBelowTheTarget() {
        let model = CounterModel(from: .zero, to: number("9999"), duration: 10, easing: .power(.out, exponent: 3),
                                 format: .int, start: 0)
        for frame in 0..<1000 {
            let t = Double(frame) / 100
            #expect(model.text(at: t) != "9999", "9999 shown early at \(t) s")
        }
        #expect(model.text(at: 10) == "9999")
    }

    @Test func minusZeroNeverShows() {
        // Counting down rounds up, so -0.3 is written as -0, which must show as 0.
        let d = CounterDisplay(format: .int, from: number("5"), to: number("-5"))
        #expect(d.text(for: -0.3, settled: false) == "0")
        let toZero = CounterDisplay(format: .float, from: number("-5"), to: number("-0"))
        #expect(toZero.text(for: -0.0, settled: true) == "0.00")
        #expect(NumberFormat.int.format(ExactNumber(-0.0)) == "0")
    }

    @Test func widthIsDecidedUpFrontAndCoversOvershoot() {
        let plain = CounterDisplay(format: .int, from: .zero, to: number("9999"))
        #expect(plain.width == 4)
        #expect(plain.paddedText(for: 7, settled: false) == "   7")
        let back = CounterDisplay(format: .int, from: .zero, to: number("9999"), extent: Easing.penner(.back, .out).extent)
        #expect(back.width == 5)
        let signed = CounterDisplay(format: .int, from: number("-100"), to: number("5"))
        #expect(signed.width == 4)
    }

    /// Found by the formatter fuzzer: when the start already reads as the end, no frame may step
    /// back past the start (0 → 4e-39 showed "-1", wider than the reserved width).
    @Test func aMoveThatReadsTheSameAllAlongNeverStepsBack() {
        let tiny = CounterDisplay(format: .int, from: .zero, to: number("4e-39"))
        #expect(tiny.text(for: 0, settled: false) == "0")
        #expect(tiny.text(for: 2e-39, settled: false) == "0")
        let down = CounterDisplay(format: .int, from: number("5"), to: number("4.9999"))
        #expect(down.text(for: 4.99995, settled: false) == "5")
        // A real move still holds the final text back until the end.
        let real = CounterDisplay(format: .int, from: .zero, to: number("9999"))
        #expect(real.text(for: 9998.9, settled: false) == "9998")
    }

    /// Found by the formatter fuzzer: compact shows a decimal below 10 of each unit, so the
    /// widest text can sit inside the range ("-9.9") rather than at its ends ("-32", "64").
    @Test func compactWidthCoversTheDecimalsBelowTen() throws {
        let compact = try NumberFormat.parse("compact").get()
        let d = CounterDisplay(format: compact, from: number("-31.75"), to: number("63.5"))
        #expect(d.width == 4)
        #expect(TextWidth.cells(d.paddedText(for: -2.6147, settled: false)) == 4)
        let k = CounterDisplay(format: compact, from: number("-20000"), to: number("0"))
        #expect(k.width == 5)
        #expect(k.text(for: -9_860, settled: false) == "-9.9K")
    }

    /// Found by the formatter fuzzer: with optional decimals the widest text is just inside a
    /// bound (-63.99), not the bound itself (-64.0).
    @Test func optionalDecimalsReserveTheirWidth() throws {
        let format = try NumberFormat.parse("0.0#").get()
        let d = CounterDisplay(format: format, from: number("-64"), to: number("32"))
        #expect(d.width == 6)
        #expect(d.paddedText(for: -62.875, settled: false) == "-62.88")
        let compact = try NumberFormat.parse("compact").get()
        let small = CounterDisplay(format: compact, from: number("-1"), to: number("2"))
        #expect(small.width == 4)
        #expect(small.paddedText(for: -0.25, settled: false) == "-0.3")
        let huge = CounterDisplay(format: format, from: .zero, to: number("10000000000.5"))
        #expect(huge.width == 14)
        #expect(huge.text(for: 10_000_000_000.49, settled: false) == "10000000000.49")
        // A bound whose Double cannot hold two decimals, while values inside it can.
        let coarse = CounterDisplay(format: format, from: number("-600121209997309.6"), to: .zero)
        #expect(coarse.width == 19)
        #expect(TextWidth.cells(coarse.text(for: -176_506_238_234_502.75, settled: false)) == 19)
    }

    /// Found by the formatter fuzzer: a target no Double can hold (57 nines) rounds to 1e57;
    /// a frame at that Double showed 1 followed by 57 zeros, past the target.
    @Test func aFrameAtTheTargetsDoubleNeverShowsMoreThanTheTarget() {
        let nines = number(String(repeating: "9", count: 57))
        let d = CounterDisplay(format: .int, from: .zero, to: nines)
        let text = d.text(for: nines.doubleValue, settled: false)
        #expect(text == String(repeating: "9", count: 57))
        #expect(TextWidth.cells(text) <= d.width)
        let down = CounterDisplay(format: .int, from: nines, to: .zero)
        #expect(down.text(for: nines.doubleValue, settled: false) == String(repeating: "9", count: 57))
    }

    @Test func retargetKeepsTheWidthGrowingOnly() {
        var d = CounterDisplay(format: .int, from: .zero, to: number("99999"))
        d.retarget(from: 50000, to: number("5"))
        #expect(d.width == 5)
        #expect(d.text(for: 3000.5, settled: false) == "3001")
    }
}
