import CounterEngine
import Testing
@testable import CounterTUI

/// `DashboardPlan`: where each card goes and its face: the tallest digits that fit, one size a
/// row, down to labels before any card is hidden, and a card too wide for the screen hidden,
/// never cut.
@Suite struct DashboardPlanTests {
    func cards(_ targets: [String], style: CounterStyle = .big) -> [ScreenCounter] {
        targets.enumerated().map { i, target in
            let model = CounterModel(from: .zero, to: number(target), duration: 1, easing: .linear, format: .int, start: 0)
            let view = CounterView(display: model.display, style: style, font: .box)
            return ScreenCounter.card(title: "C\(i)", model: model, view: view)
        }
    }

    func rows(_ face: CounterView.Face) -> Int { face.rows }

    @Test func theTallestDigitsThatFitOneSizeARow() {
        let plan = DashboardPlan(cards: cards(["12", "34", "56"]), in: Size(columns: 120, rows: 40), columns: nil)
        #expect(plan.hidden == 0 && plan.shown.count == 3)
        let heights = Set(plan.shown.map { rows($0.face) })
        #expect(heights.count == 1)
        #expect(heights.first! > 3)
        // Smaller screen, smaller digits; smaller still, labels; never hidden while labels fit.
        let small = DashboardPlan(cards: cards(["12", "34", "56"]), in: Size(columns: 60, rows: 8), columns: nil)
        #expect(small.hidden == 0 && small.shown.allSatisfy { rows($0.face) < heights.first! })
        // (At 40x9 three-row digits now fit, three to a row; 4 rows hold labels only.)
        let tiny = DashboardPlan(cards: cards(["12", "34", "56"]), in: Size(columns: 40, rows: 4), columns: nil)
        #expect(tiny.hidden == 0)
        #expect(tiny.shown.contains { if case .label = $0.face { return true } else { return false } })
    }

    @Test func aValueWiderThanTheScreenIsHiddenAndCounted() {
        let plan = DashboardPlan(cards: cards(["5", "123456789012345678901234567890"], style: .label),
                                 in: Size(columns: 20, rows: 10), columns: nil)
        #expect(plan.unshowable == 1 && plan.hidden == 1)
        #expect(plan.shown.map(\.index) == [0])
    }

    @Test func aCardWithNoValueYetIsSizedAsItsPlaceholder() {
        // Issue 38, F2 item 5: three waiting cards at 160x48 were 48 rows tall with one `—`.
        var waiting = cards(["5", "6", "7"])
        for i in waiting.indices { waiting[i].health.awaitsValue = true }
        let plan = DashboardPlan(cards: waiting, in: Size(columns: 160, rows: 48), columns: nil)
        #expect(plan.hidden == 0)
        #expect(plan.layout.cards.allSatisfy { $0.rows <= 3 }, "\(plan.layout.cards)")
    }

    @Test func forcedColumnsAreKept() {
        let plan = DashboardPlan(cards: cards(["1", "2", "3", "4"], style: .label), in: Size(columns: 80, rows: 24), columns: 2)
        #expect(plan.layout.perRow == 2 && plan.shown.count == 4)
        #expect(plan.layout.cards[0].y == plan.layout.cards[1].y && plan.layout.cards[2].y > plan.layout.cards[0].y)
    }
}
