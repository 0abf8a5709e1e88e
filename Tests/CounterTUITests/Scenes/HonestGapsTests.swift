import CounterEngine
@testable import CounterLive
import Testing
@testable import CounterTUI
import CounterTestSupport

/// Honest gaps (issue 26): a card with no value yet shows `—` (ASCII `-`) with the reason under
/// it, never a `0` nobody measured (nor that 0's threshold colour); a card whose last value is
/// older than its staleness limit is dimmed with `stale 12s`, and the render loop wakes for that
/// by itself, at rest.
@MainActor
@Suite struct HonestGapsTests {
    func card(thresholds: Thresholds? = nil, staleAfter: Double? = nil) -> ScreenCounter {
        let model = CounterModel(from: .zero, to: .zero, duration: 0.5, easing: .linear, format: .int, start: 0)
        var cell = ScreenCounter.card(id: "m", title: "Free", model: model, view: CounterView(display: model.display))
        if let thresholds { cell.track(LiveTrack(thresholds: thresholds)) }
        cell.health.awaitsValue = true
        cell.health.staleAfter = staleAfter
        return cell
    }

    func frame(_ scene: DashboardScene, at time: Double, size: Size = Size(columns: 24, rows: 3)) -> Buffer {
        var buffer = Buffer(size: size)
        _ = scene.advance(to: time)
        scene.render(at: time, into: &buffer)
        return buffer
    }

    @Test func aCardWithNoValueShowsADashAndWhy() {
        let scene = DashboardScene(cards: [card(thresholds: Thresholds(warn: 50, critical: 10, below: true))],
                                   theme: .colored(), borders: .rounded)
        var buffer = frame(scene, at: 1)
        #expect(buffer.lines == [
            "╭─ Free ───────────────╮",
            "│          —           │",
            "╰─ no value yet ───────╯",
        ], "\(buffer.lines)")
        // A 0 below every limit would be critical: the dash has no level, no red.
        let dash = buffer[x: 11, y: 1]
        #expect(dash.character == "—" && dash.style.foreground != .red)
        #expect(scene.plainText(at: 1, padded: false) == "Free: —")
        // The source's failure is the reason.
        scene.take(.failed("exit 1"), index: 0)
        buffer = frame(scene, at: 2)
        #expect(buffer.lines[2] == "╰─ exit 1 ─────────────╯", "\(buffer.lines)")
        // Without UTF-8: a hyphen.
        let ascii = DashboardScene(cards: [card()], theme: .monochrome, borders: .ascii,
                                   sparkline: SparklineRow(levels: CounterEngine.Sparkline.ascii))
        #expect(frame(ascii, at: 1).lines[1] == "|          -           |", "\(frame(ascii, at: 1).lines)")
    }

    @Test func theFirstValueIsShownAsMeasured() {
        let scene = DashboardScene(cards: [card()], theme: .monochrome, borders: .rounded)
        scene.take(.failed("exit 1"), index: 0)
        #expect(scene.sample(index: 0, number("42"), clock: 3, at: 3))
        // A command's good run gives its value, then says it recovered (the failure is shown
        // until a good run clears it).
        scene.take(.recovered, index: 0)
        // At once, not counted up from a 0 nobody measured; the note is gone.
        let buffer = frame(scene, at: 3)
        #expect(buffer.lines[1].contains("42") && !buffer.lines[2].contains("exit"), "\(buffer.lines)")
        #expect(!scene.counters[0].health.awaitsValue)
    }

    @Test func aValueOlderThanItsLimitIsDimmedWithItsAge() {
        let scene = DashboardScene(cards: [card(staleAfter: 6)], theme: .colored(), borders: .rounded)
        scene.sample(index: 0, number("42"), clock: 0, at: 0)
        var buffer = frame(scene, at: 5)
        #expect(!buffer[x: 11, y: 1].style.dim && buffer.lines[2] == "╰──────────────────────╯")
        buffer = frame(scene, at: 18.5)
        let digit = (0..<24).map { buffer[x: $0, y: 1] }.first { $0.character == "4" }
        #expect(digit?.style.dim == true)
        #expect(buffer.lines[2] == "╰─ stale 18s ──────────╯", "\(buffer.lines)")
        // A new value: fresh again.
        scene.sample(index: 0, number("43"), clock: 20, at: 20)
        #expect(frame(scene, at: 21).lines[2] == "╰──────────────────────╯")
        // Ages as people read them.
        #expect(CardHealth.age(12.9) == "12s" && CardHealth.age(300) == "5m" && CardHealth.age(7300) == "2h")
    }

    @Test func theLoopWakesWhenAValueTurnsStaleAndAsItsAgeTicks() {
        let clock = ManualClock()
        let scene = DashboardScene(cards: [card(staleAfter: 6)], theme: .monochrome, borders: .rounded)
        let screen = MemoryScreen(size: Size(columns: 24, rows: 4))
        let loop = RenderLoop(scene: scene, output: ScreenOutput(screen: screen), clock: clock, fps: 30)
        loop.start()
        // No value, nothing to go stale: the loop rests with nothing due.
        #expect(!loop.isRunning && loop.restWake == nil)
        scene.sample(index: 0, number("42"), clock: 1, at: 1)
        clock.set(1)
        loop.wake()
        // Still moving (the change's flash): nothing planned yet.
        #expect(loop.restWake == nil)
        // Once it rests (after the flash's 1.2 s), the next change by itself is planned.
        clock.set(3)
        loop.wake()
        // At rest, due to wake when the value turns stale (at 7), then every second.
        #expect(loop.restWake.map { abs($0 - 7) < 0.001 } == true, "\(String(describing: loop.restWake))")
        #expect(scene.restingChange(after: 7.5) == 8)
        #expect(scene.restingChange(after: 130.5) == 181)
    }
}
