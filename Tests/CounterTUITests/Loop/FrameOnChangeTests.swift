import CounterEngine
import Testing
@testable import CounterTUI
import CounterTestSupport

/// Frames only when the picture changes (issue 27): the loop sets its next frame at the first
/// tick of the grid that shows a new picture, so a countdown of seconds draws once a second and
/// every second shows; curves that overshoot or spring, rolling wheels, flashes and running
/// totals still draw every tick; new data during a wait is drawn at the next tick allowed.
@MainActor
@Suite struct FrameOnChangeTests {
    let clock = ManualClock()

    func loop(_ scene: Scene, fps: Int = 60) -> RenderLoop {
        RenderLoop(scene: scene, output: ScreenOutput(screen: MemoryScreen(size: Size(columns: 30, rows: 3))), clock: clock, fps: fps)
    }

    func counter(from: String, to: String, duration: Double, easing: Easing = .linear, format: NumberFormat = .time,
                 style: CounterStyle = .label) -> SingleCounterScene {
        let model = CounterModel(from: number(from), to: number(to), duration: duration, easing: easing, format: format,
                                 start: 0)
        return SingleCounterScene(model: model, view: CounterView(display: model.display, style: style))
    }

    /// Runs the loop from its first frame to rest, each frame at the time it asks for; the
    /// clock times of the frames and the text each showed.
    func run(_ loop: RenderLoop, limit: Int = 100_000) -> [(Double, String)] {
        var frames: [(Double, String)] = []
        loop.start()
        var now = 0.0
        frames.append((now, loop.scene.plainText(at: now, padded: false)))
        while frames.count < limit {
            now = loop.nextFrameTime(after: now)
            clock.set(now)
            let more = loop.tick(now: now)
            frames.append((now, loop.scene.plainText(at: now, padded: false)))
            if !more { break }
        }
        return frames
    }

    @Test func aCountdownOfSecondsDrawsOnceASecondAndShowsEverySecond() {
        let frames = run(loop(counter(from: "90", to: "0", duration: 90)))
        #expect(frames.count == 91)
        #expect(frames.map(\.1) == (0...90).reversed().map { String(format: "%d:%02d", $0 / 60, $0 % 60) })
        // Each on the grid tick where its second begins (60 fps: whole seconds are ticks).
        for (i, frame) in frames.enumerated() { #expect(abs(frame.0 - Double(i)) < 1e-6, "frame \(i) at \(frame.0)") }
    }

    @Test func anEaseOutSkipsOnlyTheTicksThatWouldRepeatThePicture() {
        let scene = counter(from: "0", to: "9999", duration: 10, easing: .power(.out, exponent: 3), format: .int)
        let frames = run(loop(scene, fps: 100))
        let texts = frames.map(\.1)
        // No two frames in a row show the same text, and every frame is a tick of the grid or the end.
        // (The last frame is drawn at the end time itself; a tick a hair before it, where the
        // clock's sum of periods falls, may already show the same number.)
        let repeats = zip(frames, frames.dropFirst()).filter { $0.1 == $1.1 && $1.0 != 10 }.map { "\($0.0)→\($1.0) \($1.1)" }
        #expect(repeats.isEmpty, "\(repeats)")
        #expect(frames.allSatisfy { abs($0.0 * 100 - ($0.0 * 100).rounded()) < 1e-3 || $0.0 == 10 })
        // What every tick of the grid would show, it shows at that tick (only repeats are skipped).
        var everyTick: [String] = []
        for tick in 0...1000 {
            let text = scene.plainText(at: Double(tick) / 100, padded: false)
            if everyTick.last != text { everyTick.append(text) }
        }
        let missed = Set(everyTick).subtracting(texts).sorted()
        let extra = Set(texts).subtracting(everyTick).sorted()
        #expect(missed.isEmpty && extra.isEmpty, "missed \(missed), extra \(extra)")
        #expect(texts.last == "9999" && frames.last?.0 == 10 && frames.count < 1001)
    }

    @Test func springsOvershootsRollingWheelsAndFlashesDrawEveryTick() {
        let spring = counter(from: "0", to: "100", duration: 1, easing: .spring(Spring(stiffness: 170, damping: 26)!), format: .int)
        #expect(spring.nextChange(after: 0.5, soonest: 0.51) == 0.51)
        let back = counter(from: "0", to: "100", duration: 10, easing: .penner(.back, .out), format: .int)
        #expect(back.nextChange(after: 9, soonest: 9.01) == 9.01)
        let rolling = counter(from: "0", to: "10", duration: 10, format: .int, style: .rolling)
        #expect(rolling.nextChange(after: 0.5, soonest: 0.51) == 0.51)
        // The same count as a label waits for its next number.
        #expect(abs(counter(from: "0", to: "10", duration: 10, format: .int).nextChange(after: 0.5, soonest: 0.51) - 1) < 1e-6)
    }

    @Test func aStopwatchWakesOnceASecondAcrossTheHour() {
        let scene = counter(from: "0", to: "0", duration: 0)
        scene.counters[0].run(.stopwatch(Stopwatch(from: 3590, format: .time)), from: 0)
        let loop = loop(scene)
        let frames = run(loop, limit: 21)
        #expect(frames.map(\.1).suffix(12) == ["59:59", "1:00:00", "1:00:01", "1:00:02", "1:00:03", "1:00:04", "1:00:05",
                                               "1:00:06", "1:00:07", "1:00:08", "1:00:09", "1:00:10"])
        #expect(frames.count == 21 && abs(frames[20].0 - 20) < 1e-6)
    }

    @Test func phasesDrawTheirBoundaries() {
        let scene = counter(from: "0", to: "0", duration: 0)
        let plan = PhasePlan(phases: [.init(name: "A", seconds: 2), .init(name: "B", seconds: 1.5)], rounds: 1)
        scene.counters[0].run(.phases(TimerPhases(plan: plan, colors: [nil, nil], format: .time)), from: 0)
        let frames = run(loop(scene))
        #expect(frames.map(\.1) == ["A 0:02", "A 0:01", "B 0:02", "B 0:01", "B 0:00"])
        #expect(frames.map { ($0.0 * 1000).rounded() / 1000 } == [0, 1, 2, 2.5, 3.5])
    }

    @Test func newDataDuringAWaitIsDrawnAtTheNextTickAllowed() {
        let scene = counter(from: "60", to: "0", duration: 60)
        let loop = RenderLoop(scene: scene, output: SilentOutput(), clock: clock, fps: 10, timed: true)
        loop.start()
        // The next frame is a second away; a restart 0.3 s in is drawn at once (a period has passed).
        clock.set(0.3)
        let frames = loop.stats.frames
        loop.stopTimer()
        loop.wake()
        #expect(loop.stats.frames == frames + 1)
        loop.stopTimer()
    }
}
