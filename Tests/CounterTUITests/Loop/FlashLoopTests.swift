import CounterEngine
import Testing
@testable import CounterTUI
import CounterTestSupport

/// The flash after a threshold crossing is drawn by the render loop's frames (a manual clock, a
/// MemoryScreen): it starts when the number shown crosses, the loop keeps ticking while it
/// lasts, the value alternates bold and dim, and then the loop stops with the value steady in
/// the level's colour.
@MainActor
@Suite struct FlashLoopTests {
    @Test func theFlashRunsOnTheFrameClockThenTheLoopRests() {
        let clock = ManualClock()
        let model = CounterModel(from: .zero, to: .zero, duration: 0.1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display, theme: .colored()))
        scene.track(LiveTrack(thresholds: Thresholds(warn: 70, critical: 90)))
        let screen = MemoryScreen(size: Size(columns: 10, rows: 1))
        let loop = RenderLoop(scene: scene, output: ScreenOutput(screen: screen), clock: clock, fps: 50)
        #expect(!loop.tick(now: 0.5))
        func valueStyle() -> CellStyle? { screen.frame.cells.first { $0.character.properties.numericType != nil }?.style }
        #expect(valueStyle() == CellStyle())
        // 95 arrives at 1 s: critical, crossing from normal.
        clock.set(1)
        #expect(scene.sample(ExactNumber(95), clock: 1, at: 1))
        var lit: [Bool] = []
        var firstLit: Double?
        var time = 1.0
        while loop.tick(now: time) {
            if let style = valueStyle() { lit.append(style.bold) }
            if firstLit == nil, lit.last == true { firstLit = time }
            time += 0.02
            #expect(time < 3, "the loop never rests")
            if time >= 3 { break }
        }
        // Frames every 20 ms. The value moves for 0.1 s: steady while the number shown is
        // under 70 (until 1 + 0.1 × 70/95 s), then blinking from the frame at 1.08 s, and again
        // from when it shows 90 (1 + 0.1 × 90/95 s) for 0.9 s: off, then on, off, on, off, on,
        // off, each about 0.15 s; the loop rests at the first frame after the blink.
        let switches = zip(lit, lit.dropFirst()).filter { $0 != $1 }.count
        #expect(switches == 6, "\(lit)")
        #expect(firstLit.map { abs($0 - 1.08) < 1e-9 } == true, "\(String(describing: firstLit))")
        #expect(abs(time - 2.0) < 1e-9, "\(time)")
        #expect(valueStyle() == Theme.colored().style(.critical))
        // Under NO_COLOR the mark says it.
        let plain = SingleCounterScene(model: model, view: CounterView(display: model.display, theme: .monochrome))
        plain.track(LiveTrack(thresholds: Thresholds(warn: 70, critical: 90)))
        plain.sample(ExactNumber(75), clock: 0, at: 0)
        var buffer = Buffer(size: Size(columns: 10, rows: 1))
        _ = plain.advance(to: 5)
        plain.render(at: 5, into: &buffer)
        #expect(buffer.lines[0].contains("75 !") && !buffer.lines[0].contains("!!"))
    }
}
