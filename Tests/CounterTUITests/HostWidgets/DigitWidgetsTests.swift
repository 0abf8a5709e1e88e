import CounterEngine
import CounterTestSupport
import CounterTUI
import Testing

/// `BigDigits` and `RollingDigits`, the host's big numbers: block digits sized to the area, and
/// an odometer whose wheels each take the shortest way round.
@Suite struct DigitWidgetsTests {
    @Test func bigDigitsAtFixedTimesAndSizes() {
        let big = BigDigits(from: number("0"), to: number("2026"), duration: 4, easing: .linear, title: "Year")
        for time in [1.0, 4] {
            expectGolden(HostWidgetFrames.frame(columns: 24, rows: 4) { big.render(at: time, in: $0, into: &$1) },
                         named: "host-big-24x4-\(time)s")
        }
        // Taller areas take taller digits; too small for any, a label.
        expectGolden(HostWidgetFrames.frame(columns: 40, rows: 9) { big.render(at: 4, in: $0, into: &$1) },
                     named: "host-big-40x9")
        #expect(HostWidgetFrames.frame(columns: 8, rows: 1) { big.render(at: 4, in: $0, into: &$1) }[1] == "x  2026  x")
        #expect(big.isFinished(at: 4) && big.text(at: 4) == "2026")
    }

    @Test func asciiDigits() {
        let big = BigDigits(to: number("42"), duration: 0, styles: WidgetStyles(ascii: true))
        expectGolden(HostWidgetFrames.frame(columns: 10, rows: 3) { big.render(at: 0, in: $0, into: &$1) },
                     named: "host-big-ascii")
    }

    /// 9 → 1 rolls up through 0 (two steps), not down through 8…2 (eight): halfway, the last
    /// wheel sits between 0 and 1.
    @Test func rollingDigitsTakeTheShortestWayRound() {
        let rolling = RollingDigits(from: number("19"), to: number("21"), duration: 2, easing: .linear,
                                    styles: WidgetStyles(ascii: true))
        for time in [0.0, 0.5, 1, 2] {
            expectGolden(HostWidgetFrames.frame(columns: 10, rows: 3) { rolling.render(at: time, in: $0, into: &$1) },
                         named: "host-rolling-\(time)s")
        }
        #expect(!rolling.isFinished(at: 1.9) && rolling.isFinished(at: 2))
    }

    @Test func rollingSetRollsOnFromWhereTheWheelsAre() {
        var rolling = RollingDigits(from: number("0"), to: number("5"), duration: 1, easing: .linear)
        rolling.set(number("8"), at: 2)
        #expect(rolling.isFinished(at: 2) == false && rolling.text(at: 3) == "8")
        let settled = HostWidgetFrames.frame(columns: 9, rows: 3) { rolling.render(at: 3, in: $0, into: &$1) }
        let big = BigDigits(to: number("8"), duration: 0)
        // At rest the odometer is exactly the big number.
        #expect(settled == HostWidgetFrames.frame(columns: 9, rows: 3) { big.render(at: 0, in: $0, into: &$1) })
    }
}
