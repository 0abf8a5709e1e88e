import CounterEngine
import Testing
@testable import CounterTUI

/// `DrawnLabel`: a label drawn in a frame follows the value on its own: its row is redrawn and
/// marked only when the text or the style changes.
@Suite struct DrawnLabelTests {
    func label(trend: Trend? = nil) -> (DrawnLabel, Buffer) {
        let model = CounterModel(from: .zero, to: number("1000"), duration: 1, easing: .linear, format: .int, start: 0)
        let view = CounterView(display: model.display)
        var buffer = Buffer(size: Size(columns: 10, rows: 3), filling: "x")
        let area = Rect(x: 1, y: 0, columns: 8, rows: 3)
        view.render(value: 0, settled: false, in: area, into: &buffer)
        let place = view.placement(in: area, face: .label)
        let theme = Theme.colored()
        return (DrawnLabel(area: area, row: place.row, right: place.right, style: theme.style(.value), text: "0",
                           model: model, ellipsis: "…", trend: trend, theme: theme), buffer)
    }

    @Test func theRowIsRedrawnOnlyWhenTheTextChanges() {
        var (drawn, buffer) = label()
        let before = buffer.lines
        var damage = Damage()
        damage.clear(rows: 3)
        drawn.update(at: 0.0004, into: &buffer, damage: &damage)
        #expect(damage.isEmpty && drawn.text == "0" && buffer.lines == before)
        drawn.update(at: 0.5, into: &buffer, damage: &damage)
        #expect(drawn.text == "500")
        #expect(damage.span(row: drawn.row) == 1..<9)
        // Right-aligned where the reserve of "1000" ends, centred in the area.
        #expect(drawn.row == 1 && buffer.lines[1] == "x   500  x")
        // The other rows are not touched.
        #expect(buffer.lines[0] == before[0] && buffer.lines[2] == before[2])
        drawn.update(at: 5, into: &buffer, damage: &damage)
        #expect(buffer.lines[1] == "x  1000  x")
    }

    @Test func aTrendChangesTheStyleOverTime() {
        var (drawn, buffer) = label(trend: Trend(direction: 1, start: 0))
        var damage = Damage()
        damage.clear(rows: 3)
        drawn.update(at: 0, into: &buffer, damage: &damage)
        // The text is the same; the style becomes the trend's.
        #expect(drawn.style == Theme.colored().style(.up))
        #expect(!damage.isEmpty)
        drawn.update(at: 2, into: &buffer, damage: &damage)
        #expect(drawn.style == Theme.colored().style(.value))
        #expect(buffer[x: 8, y: drawn.row].style == Theme.colored().style(.value))
    }
}
