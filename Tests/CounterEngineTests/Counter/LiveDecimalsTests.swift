import Testing
@testable import CounterEngine

/// Issue 13, case 2: with no format, a live value shows with the decimals it was written with,
/// exactly; the width grows when it must and decimals never drop (the width stays stable).
@Suite struct LiveDecimalsTests {
    @Test func liveTargetsKeepTheirDecimals() {
        var model = CounterModel(from: .zero, to: .zero, duration: 1, easing: .linear, format: .int,
                                 decimalsAsTyped: true, start: 0)
        #expect(model.display.width == 1)
        model.retarget(to: exact("12.75"), at: 0)
        #expect(model.text(at: 1) == "12.75")
        #expect(model.display.width == 5)
        model.retarget(to: exact("1e-5"), at: 1)
        #expect(model.text(at: 2) == "0.00001")
        model.retarget(to: exact("2"), at: 2)
        #expect(model.text(at: 3) == "2.00000")
        #expect(model.text(at: 2.75) == "1.50000")
    }

    /// Trailing zeros count as written decimals, but not as a different value.
    @Test func trailingZerosAreWrittenDecimals() {
        #expect(exact("1.50").decimalsWritten == 2)
        #expect(exact("1.50e-1").decimalsWritten == 3)
        #expect(exact("1.5e1").decimalsWritten == 0)
        #expect(exact("100").decimalsWritten == 0)
        #expect(exact("1.50") == exact("1.5"))
        var model = CounterModel(from: .zero, to: .zero, duration: 1, easing: .linear, format: .int,
                                 decimalsAsTyped: true, start: 0)
        model.retarget(to: exact("1.50"), at: 0)
        #expect(model.text(at: 1) == "1.50")
        // The same value again, written shorter: nothing changes.
        let changed = model.retarget(to: exact("1.5"), at: 1)
        #expect(!changed)
        #expect(model.text(at: 2) == "1.50")
    }

    @Test func aGivenFormatKeepsItsDecimals() {
        var model = CounterModel(from: .zero, to: .zero, duration: 1, easing: .linear, format: .int, start: 0)
        model.retarget(to: exact("12.75"), at: 0)
        #expect(model.text(at: 1) == "13")
    }

    /// Case 9: more than 20 decimals as typed end exactly.
    @Test func moreThanTwentyDecimalsAsTyped() {
        let tiny = exact("0.000000000000000000001")
        let model = CounterModel(from: .zero, to: tiny, duration: 1, easing: .linear, format: .int,
                                 decimalsAsTyped: true, start: 0)
        #expect(model.text(at: 1) == "0.000000000000000000001")
        let least = CounterModel(from: .zero, to: exact("4.9e-324"), duration: 1, easing: .linear, format: .int,
                                 decimalsAsTyped: true, start: 0)
        #expect(least.text(at: 1) == "0." + String(repeating: "0", count: 323) + "49")
        #expect(least.display.width == 327)
    }
}
