import CounterEngine
import CounterTUI
import Testing

/// The host widgets take whatever a host gives them without trapping: odd times (NaN,
/// infinities), areas of no size, partly or wholly outside the buffer, and odd values.
@Suite struct HostWidgetEdgeTests {
    @Test func oddTimesAndAreasDoNotTrap() {
        var label = CountingLabel(from: number("-5"), to: number("1e30"), duration: .nan, title: "Odd")
        label.set(number("0.000001"), at: .infinity)
        let big = BigDigits(to: number("99999999999999999999"), duration: -1, startingAt: .nan)
        let rolling = RollingDigits(from: number("9"), to: number("-9"), duration: .infinity)
        let card = Card(title: String(repeating: "long ", count: 40), to: number("7"), valueStyle: .bigDigits, historyLength: 3)
        let areas = [Rect(x: 0, y: 0, columns: 0, rows: 0), Rect(x: -3, y: -2, columns: 5, rows: 4),
                     Rect(x: 5, y: 5, columns: 100, rows: 100), Rect(x: 0, y: 0, columns: 1, rows: 1),
                     Rect(x: 0, y: 0, columns: 2, rows: 2), Rect(x: 1, y: 1, columns: 7, rows: 3)]
        for time in [-Double.infinity, -1, 0, .nan, 1e300, .infinity] {
            for area in areas {
                var buffer = Buffer(size: Size(columns: 8, rows: 6), filling: "x")
                label.render(at: time, in: area, into: &buffer)
                big.render(at: time, in: area, into: &buffer)
                rolling.render(at: time, in: area, into: &buffer)
                card.render(at: time, in: area, into: &buffer)
                Sparkline([1e308, -1e308, 0, .infinity]).render(at: time, in: area, into: &buffer)
                // Nothing outside the area (clipped to the buffer) changed.
                for y in 0..<6 {
                    for x in 0..<8 where !(x >= area.x && x < area.maxX && y >= area.y && y < area.maxY) {
                        #expect(buffer[x: x, y: y].character == "x", "\(x),\(y) in \(area) at \(time)")
                    }
                }
            }
        }
        #expect(label.isFinished(at: .infinity))
        #expect(big.isFinished(at: 0) && big.text(at: 0) == "99999999999999999999")
    }
}
