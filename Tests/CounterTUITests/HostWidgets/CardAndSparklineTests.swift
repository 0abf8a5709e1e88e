import CounterEngine
import CounterTestSupport
import CounterTUI
import Testing

/// `Card` (a titled box around a count, with a sparkline of what it was set to) and `Sparkline`
/// (one row of glyphs, or taller bars in eighths).
@Suite struct CardAndSparklineTests {
    @Test func aCardWithALabelAndItsHistory() {
        var card = Card(title: "Orders", from: number("0"), to: number("40"), duration: 1, easing: .linear, historyLength: 8)
        card.set(number("10"), at: 2)
        card.set(number("90"), at: 4)
        #expect(card.historyValues == [40, 10, 90])
        for time in [4.5, 6] {
            expectGolden(HostWidgetFrames.frame(columns: 16, rows: 4) { card.render(at: time, in: $0, into: &$1) },
                         named: "host-card-\(time)s")
        }
    }

    @Test func aCardInBigDigitsAndInASCII() {
        let card = Card(title: "Total", to: number("1234"), duration: 0, valueStyle: .bigDigits,
                        styles: WidgetStyles(ascii: true))
        expectGolden(HostWidgetFrames.frame(columns: 24, rows: 5) { card.render(at: 0, in: $0, into: &$1) },
                     named: "host-card-big-ascii")
        #expect(card.historyValues.isEmpty)
    }

    /// Issue 35: a card started at 0 and set to a wider value is centred on the wider text (the
    /// CLI's cards keep their first range's right edge: the number grew leftward from the centre).
    @Test func aCardSetWiderStaysCentred() {
        var card = Card(title: "Live", from: number("0"), to: number("0"), duration: 1)
        card.set(number("98765"), animated: false, at: 1)
        let lines = HostWidgetFrames.frame(columns: 21, rows: 3) { card.render(at: 1, in: $0, into: &$1) }
        // The value's row inside the border: x│ … │x.
        let inside = Array(lines[2]).dropFirst(2).dropLast(2)
        let left = inside.prefix { $0 == " " }.count
        let right = inside.reversed().prefix { $0 == " " }.count
        #expect(String(inside).contains("98765") && abs(left - right) <= 1, "\(lines)")
    }

    @Test func sparklineOneRowAndTaller() {
        let values: [Double] = [0, 1, 2, 3, 4, 5, 6, 7]
        #expect(HostWidgetFrames.frame(columns: 10, rows: 1) { Sparkline(values).render(in: $0, into: &$1) }[1]
                == "x ▁▂▃▄▅▆▇█ x")
        expectGolden(HostWidgetFrames.frame(columns: 8, rows: 3) { Sparkline(values).render(at: 0, in: $0, into: &$1) },
                     named: "host-sparkline-3-rows")
        expectGolden(HostWidgetFrames.frame(columns: 8, rows: 2) {
            Sparkline(values, lower: 0, upper: 14, ascii: true).render(in: $0, into: &$1)
        }, named: "host-sparkline-ascii-fixed-axis")
        // Nothing to draw: nothing drawn, even in no room at all.
        #expect(HostWidgetFrames.frame(columns: 3, rows: 2) { Sparkline([.nan]).render(in: $0, into: &$1) }
                == ["xxxxx", "x   x", "x   x", "xxxxx"])
        var empty = Buffer(size: .zero)
        Sparkline(values).render(in: Rect(x: 0, y: 0, columns: 0, rows: 4), into: &empty)
    }

    @Test func rectangleSplits() {
        let rect = Rect(x: 2, y: 1, columns: 10, rows: 7)
        #expect(rect.split(columns: 3).map(\.columns) == [4, 3, 3])
        #expect(rect.split(columns: 3).map(\.x) == [2, 6, 9])
        #expect(rect.split(rows: 2).map(\.rows) == [4, 3])
        #expect(rect.split(rows: 2).map(\.y) == [1, 5])
        #expect(rect.split(rows: 0).isEmpty && rect.split(columns: -1).isEmpty)
        #expect(rect.inset(by: 1) == Rect(x: 3, y: 2, columns: 8, rows: 5))
        #expect(rect.inset(by: 9).size.isEmpty)
    }
}
