import Testing
@testable import CounterEngine

/// Issue 13, case 1: a live sample equal to the current target changes nothing, so a value that
/// keeps arriving is reached on time (before, each repeat restarted the move and held 5 at 4).
@Suite struct RepeatedTargetTests {
    @Test func aRepeatedSampleIsReachedOnTime() {
        var model = CounterModel(from: .zero, to: .zero, duration: 2, easing: .power(.out, exponent: 3),
                                 format: .int, start: 0)
        model.retarget(to: exact("5"), at: 0)
        for i in 1...30 { model.retarget(to: exact("5"), at: Double(i) * 0.1) }
        #expect(model.animation.endTime == 2)
        #expect(model.text(at: 1.99) == "4")
        #expect(model.text(at: 2) == "5")
        #expect(model.text(at: 3) == "5")
    }

    @Test func aRepeatedSampleAfterTheEndLeavesTheValueAlone() {
        var model = CounterModel(from: .zero, to: exact("5"), duration: 1, easing: .linear, format: .int, start: 0)
        let before = model
        model.retarget(to: exact("5.0"), at: 3)
        #expect(model == before)
        #expect(model.text(at: 3) == "5")
    }
}
