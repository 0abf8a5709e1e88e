import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

/// A layout that uses the screen (issues 26 and 38): six mixed cards, one rolling and one big,
/// at 80x24, 160x48 and 200x50, in a grid (not one column of six strips, which the rolling card
/// made at 160x48), labels never screen-wide strips, no card more than half empty inside (rows
/// get only the height their cards use: four label cards do not fill 80 % of a 200x50 screen
/// with blank rows, as issue 26 had them; a label in a row of digits is as tall as its row,
/// issue 38's one height a row); `span` and `width` give a card more of its row.
@Suite struct FillingLayoutTests {
    /// The board: four labels, a rolling card and a big one.
    func six(spans: [Int] = [], weights: [Double?] = [], columns: Int? = nil) -> DashboardScene {
        let specs: [(String, String, CounterStyle, String)] = [
            ("Revenue", "1234567.89", .label, ",##0.00"), ("Users", "9999", .rolling, "#,##0"),
            ("Orders", "48213", .label, "#,##0"), ("Conversion", "0.0342", .label, "percent"),
            ("Load", "3.5", .big, "0.0"), ("Visitors", "1400000", .label, "compact"),
        ]
        let cards = specs.enumerated().map { i, spec -> ScreenCounter in
            let format = (try? NumberFormat.parse(spec.3).get()) ?? .int
            let model = CounterModel(from: .zero, to: number(spec.1), duration: 1, easing: .linear, format: format, start: 0)
            let card = ScreenCounter.card(title: spec.0, model: model,
                                        view: CounterView(display: model.display, style: spec.2, font: .box))
            return card
        }
        let layouts = cards.indices.map { i in
            CardLayout(span: i < spans.count ? spans[i] : 1, widthWeight: i < weights.count ? weights[i] : nil)
        }
        return DashboardScene(cards: cards, layouts: layouts, columns: columns, theme: .monochrome, borders: .rounded)
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 160, rows: 48), Size(columns: 200, rows: 50)])
    func sixMixedCardsFillTheScreen(size: Size) {
        let scene = six()
        let plan = scene.plan(for: size)
        #expect(plan.hidden == 0)
        // A grid, not a column of strips: no card as wide as the screen is less than a sixth of it tall.
        #expect(plan.layout.perRow > 1)
        for rect in plan.layout.cards where rect.columns > size.columns / 2 {
            #expect(rect.rows * 6 >= size.rows, "a strip: \(rect)")
        }
        // The big and rolling cards use their height: digits taller than the three-row face
        // (at 80x24 a third of the width holds no more than that).
        for shown in plan.shown where size.columns > 80 && (shown.index == 1 || shown.index == 4) {
            #expect(shown.face.rows > 3, "card \(shown.index): \(shown.face.rows) rows")
        }
        var buffer = Buffer(size: size)
        _ = scene.advance(to: 5)
        scene.render(at: 5, into: &buffer)
        expectGolden(buffer.lines, named: "dashboard-six-mixed-\(size.columns)x\(size.rows)")
        let lines = buffer.lines.map { Array($0) }
        // One height a row (issue 38): a one-line label beside big digits is as tall as they
        // are, its line centred; every other card is at most half empty.
        let digitRows = Set(zip(plan.shown, plan.layout.cards).filter { $0.0.face.rows > 1 }.map(\.1.y))
        for (shown, rect) in zip(plan.shown, plan.layout.cards) where shown.face.rows > 1 || !digitRows.contains(rect.y) {
            let blank = (rect.y + 1..<rect.maxY - 1).filter { (y: Int) -> Bool in
                lines[y][(rect.x + 1)..<(rect.maxX - 1)].allSatisfy { $0 == " " }
            }.count
            #expect(blank * 2 <= rect.rows - 2, "\(rect): \(blank) rows blank")
        }
    }

    @Test func spanAndWidthGiveACardMoreOfItsRow() {
        let size = Size(columns: 160, rows: 48)
        // Revenue spans two columns of the grid: twice as wide as its neighbours.
        // (Three cards a row: the board alone picks two, where a span of two is the whole row.)
        let spanned = six(spans: [2], columns: 3).plan(for: size).layout
        // One row (a card that cannot use the row's height is centred in it).
        #expect(abs(spanned.cards[0].y + spanned.cards[0].maxY - spanned.cards[1].y - spanned.cards[1].maxY) <= 1)
        #expect(abs(spanned.cards[0].columns - 2 * spanned.cards[1].columns) <= 2, "\(spanned.cards)")
        // A width weight of 3 against 1.
        let weighted = six(weights: [3], columns: 3).plan(for: size).layout
        #expect(weighted.cards[0].columns > 2 * weighted.cards[1].columns, "\(weighted.cards)")
    }

    /// `DashboardLayout(fill: true)` alone: rows as wide as the screen (a short last row's cards
    /// widen), the height shared, nothing outside the screen or overlapping.
    @Test func aFilledLayoutCoversTheScreen() {
        let sizes = Array(repeating: Size(columns: 20, rows: 4), count: 7)
        let screen = Size(columns: 70, rows: 23)
        let layout = DashboardLayout(sizes: sizes, in: screen, fill: true)
        #expect(layout.perRow == 3 && layout.hidden == 0)
        #expect(layout.cards.map(\.rows) == [8, 8, 8, 8, 8, 8, 7])
        #expect(layout.cards.last == Rect(x: 0, y: 16, columns: 70, rows: 7))
        for row in [0, 3] {
            let rowCards = layout.cards[row..<(row + 3)]
            #expect(rowCards.last.map(\.maxX) == 70 && rowCards.reduce(0) { $0 + $1.columns } + 2 == 70)
        }
        // Without fill: as before, natural heights, centred.
        #expect(DashboardLayout(sizes: sizes, in: screen).cards.map(\.rows) == [4, 4, 4, 4, 4, 4, 4])
    }
}
