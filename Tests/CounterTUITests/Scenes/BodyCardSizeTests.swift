import CounterEngine
import Testing
@testable import CounterTUI

/// A card with a `CardBody` is sized by it: at least its `minimumSize`, and its row grows up to
/// its `maximumRows` (border included, two more) and no further; nil lets it take any height.
@Suite struct BodyCardSizeTests {
    /// A body 10 columns by 2 rows at least, using at most `most` rows.
    struct TestBody: CardBody {
        var most: Int?
        func minimumSize(of counter: ScreenCounter) -> Size { Size(columns: 10, rows: 2) }
        func maximumRows(of counter: ScreenCounter, columns: Int) -> Int? { most }
        func render(_ counter: ScreenCounter, at time: Double, in area: Rect, theme: Theme, ascii: Bool, dimmed: Bool,
                    into buffer: inout Buffer) {}
    }

    func card(body most: Int?) -> ScreenCounter {
        let model = CounterModel(from: .zero, to: number("5"), duration: 1, easing: .linear, format: .int, start: 0)
        var card = ScreenCounter.card(title: "Body", model: model, view: CounterView(display: model.display, style: .auto))
        card.body = TestBody(most: most)
        return card
    }

    @Test func aBodyCardGrowsUpToItsMaximumRows() {
        let plan = DashboardPlan(cards: [card(body: 5)], in: Size(columns: 80, rows: 24), columns: nil)
        #expect(plan.layout.cards.map(\.rows) == [7])
        // The board is centred in the height it does not use.
        #expect(plan.layout.cards.first?.y == (24 - 7) / 2)
    }

    @Test func aBodyCardWithNoMaximumTakesAnyHeight() {
        let plan = DashboardPlan(cards: [card(body: nil)], in: Size(columns: 80, rows: 24), columns: nil)
        #expect(plan.layout.cards.map(\.rows) == [24])
    }

    @Test func aBodyCardSetsItsRowsHeight() {
        let model = CounterModel(from: .zero, to: number("7"), duration: 1, easing: .linear, format: .int, start: 0)
        let label = ScreenCounter.card(title: "N", model: model, view: CounterView(display: model.display, style: .label))
        let plan = DashboardPlan(cards: [card(body: 9), label], in: Size(columns: 80, rows: 24), columns: 2)
        // The row is as tall as the body can use, and so is every card of it (one height a
        // row, issue 38: the label's line is centred in it).
        #expect(plan.layout.cards.map(\.rows) == [11, 11])
        #expect(plan.layout.cards[1].y == plan.layout.cards[0].y)
    }
}
