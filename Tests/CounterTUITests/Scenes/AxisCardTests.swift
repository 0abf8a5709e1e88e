import CounterEngine
import Testing
@testable import CounterTUI

/// A card whose sparkline has a fixed axis prints the axis's ends at the sparkline's ends, in
/// the card's own format (`0%` … `100%`); a free axis prints none.
@Suite struct AxisCardTests {
    func board(lower: Double?, upper: Double?) throws -> DashboardScene {
        var format = NumberFormat.int
        format.suffix = "%"
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: format, start: 0)
        var cell = ScreenCounter.card(id: "c", title: "CPU", model: model, view: CounterView(display: model.display))
        var track = LiveTrack(history: 8)
        track.history?.lower = lower
        track.history?.upper = upper
        cell.track(track)
        let scene = DashboardScene(cards: [cell], theme: .monochrome, borders: .rounded)
        for (i, v) in [10, 60, 35].enumerated() { scene.sample(index: 0, number("\(v)"), clock: Double(i), at: Double(i)) }
        return scene
    }

    @Test func theRangeIsPrintedAtTheSparklinesEnds() throws {
        var buffer = Buffer(size: Size(columns: 26, rows: 5))
        try board(lower: 0, upper: 100).render(at: 5, into: &buffer)
        // 10, 60, 35 of 0…100: ▂▅▃ (10 is not the bottom of a fixed axis); free, 10…60: ▁█▅.
        #expect(buffer.lines[2] == "│    0%      ▂▅▃ 100%    │", "\(buffer.lines)")
        var free = Buffer(size: Size(columns: 26, rows: 5))
        try board(lower: nil, upper: nil).render(at: 5, into: &free)
        #expect(free.lines[2] == "│             ▁█▅        │", "\(free.lines)")
    }
}
