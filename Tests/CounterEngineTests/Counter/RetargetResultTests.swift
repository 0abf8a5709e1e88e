import Testing
@testable import CounterEngine

/// The retarget API reports whether anything changed, so a live source draws only then.
@Suite struct RetargetResultTests {
    @Test func animatedValueReportsAChange() {
        var v = AnimatedValue(from: 0, to: 5, duration: 1, easing: .linear, start: 0)
        let same = v.retarget(to: 5, at: 0.5)
        #expect(!same)
        #expect(v.generation == 0 && v.endTime == 1)
        let other = v.retarget(to: 6, at: 0.5)
        #expect(other)
        #expect(v.generation == 1 && v.endTime == 1.5)
    }

    @Test func counterModelComparesExactTargets() {
        var model = CounterModel(from: .zero, to: exact("5"), duration: 1, easing: .linear, format: .int, start: 0)
        let same = model.retarget(to: exact("5.000"), at: 0.5)
        #expect(!same)
        let other = model.retarget(to: exact("5.001"), at: 0.5)
        #expect(other)
        // One Double, two exact numbers: the text changes, so it counts as a change.
        let nines = exact(String(repeating: "9", count: 57))
        var big = CounterModel(from: .zero, to: exact("1e57"), duration: 1, easing: .linear, format: .int, start: 0)
        let nearer = big.retarget(to: nines, at: 2)
        #expect(nearer)
        #expect(big.text(at: 3) == String(repeating: "9", count: 57))
    }

    /// A retarget starts from the text on screen: counting 0 → 10 shows 3 at 3.7; turning back
    /// to 0 keeps showing 3 (rounding up would flash 4 first).
    @Test func aReversalStartsFromTheTextOnScreen() {
        var model = CounterModel(from: .zero, to: exact("10"), duration: 10, easing: .linear, format: .int, start: 0)
        #expect(model.text(at: 3.7) == "3")
        model.retarget(to: .zero, at: 3.7)
        #expect(model.text(at: 3.7) == "3")
        #expect(model.text(at: 4) == "3")
        // After the end, a new target starts from the final text.
        var settled = CounterModel(from: .zero, to: exact("99.6"), duration: 1, easing: .linear, format: .int, start: 0)
        #expect(settled.text(at: 2) == "100")
        settled.retarget(to: .zero, at: 2)
        #expect(settled.text(at: 2) == "100")
        #expect(settled.text(at: 2.001) == "100")
    }
}
