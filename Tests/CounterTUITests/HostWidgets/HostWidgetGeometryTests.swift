import CounterEngine
import CounterTUI
import Testing

/// The host widgets in areas far larger than the buffer, or at the far ends of `Int`: each lays
/// out and draws only the part of its area inside the buffer, so its cost is bounded by the
/// buffer and nothing overflows.
@Suite struct HostWidgetGeometryTests {
    static let widgets: [(String, any TimedWidget)] = {
        var card = Card(title: "Orders", to: number("1234"), duration: 1, valueStyle: .bigDigits, historyLength: 4)
        card.set(number("99"), at: 0)
        return [("label", CountingLabel(to: number("1234"), duration: 1, title: "Users")),
                ("trailing label", CountingLabel(to: number("1234"), duration: 1, alignment: .trailing)),
                ("big", BigDigits(to: number("2026"), duration: 1, title: "Year")),
                ("rolling", RollingDigits(from: number("9"), to: number("1234"), duration: 1)),
                ("card", card),
                ("sparkline", Sparkline([1, 5, 2, 8, 3, 9, 4]))]
    }()

    static func frame(_ widget: any TimedWidget, at time: Double, in area: Rect, size: Size = Size(columns: 80, rows: 24)) -> [String] {
        var buffer = Buffer(size: size, filling: "x")
        widget.render(at: time, in: area, into: &buffer)
        return buffer.lines
    }

    /// An area larger than the buffer (a 2000² area of an 80×24 buffer, or `Int.max` by
    /// `Int.max`) draws what the buffer's own bounds would: the layout is the visible part's.
    @Test(arguments: [Rect(x: 0, y: 0, columns: 2000, rows: 2000), Rect(x: 0, y: 0, columns: Int.max, rows: Int.max),
                      Rect(x: -1000, y: -1000, columns: 2080, rows: 2024)])
    func anAreaBeyondTheBufferLaysOutInItsVisiblePart(area: Rect) {
        let bounds = Rect(x: 0, y: 0, columns: 80, rows: 24)
        for (name, widget) in Self.widgets {
            for time in [0.5, 2] {
                #expect(Self.frame(widget, at: time, in: area) == Self.frame(widget, at: time, in: bounds), "\(name) in \(area)")
            }
        }
    }

    /// Areas at the far ends of `Int` (partly or wholly outside the buffer) draw nothing and
    /// trap nowhere.
    @Test func areasAtTheEndsOfIntDrawNothing() {
        let areas = [Rect(x: Int.max - 5, y: 0, columns: 10, rows: 1), Rect(x: 0, y: Int.max - 5, columns: 10, rows: 10),
                     Rect(x: Int.min, y: 0, columns: 10, rows: 3), Rect(x: Int.min, y: Int.min, columns: Int.max, rows: Int.max),
                     Rect(x: Int.max, y: Int.max, columns: Int.max, rows: Int.max)]
        let blank = Buffer(size: Size(columns: 8, rows: 6), filling: "x").lines
        for (name, widget) in Self.widgets {
            for area in areas {
                #expect(Self.frame(widget, at: 0.5, in: area, size: Size(columns: 8, rows: 6)) == blank, "\(name) in \(area)")
            }
        }
    }
}
