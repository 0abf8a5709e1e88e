import CounterEngine
import Testing
@testable import CounterTUI

/// `SingleCounterScene` as a timer: the end text under the number once it arrives, the final
/// value blinking for `--flash-end` before it rests, a stopwatch's laps under its time and
/// printed whole on exit, what the bell rings for, and the window title.
@MainActor
@Suite struct TimerSceneTests {
    func countdown(seconds: String = "3", title: String = "", endText: String = "", flashEnd: Double = 0) -> SingleCounterScene {
        let model = CounterModel(from: number(seconds), to: .zero, duration: number(seconds).doubleValue, easing: .linear,
                                 format: .time, start: 0)
        let counter = ScreenCounter(model: model, view: CounterView(display: model.display, title: title, theme: .monochrome))
        return SingleCounterScene(counter: counter, endText: endText, flashEnd: flashEnd)
    }

    func frame(_ scene: SingleCounterScene, at time: Double, size: Size = Size(columns: 20, rows: 6)) -> [String] {
        var buffer = Buffer(size: size)
        _ = scene.advance(to: time)
        scene.render(at: time, into: &buffer)
        return FrameText.rightTrimmed(buffer.lines)
    }

    @Test func theEndTextShowsUnderTheNumberOnceItArrives() {
        let scene = countdown(endText: "Time's up")
        #expect(!frame(scene, at: 2.5).joined().contains("Time's up"))
        // The number and the text are centred together above the status line.
        #expect(frame(scene, at: 3) == ["", "        0:00", "", "     Time's up", "", ""])
    }

    @Test func flashEndBlinksTheFinalValueThenRests() {
        let scene = countdown(flashEnd: 3)
        #expect(frame(scene, at: 3).joined().contains("0:00"))
        #expect(!frame(scene, at: 3.6).joined().contains("0:00"))
        #expect(frame(scene, at: 4.1).joined().contains("0:00"))
        #expect(!scene.isSettled(at: 5.9) && scene.isSettled(at: 6))
        #expect(frame(scene, at: 6).joined().contains("0:00"))
    }

    @Test func lapsGoUnderTheTimeAndAllOfThemArePrintedOnExit() {
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .time, start: 0)
        var counter = ScreenCounter(model: model, view: CounterView(display: model.display, theme: .monochrome))
        counter.run(.stopwatch(Stopwatch(from: 0, format: .time)), from: 0)
        let scene = SingleCounterScene(counter: counter, laps: LapList(origin: 0, format: .time))
        #expect(scene.lap(at: 5.5) && scene.lap(at: 12.25))
        let lines = frame(scene, at: 13, size: Size(columns: 36, rows: 12))
        #expect(lines == ["", "", "                0:13", "", "   Lap 2   0:07   0:12   slowest", "   Lap 1   0:05   0:05   fastest", "",
                          "   fastest   Lap 1   0:05", "   slowest   Lap 2   0:07", "   average           0:06", "", ""])
        // The session gives the last frame's lines as drawn, each as wide as the frame.
        var whole = Buffer(size: Size(columns: 36, rows: 12))
        scene.render(at: 13, into: &whole)
        #expect(scene.closingLines(whole.lines, at: 13, whole: false) == ["0:13", "", "         lap   split", "Lap 1   0:05    0:05   fastest",
                                                    "Lap 2   0:07    0:12   slowest", "", "fastest   Lap 1   0:05",
                                                    "slowest   Lap 2   0:07", "average           0:06"])
        // Paused, `l` records nothing (the time does not move).
        scene.update(.paused(true))
        #expect(scene.lap(at: 14) && scene.laps?.count == 2)
        // `r` starts the stopwatch and its laps over.
        scene.update(.paused(false))
        scene.restart(at: 20)
        #expect(scene.laps?.isEmpty == true && scene.plainText(at: 21, padded: false) == "0:01")
        // A counter that is not a stopwatch keeps no laps.
        #expect(!countdown().lap(at: 1))
    }

    @Test func theBellIsDueForANewPhaseAndTheEnd() {
        let scene = countdown()
        let plan = PhasePlan(phases: [.init(name: "A", seconds: 2), .init(name: "B", seconds: 1)], rounds: 1)
        scene.counters[0].run(.phases(TimerPhases(plan: plan, colors: [nil, nil], format: .time)), from: 0)
        let due = stride(from: 0.0, through: 4, by: 0.25).filter { scene.advance(to: $0).alertDue }
        #expect(due == [2, 3])
        #expect(scene.windowTitle(at: 2.5) == "0:01 · B")
    }

    @Test func phasesNameTheirTitleInTheWindowTitleAndInASCIIWithoutUTF8() {
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .time, start: 0)
        let plan = PhasePlan(phases: [.init(name: "Work", seconds: 60)], rounds: 2)
        for (font, line) in [(BigFont.box, "0:30 · Tea · Work 1/2"), (.ascii, "0:30 - Tea - Work 1/2")] {
            let scene = SingleCounterScene(model: model, view: CounterView(display: model.display, title: "Tea", font: font))
            scene.counters[0].run(.phases(TimerPhases(plan: plan, colors: [nil], format: .time)), from: 0)
            #expect(scene.windowTitle(at: 30) == line)
        }
    }

    @Test func theWindowTitleIsTheValueTheTitleAndTheEndText() {
        let scene = countdown(title: "Tea", endText: "Time's up")
        #expect(scene.windowTitle(at: 1) == "0:02 · Tea")
        #expect(scene.windowTitle(at: 3) == "0:00 · Tea · Time's up")
    }
}
