import CounterEngine
import Testing
@testable import CounterTUI

/// `Stopwatch` and `CounterTimer` through a screen counter: a stopwatch counts one second a second
/// for ever, its width growing once an hour has passed (not reserved for 99:59:59 from the
/// start); phases count down one after the other with their own title and colour.
@Suite struct StopwatchTests {
    func cell(_ timer: CounterTimer, title: String = "") -> ScreenCounter {
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .time, start: 0)
        var cell = ScreenCounter(model: model, view: CounterView(display: model.display, title: title, theme: .colored()))
        cell.run(timer, from: 0)
        return cell
    }

    func text(_ cell: inout ScreenCounter, at time: Double, padded: Bool = true) -> String {
        cell.follow(at: time)
        return cell.plainText(at: time, padded: padded)
    }

    @Test func aStopwatchCountsUpForEverAndWidensAtTheHour() {
        var watch = cell(.stopwatch(Stopwatch(from: 0, format: .time)))
        let table: [(Double, String)] = [
            (0, " 0:00"), (0.999, " 0:00"), (1, " 0:01"), (65.5, " 1:05"), (3599.99, "59:59"),
            (3600, "1:00:00"), (3661, "1:01:01"), (35998.5, "9:59:58"), (35999, "9:59:59"), (36000, "10:00:00"), (400_000, "111:06:40"),
        ]
        for (time, shown) in table { #expect(text(&watch, at: time) == shown, "at \(time)") }
        #expect(!watch.isSettled(at: 1e9))
        #expect(watch.endTime == .infinity)
    }

    @Test func aStopwatchStartsWhereItIsToldIncludingBelowZero() {
        var late = cell(.stopwatch(Stopwatch(from: 5400, format: .time)))
        #expect(text(&late, at: 0) == "1:30:00" && text(&late, at: 30) == "1:30:30")
        var early = cell(.stopwatch(Stopwatch(from: -10, format: .time)))
        #expect(text(&early, at: 0) == "-0:10" && text(&early, at: 9.5) == "-0:01")
        #expect(text(&early, at: 10) == " 0:00" && text(&early, at: 75) == " 1:05")
    }

    @Test func hundredthsCountToTheLastHundredthBeforeTheHour() {
        var watch = cell(.stopwatch(Stopwatch(from: 0, format: .time(.automatic, decimals: 2))))
        #expect(text(&watch, at: 0) == " 0:00.00" && text(&watch, at: 3599.995) == "59:59.99")
        #expect(text(&watch, at: 3600) == "1:00:00.00")
        #expect(Stopwatch.lastShown(before: 0, decimals: 2).description == "-0.01")
    }

    @Test func aStopwatchHasNoEndToJumpTo() {
        var watch = cell(.stopwatch(Stopwatch(from: 0, format: .time)))
        watch.finish(at: 12)
        #expect(text(&watch, at: 12, padded: false) == "0:12")
        watch.restart(at: 20)
        #expect(text(&watch, at: 25, padded: false) == "0:05")
    }

    @Test func phasesCountDownOneAfterTheOtherWithTheirTitleAndColour() {
        let plan = PhasePlan(phases: [.init(name: "Work", seconds: 1500), .init(name: "Break", seconds: 300)], rounds: 2)
        var timer = cell(.phases(TimerPhases(plan: plan, colors: [.red, nil], format: .time)), title: "Focus")
        // Piped, a line is the phase and its time; the title above the number names both.
        #expect(text(&timer, at: 0, padded: false) == "Work 1/2 25:00" && timer.view.title == "Focus · Work 1/2")
        #expect(timer.view.theme.style(.value).foreground == .red)
        #expect(text(&timer, at: 1499.5, padded: false) == "Work 1/2 0:01")
        #expect(text(&timer, at: 1500, padded: false) == "Break 1/2 5:00" && timer.view.title == "Focus · Break 1/2")
        #expect(timer.view.theme.style(.value).foreground != .red)
        #expect(text(&timer, at: 3599, padded: false) == "Break 2/2 0:01")
        #expect(!timer.isSettled(at: 3599.9))
        #expect(text(&timer, at: 3600, padded: false) == "Break 2/2 0:00")
        #expect(timer.isSettled(at: 3600) && timer.endTime == 3600)
        // Reduced motion: straight to the end of the last phase.
        var jumped = cell(.phases(TimerPhases(plan: plan, colors: [nil, nil], format: .time)))
        jumped.finish(at: 0)
        #expect(text(&jumped, at: 0, padded: false) == "Break 2/2 0:00")
    }
}
