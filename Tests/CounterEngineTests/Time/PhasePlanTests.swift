import CounterEngine
import Testing

/// `PhasePlan`: which phase a time falls in, back to back with no gap, over N rounds or for
/// ever, and the label each phase is shown with.
@Suite struct PhasePlanTests {
    let pomodoro = PhasePlan(phases: [.init(name: "Work", seconds: 1500), .init(name: "Break", seconds: 300)], rounds: 4)

    @Test func phasesFollowEachOtherWithoutAGap() {
        #expect(pomodoro.cycle == 1800 && pomodoro.end == 7200)
        let table: [(Double, Int, Int, Double)] = [
            (0, 0, 0, 0), (1499.999, 0, 0, 0), (1500, 0, 1, 1500), (1799.9, 0, 1, 1500),
            (1800, 1, 0, 1800), (3300, 1, 1, 3300), (7199, 3, 1, 6900),
        ]
        for (time, round, index, start) in table {
            #expect(pomodoro.position(at: time) == .init(round: round, index: index, start: start), "at \(time)")
        }
    }

    @Test func beforeTheStartItIsTheFirstPhaseAndAfterTheEndTheLast() {
        #expect(pomodoro.position(at: -5) == .init(round: 0, index: 0, start: 0))
        #expect(pomodoro.position(at: .nan) == .init(round: 0, index: 0, start: 0))
        #expect(pomodoro.position(at: 7200) == .init(round: 3, index: 1, start: 6900))
        #expect(pomodoro.position(at: 1e300) == .init(round: 3, index: 1, start: 6900))
    }

    @Test func forEverHasNoEndAndCountsItsRounds() {
        let plan = PhasePlan(phases: [.init(name: "On", seconds: 2), .init(name: "Off", seconds: 1)], rounds: nil)
        #expect(plan.end == .infinity)
        #expect(plan.position(at: 3_000_000) == .init(round: 1_000_000, index: 0, start: 3_000_000))
        #expect(plan.label(at: plan.position(at: 5)) == "Off 2")
        // A time past the rounds an Int can tell apart stays on a round, never traps.
        _ = plan.position(at: 1e300)
    }

    @Test func labelsNameThePhaseAndTheRound() {
        #expect(pomodoro.label(at: pomodoro.position(at: 1600)) == "Break 1/4")
        #expect(pomodoro.label(at: pomodoro.position(at: 5500)) == "Work 4/4")
        let once = PhasePlan(phases: [.init(name: "Talk", seconds: 60)], rounds: 1)
        #expect(once.label(at: once.position(at: 10)) == "Talk")
    }
}
