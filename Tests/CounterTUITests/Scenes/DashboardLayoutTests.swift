import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

/// A dashboard of `count` cards of mixed styles and widths, settled.
private func scene(cards count: Int, columns: Int? = nil, borders: BorderSet = .rounded) -> DashboardScene {
    let styles: [CounterStyle] = [.label, .big, .rolling]
    let cards = (0..<count).map { i -> ScreenCounter in
        let target = number(String((i + 1) * 1234))
        let model = CounterModel(from: .zero, to: target, duration: 1, easing: .linear, format: .int, start: 0)
        let font: BigFont = borders == .ascii ? .ascii : .box
        let view = CounterView(display: model.display, style: styles[i % 3], font: font)
        return ScreenCounter.card(id: "c\(i)", title: "Card \(i + 1)", model: model, view: view)
    }
    return DashboardScene(cards: cards, columns: columns, theme: .monochrome, borders: borders)
}

private func frame(_ scene: DashboardScene, _ size: Size, at time: Double = 5) -> [String] {
    var buffer = Buffer(size: size)
    _ = scene.advance(to: time)
    scene.render(at: time, into: &buffer)
    return buffer.lines
}

@Suite struct DashboardLayoutTests {
    @Test(arguments: [1, 2, 5, 12], ["80x24", "120x40", "40x12", "20x6"])
    func layoutGoldens(cards: Int, size: String) {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        let lines = frame(scene(cards: cards), Size(columns: parts[0], rows: parts[1]))
        expectGolden(lines, named: "dashboard-\(cards)-cards-\(size)")
    }

    @Test func forcedColumnsAndAsciiBorders() {
        expectGolden(frame(scene(cards: 5, columns: 2, borders: .ascii), Size(columns: 60, rows: 16)),
                     named: "dashboard-5-cards-2-columns-ascii")
    }

    @Test func tooSmallShowsWhatFitsAndCountsTheRest() {
        // (40x12 now holds all twelve as labels, four a row; 40x6 holds two rows.)
        let layout = scene(cards: 12).layout(for: Size(columns: 40, rows: 6))
        #expect(layout.hidden > 0)
        #expect(layout.cards.count + layout.hidden == 12)
        #expect(layout.noteRow != nil)
        let lines = frame(scene(cards: 12), Size(columns: 40, rows: 6))
        #expect(lines.contains { $0.hasPrefix("+\(layout.hidden) more: enlarge the terminal") })
    }

    @Test(arguments: [Size(columns: 1, rows: 1), Size(columns: 2, rows: 1), Size(columns: 1, rows: 50), .zero,
                      Size(columns: 500, rows: 200), Size(columns: 3, rows: 3)])
    func degenerateSizesNeverTrap(size: Size) {
        let lines = frame(scene(cards: 12), size)
        #expect(lines.count == size.rows)
        #expect(lines.allSatisfy { $0.count == size.columns })
    }

    @Test func cardsInARowShareOneHeightAndNeverOverlap() {
        let layout = scene(cards: 5).layout(for: Size(columns: 120, rows: 40))
        for (i, a) in layout.cards.enumerated() {
            for b in layout.cards[(i + 1)...] {
                let apart = a.maxX <= b.x || b.maxX <= a.x || a.maxY <= b.y || b.maxY <= a.y
                #expect(apart, "\(a) overlaps \(b)")
                if a.y == b.y { #expect(a.rows == b.rows) }
            }
        }
    }

    @Test func trendColourShowsTheDirectionThenFades() {
        let theme = Theme.colored()
        let s = DashboardScene(cards: scene(cards: 1).counters, theme: theme, borders: .rounded)
        #expect(s.retarget(id: "c0", to: number("5000"), at: 2) == true)
        #expect(s.retarget(id: "nope", to: number("1"), at: 2) == nil)
        // The same target again changes nothing: no new move, no new trend colour.
        #expect(s.retarget(id: "c0", to: number("5000.0"), at: 2.5) == false)
        let card = s.counters[0]
        #expect(card.valueStyle(at: 2.1, theme: theme) == theme.style(.up))
        #expect(card.valueStyle(at: 2.8, theme: theme).foreground == .cyan)
        #expect(!card.valueStyle(at: 2.8, theme: theme).bold)
        #expect(card.valueStyle(at: 3.3, theme: theme) == theme.style(.value))
        // The loop keeps running while the colour fades, then rests.
        #expect(!s.isSettled(at: 3.1))
        #expect(s.isSettled(at: 4))
        s.retarget(index: 0, to: number("10"), at: 5)
        #expect(s.counters[0].valueStyle(at: 5.1, theme: theme) == theme.style(.down))
    }

    /// A card's `color` shows on its value (it used to be replaced by the board's colour).
    @Test func eachCardKeepsItsOwnColour() {
        let cards = [Color.green, .red].enumerated().map { i, accent -> ScreenCounter in
            let model = CounterModel(from: .zero, to: number("7"), duration: 0, easing: .linear, format: .int, start: 0)
            let view = CounterView(display: model.display, theme: .colored(accent: accent))
            return ScreenCounter.card(id: "c\(i)", title: "C\(i)", model: model, view: view)
        }
        let s = DashboardScene(cards: cards, columns: 2, theme: .colored(), borders: .rounded)
        var buffer = Buffer(size: Size(columns: 20, rows: 3))
        _ = s.advance(to: 1)
        s.render(at: 1, into: &buffer)
        let sevens = (0..<20).compactMap { x -> Color? in
            let cell = buffer[x: x, y: 1]
            return cell.character == "7" ? cell.style.foreground : nil
        }
        #expect(sevens == [.green, .red])
    }

    @Test func plainTextListsEveryCounter() {
        #expect(scene(cards: 2).plainText(at: 5, padded: false) == "Card 1: 1234 | Card 2: 2468")
    }

    @Test func hostileTitlesAreInert() {
        let model = CounterModel(from: .zero, to: number("5"), duration: 0, easing: .linear, format: .int, start: 0)
        let card = ScreenCounter.card(title: "\u{1b}]0;PWNED\u{7}\u{202E}Sales", model: model, view: CounterView(display: model.display))
        let s = DashboardScene(cards: [card], theme: .monochrome, borders: .rounded)
        let text = frame(s, Size(columns: 30, rows: 3)).joined()
        #expect(text.contains("]0;PWNEDSales"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
    }
}

extension DashboardLayoutTests {
    /// `DashboardLayout` alone: cards side by side as the width allows, a row as tall as its
    /// tallest card, the rows centred, and what does not fit counted with a row for the note.
    @Test func dashboardLayoutFromSizesAlone() {
        let sizes = [Size(columns: 20, rows: 3), Size(columns: 20, rows: 5), Size(columns: 20, rows: 3)]
        let layout = DashboardLayout(sizes: sizes, in: Size(columns: 70, rows: 24))
        #expect(layout.perRow == 3 && layout.hidden == 0 && layout.noteRow == nil)
        #expect(layout.cards.map(\.rows) == [5, 5, 5])
        #expect(layout.cards[0].y == (24 - 5) / 2)
        #expect(layout.cardWidth == (70 - 2 * DashboardLayout.gap) / 3)
        let crowded = DashboardLayout(sizes: Array(repeating: Size(columns: 30, rows: 4), count: 9),
                                      in: Size(columns: 62, rows: 10))
        #expect(crowded.perRow == 2 && crowded.cards.count == 4 && crowded.hidden == 5)
        #expect(crowded.noteRow == 8)
        #expect(DashboardLayout(sizes: sizes, in: .zero).hidden == 3)
    }
}
