import Testing
@testable import CounterTUI

/// `Trend`: a card's direction colour, bold for the first half of its time, plain for the second,
/// then gone.
@Suite struct TrendTests {
    let theme = Theme.colored()

    @Test func boldThenPlainThenGone() {
        let up = Trend(direction: 1, start: 2)
        #expect(up.style(at: 2, theme: theme) == theme.style(.up))
        #expect(up.style(at: 2.59, theme: theme) == theme.style(.up))
        #expect(up.style(at: 2.6, theme: theme) == CellStyle(foreground: .cyan))
        #expect(up.style(at: 3.19, theme: theme) == CellStyle(foreground: .cyan))
        #expect(up.style(at: 3.2, theme: theme) == nil)
        // Before the change there is no colour yet.
        #expect(up.style(at: 1.9, theme: theme) == nil)
        #expect(Trend(direction: -1, start: 0).style(at: 0.1, theme: theme) == theme.style(.down))
        // Never a threshold's colour: not ok green, not critical red.
        for direction in [1, -1] {
            let style = Trend(direction: direction, start: 0).style(at: 0.1, theme: theme)
            #expect(style?.foreground != .red && style?.foreground != .green && style?.foreground != .yellow)
        }
    }

    @Test func showingUntilItsTimeIsOver() {
        let down = Trend(direction: -1, start: 5)
        #expect(down.isShowing(at: 5) && down.isShowing(at: 6.19))
        #expect(!down.isShowing(at: 6.2))
        #expect(Trend.duration == 1.2)
    }
}
