import CounterEngine
@testable import CounterLive
import CounterTestSupport
import Testing
@testable import CounterTUI

/// Drawing changes nothing (model, update, view): every scene kind, advanced to times in a
/// shuffled order, draws the same buffer, plain line and window title however often and in
/// whatever order it is drawn, and a second run through the same times draws the same again.
@Suite struct PureDrawingTests {
    /// A random number generator with a fixed seed (SplitMix64): the same shuffle every run.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// One frame of a scene, all it shows: the buffer, the plain lines and the title.
    struct Drawn: Equatable {
        var buffer: Buffer
        var plain: String
        var padded: String
        var title: String
    }

    static let size = Size(columns: 48, rows: 12)

    func draw(_ scene: Scene, at time: Double) -> Drawn {
        var buffer = Buffer(size: Self.size)
        scene.render(at: time, into: &buffer)
        return Drawn(buffer: buffer, plain: scene.plainText(at: time, padded: false),
                     padded: scene.plainText(at: time, padded: true), title: scene.windowTitle(at: time))
    }

    // MARK: - Every kind of scene

    static func fixed() -> Scene {
        let model = CounterModel(from: .zero, to: number("12345"), duration: 3, easing: .power(.out, exponent: 3), format: .int, start: 0)
        let counter = ScreenCounter(model: model, view: CounterView(display: model.display, title: "Fixed"))
        return SingleCounterScene(counter: counter, endText: "done", flashEnd: 2)
    }

    static func live() -> Scene {
        let model = CounterModel(from: .zero, to: .zero, duration: 0.5, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display, theme: .colored()))
        scene.track(LiveTrack(history: 8, thresholds: Thresholds(warn: 50, critical: 80)))
        for i in 0..<6 { scene.sample(number(String(20 * i)), clock: 100 + Double(i), at: Double(i)) }
        return scene
    }

    static func stopwatch() -> Scene {
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .time, start: 0)
        var counter = ScreenCounter(model: model, view: CounterView(display: model.display, theme: .monochrome))
        counter.run(.stopwatch(Stopwatch(from: 0, format: .time)), from: 0)
        let scene = SingleCounterScene(counter: counter, laps: LapList(origin: 0, format: .time))
        _ = scene.lap(at: 1.5)
        _ = scene.lap(at: 3.25)
        return scene
    }

    static func phases() -> Scene {
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .time, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display, title: "Tea", theme: .colored()))
        let plan = PhasePlan(phases: [.init(name: "Work", seconds: 2), .init(name: "Rest", seconds: 1)], rounds: 2)
        scene.counters[0].run(.phases(TimerPhases(plan: plan, colors: [.red, nil], format: .time)), from: 0)
        return scene
    }

    static func board() -> Scene {
        func card(_ title: String, to: String, track: LiveTrack? = nil) -> ScreenCounter {
            let model = CounterModel(from: .zero, to: number(to), duration: 2, easing: .linear, format: .int, start: 0)
            var card = ScreenCounter.card(id: title, title: title, model: model, view: CounterView(display: model.display))
            if let track { card.track(track) }
            card.triggers = LevelTriggers(onWarn: "true", onCritical: "true", onOk: "true")
            return card
        }
        let cards = [
            card("CPU", to: "0", track: LiveTrack(history: 8, thresholds: Thresholds(warn: 50, critical: 80))),
            card("Hits", to: "900"),
            card("Free", to: "0", track: LiveTrack(thresholds: Thresholds(warn: 40, critical: 20, below: true))),
        ]
        let scene = DashboardScene(cards: cards, layouts: [CardLayout(span: 2)], theme: .colored(), borders: .rounded)
        for i in 0..<5 {
            let t = Double(i)
            scene.sample(index: 0, number(String(30 + 15 * i)), clock: 100 + t, at: t)
            scene.sample(index: 2, number(String(60 - 12 * i)), clock: 100 + t, at: t)
        }
        scene.take(.failed("exit 1"), index: 1)
        let phases = PhasePlan(phases: [.init(name: "On", seconds: 1.5), .init(name: "Off", seconds: 1)], rounds: 3)
        scene.counters[1].run(.phases(TimerPhases(plan: phases, colors: [nil, nil], format: .time)), from: 0)
        return scene
    }

    static let names = ["fixed", "live", "stopwatch", "phases", "board"]

    static func make(_ kind: String) -> Scene {
        switch kind {
        case "fixed": fixed()
        case "live": live()
        case "stopwatch": stopwatch()
        case "phases": phases()
        default: board()
        }
    }

    @Test(arguments: names)
    func everyFrameIsTheSameHoweverOftenAndInWhateverOrderItIsDrawn(name: String) {
        var times = (0...64).map { Double($0) * 0.125 } + [0.001, 1.999, 2.0, 3.0, 4.5, 5.999, 7.5]
        var generator = SeededGenerator(state: 33)
        times.shuffle(using: &generator)
        var firstRun: [Double: Drawn] = [:]
        for run in 0..<2 {
            let scene = Self.make(name)
            for (i, time) in times.enumerated() {
                _ = scene.advance(to: time)
                let first = draw(scene, at: time)
                // Another time drawn in between changes nothing either.
                _ = draw(scene, at: times[(i + 1) % times.count])
                let again = draw(scene, at: time)
                #expect(first == again, "\(name): drawn twice at \(time)")
                if run == 0 {
                    firstRun[time] = first
                } else {
                    #expect(firstRun[time] == first, "\(name): the second run at \(time)")
                }
            }
        }
    }

    /// Advancing is what moves a timer: a scene drawn at a later time without being advanced
    /// still shows the part it was advanced to (its title names that phase).
    @Test func onlyAdvancingMovesATimer() {
        let scene = Self.phases()
        _ = scene.advance(to: 0.5)
        #expect(scene.windowTitle(at: 2.5).hasSuffix("Work 1/2"))
        #expect(scene.advance(to: 2.5) == [.phaseChanged])
        #expect(scene.windowTitle(at: 2.5).hasSuffix("Rest 1/2"))
        #expect(scene.advance(to: 2.5).isEmpty)
    }
}
