import CounterEngine
import Testing
@testable import CounterTUI

/// `+`/`-` on a countdown and on phases (`CounterScene.shiftCountdowns`), and the end's time of
/// day under the count (`E`), at fixed times: the count jumps at once and runs on.
@MainActor
@Suite struct CountdownShiftTests {
    func countdown(seconds: Double = 60) -> SingleCounterScene {
        let model = CounterModel(from: ExactNumber(seconds), to: .zero, duration: seconds, easing: .linear, format: .time, start: 0)
        return SingleCounterScene(model: model, view: CounterView(display: model.display, theme: .monochrome))
    }

    @Test func plusAddsTheStepAndTheCountRunsOn() {
        let scene = countdown()
        _ = scene.advance(to: 1)
        #expect(scene.shiftCountdowns(by: 10, at: 1))
        _ = scene.advance(to: 1)
        #expect(scene.plainText(at: 1, padded: false) == "1:09")
        _ = scene.advance(to: 2)
        #expect(scene.plainText(at: 2, padded: false) == "1:08")
        #expect(scene.endTime == 70 && !scene.isSettled(at: 69.5) && scene.isSettled(at: 70))
        // The next change is a second later, not at the old model's next one.
        #expect(abs(scene.nextChange(after: 2, soonest: 2.001) - 3) < 1e-6)
    }

    @Test func theWidthGrowsWhenTheTimeGetsLonger() {
        let scene = countdown(seconds: 600)
        _ = scene.advance(to: 5)
        #expect(scene.plainText(at: 5, padded: true) == " 9:55")
        #expect(scene.shiftCountdowns(by: 10, at: 5))
        #expect(scene.plainText(at: 5, padded: true) == "10:05" && scene.plainText(at: 6, padded: true) == "10:04")
        // Taken back under ten minutes, the width stays (no digit jumps left and right).
        #expect(scene.shiftCountdowns(by: -10, at: 6) && scene.plainText(at: 6, padded: true) == " 9:54")
    }

    @Test func minusPastTheEndEndsItThere() {
        let scene = countdown(seconds: 5)
        _ = scene.advance(to: 0)
        #expect(scene.shiftCountdowns(by: -10, at: 2))
        #expect(scene.isSettled(at: 2) && scene.plainText(at: 2, padded: false) == "0:00")
        #expect(scene.advance(to: 2).contains(.arrived))
        // After the end, nothing runs: + and - change nothing.
        #expect(!scene.shiftCountdowns(by: 10, at: 3))
    }

    @Test func aStopwatchOrANumberIsNotACountdown() {
        let numbers = CounterModel(from: 0, to: 100, duration: 100, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: numbers, view: CounterView(display: numbers.display, theme: .monochrome))
        #expect(!scene.shiftCountdowns(by: 10, at: 1))
        let watch = countdown()
        watch.counters[0].run(.stopwatch(Stopwatch(from: 0, format: .time)), from: 0)
        #expect(!watch.shiftCountdowns(by: 10, at: 1))
    }

    @Test func phasesGetTheStepInThePhaseShown() {
        let plan = PhasePlan(phases: [.init(name: "Work", seconds: 60), .init(name: "Break", seconds: 30)], rounds: 1)
        let scene = countdown()
        scene.counters[0].run(.phases(TimerPhases(plan: plan, colors: [nil, nil], format: .time)), from: 0)
        _ = scene.advance(to: 5)
        // 5 s into Work, +10 s: longer than it has run; Work stays, 1:05 left.
        #expect(scene.shiftCountdowns(by: 10, at: 5) && scene.shiftCountdowns(by: 10, at: 5))
        _ = scene.advance(to: 5)
        #expect(scene.plainText(at: 5, padded: false) == "Work 1:15")
        #expect(scene.counter.phaseLabel == "Work")
        _ = scene.advance(to: 79.5)
        #expect(scene.counter.phaseLabel == "Work")
        _ = scene.advance(to: 80.5)
        #expect(scene.counter.phaseLabel == "Break")
        #expect(scene.plainText(at: 80.5, padded: false) == "Break 0:30")
        // - more than Break has left ends the plan there.
        #expect(scene.shiftCountdowns(by: -60, at: 81))
        #expect(scene.isSettled(at: 81) && scene.endTime == 81)
    }

    @Test func theEndTimeShowsUnderTheCountAndMovesWithIt() {
        let scene = countdown()
        #expect(scene.update(.toggleEndClock(EndClock(offset: 1000) { "t=\(Int($0))" })))
        var buffer = Buffer(size: Size(columns: 20, rows: 6))
        _ = scene.advance(to: 1)
        scene.render(at: 1, into: &buffer)
        #expect(buffer.lines.joined().contains("ends t=1060"))
        _ = scene.shiftCountdowns(by: 10, at: 1)
        buffer = Buffer(size: Size(columns: 20, rows: 6))
        scene.render(at: 1, into: &buffer)
        #expect(buffer.lines.joined().contains("ends t=1070"))
    }
}
