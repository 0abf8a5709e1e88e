import CounterEngine
import CounterLive
import Testing
@testable import CounterTUI

/// `CounterScene`: the operations both scenes share, cell by cell: by index or id, out of range
/// ignored, the end time and rest of all cells, and every change making the next frame whole.
@Suite struct CounterSceneTests {
    func board() -> DashboardScene {
        let cells = [("a", "10", 1.0), ("b", "20", 3.0)].map { id, target, duration -> ScreenCounter in
            let model = CounterModel(from: .zero, to: number(target), duration: duration, easing: .linear, format: .int,
                                     start: 0)
            return ScreenCounter.card(id: id, title: id, model: model, view: CounterView(display: model.display))
        }
        return DashboardScene(cards: cells, theme: .monochrome, borders: .ascii)
    }

    @Test func cellsByIndexOrId() {
        let scene = board()
        #expect(scene.index(ofID: "b") == 1 && scene.index(ofID: "zz") == nil)
        #expect(scene.retarget(index: 1, to: number("25"), at: 0))
        #expect(!scene.retarget(index: 1, to: number("25"), at: 0))
        #expect(!scene.retarget(index: 7, to: number("1"), at: 0))
        // Live values and their sources' events come as messages, like everything else.
        #expect(!scene.update(.sample(card: -1, series: nil, value: number("1"), clock: 0, at: 0)))
        #expect(scene.update(.sample(card: 0, series: nil, value: number("11"), clock: 0, at: 0)))
        #expect(!scene.update(.sample(card: 0, series: 0, value: number("12"), clock: 0, at: 0)), "no chart, no series")
        #expect(!scene.update(.sourceEvent(.failed("exit 1"), card: 9, series: nil)))
        #expect(scene.update(.sourceEvent(.failed("exit 1"), card: 0, series: nil)))
        #expect(scene.counters.map(\.health.badge) == ["!", ""])
        scene.track(LiveTrack(history: 5), index: 1)
        #expect(scene.counters[1].live.history != nil)
    }

    @Test func theEndIsTheLastCellsEndAndRestIsEveryCells() {
        let scene = board()
        #expect(scene.endTime == 3)
        #expect(!scene.isSettled(at: 2))
        #expect(scene.isSettled(at: 3.5))
        scene.finish(at: 1)
        #expect(scene.isSettled(at: 1))
        scene.restart(at: 2)
        #expect(scene.endTime == 5 && !scene.isSettled(at: 3))
    }

    /// A frame is updated in place only while nothing but the values changed: a badge, a target
    /// or a restart makes the next one whole.
    @Test func everyChangeOfACellMakesTheNextFrameWhole() {
        let scene = board()
        var frame = Buffer(size: Size(columns: 40, rows: 6))
        var labels = DrawnLabels()
        scene.render(at: 0.5, into: &frame, labels: &labels)
        var damage = Damage()
        damage.clear(rows: 6)
        #expect(scene.update(at: 0.6, into: &frame, damage: &damage, labels: &labels))
        scene.take(.failed("exit 1"), index: 1)
        #expect(!scene.update(at: 0.7, into: &frame, damage: &damage, labels: &labels))
        scene.render(at: 0.7, into: &frame, labels: &labels)
        // The same failure (and badge) again is no change.
        scene.take(.failed("exit 1"), index: 1)
        #expect(scene.update(at: 0.8, into: &frame, damage: &damage, labels: &labels))
        scene.retarget(index: 0, to: number("1"), at: 0.8)
        #expect(!scene.update(at: 0.9, into: &frame, damage: &damage, labels: &labels))
        // Labels noted by no one (a frame drawn once) update nothing.
        var none = DrawnLabels(kept: false)
        scene.render(at: 1, into: &frame, labels: &none)
        #expect(!scene.update(at: 1.1, into: &frame, damage: &damage, labels: &none))
    }
}
