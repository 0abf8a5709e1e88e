import CounterEngine
import Testing
@testable import CounterTUI

/// Issue 13, case 6: a live value wider than the width reserved so far grows to the left; the
/// number's right edge never moves (before: -123456 re-centred it, from column 40 to 43).
@Suite struct FixedRightEdgeTests {
    /// The column of the rightmost non-blank cell.
    static func rightEdge(_ buffer: Buffer) -> Int? {
        buffer.lines.compactMap { Array($0).lastIndex(where: { $0 != " " }) }.max()
    }

    @Test(arguments: CounterStyle.allCases)
    func aWiderLiveValueKeepsTheRightEdge(style: CounterStyle) {
        let model = CounterModel(from: .zero, to: number("5"), duration: 0.1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display, style: style, font: .ascii))
        var before = Buffer(size: Size(columns: 80, rows: 5))
        _ = scene.advance(to: 1)
        scene.render(at: 1, into: &before)
        // Ends on the same digit, so the same glyph shows the right edge.
        scene.retarget(to: number("-123455"), at: 1)
        var after = Buffer(size: Size(columns: 80, rows: 5))
        _ = scene.advance(to: 5)
        scene.render(at: 5, into: &after)
        #expect(Self.rightEdge(before) != nil)
        #expect(Self.rightEdge(after) == Self.rightEdge(before), "\(before.lines) then \(after.lines)")
        let cells = { (buffer: Buffer) in buffer.lines.joined().filter { $0 != " " }.count }
        #expect(cells(after) > cells(before))
    }

    /// In a card the number keeps its right edge too, and the other cards stay where they were.
    @Test func aWiderValueInACardKeepsItsRightEdge() {
        func card(_ id: String) -> ScreenCounter {
            let model = CounterModel(from: .zero, to: number("5"), duration: 0.1, easing: .linear, format: .int, start: 0)
            return ScreenCounter.card(id: id, title: id, model: model, view: CounterView(display: model.display))
        }
        let scene = DashboardScene(cards: [card("a"), card("b"), card("c")], theme: .monochrome, borders: .ascii)
        let size = Size(columns: 60, rows: 3)
        let layout = scene.layout(for: size)
        var before = Buffer(size: size)
        _ = scene.advance(to: 5)
        scene.render(at: 5, into: &before)
        scene.retarget(id: "a", to: number("-123455"), at: 5)
        var after = Buffer(size: size)
        _ = scene.advance(to: 10)
        scene.render(at: 10, into: &after)
        #expect(scene.layout(for: size) == layout)
        let row = { (buffer: Buffer) in Array(buffer.lines[1]) }
        #expect(String(row(after)).contains("-123455"))
        // Same right edge in card a; cards b and c unchanged.
        let cardWidth = layout.cards[0].columns
        #expect(row(after)[..<cardWidth].lastIndex(of: "5") == row(before)[..<cardWidth].lastIndex(of: "5"),
                "\(before.lines) then \(after.lines)")
        #expect(row(after)[cardWidth...] == row(before)[cardWidth...])
    }
}
