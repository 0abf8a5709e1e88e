import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

/// Renders a view into an `x`-filled buffer, inside a 1-cell margin, so stray writes show up.
private func frame(_ view: CounterView, value: Double, settled: Bool = false, columns: Int, rows: Int) -> [String] {
    var buffer = Buffer(size: Size(columns: columns + 2, rows: rows + 2), filling: "x")
    let area = Rect(x: 1, y: 1, columns: columns, rows: rows)
    buffer.fill(area)
    view.render(value: value, settled: settled, in: area, into: &buffer)
    return buffer.lines
}

@Suite struct CounterViewTests {
    let canonical = CounterModel(from: .zero, to: number("9999"), duration: 10, easing: .power(.out, exponent: 3),
                                 format: .int, start: 0)

    @Test(arguments: [0.0, 1, 2.5, 5, 9.99, 10])
    func labelGoldens(time: Double) {
        let view = CounterView(display: canonical.display, title: "Users")
        let lines = frame(view, value: canonical.value(at: time), settled: canonical.isSettled(at: time), columns: 20, rows: 4)
        expectGolden(lines, named: "label-canonical-\(time)s")
    }

    @Test(arguments: [0.0, 2.5, 5, 9.99, 10])
    func bigBoxGoldens(time: Double) {
        let view = CounterView(display: canonical.display, title: "Users", style: .big, font: .box)
        let lines = frame(view, value: canonical.value(at: time), settled: canonical.isSettled(at: time), columns: 24, rows: 5)
        expectGolden(lines, named: "big-box-canonical-\(time)s")
    }

    @Test(arguments: [0.0, 5, 10])
    func bigAsciiGoldens(time: Double) {
        let view = CounterView(display: canonical.display, style: .big, font: .ascii)
        let lines = frame(view, value: canonical.value(at: time), settled: canonical.isSettled(at: time), columns: 24, rows: 3)
        expectGolden(lines, named: "big-ascii-canonical-\(time)s")
    }

    @Test(arguments: ["box", "ascii"])
    func everyGlyphOfTheFont(name: String) {
        let font = name == "box" ? BigFont.box : BigFont.ascii
        let text = String(font.characters)
        var buffer = Buffer(size: Size(columns: font.width(of: text) + 2, rows: font.height + 2), filling: "x")
        let area = Rect(x: 1, y: 1, columns: font.width(of: text), rows: font.height)
        buffer.fill(area)
        font.draw(text, at: Point(x: 1, y: 1), style: .plain, clip: area, into: &buffer)
        expectGolden(buffer.lines, named: "font-\(name)-glyphs")
    }

    @Test func moneyWithSignAndPrefix() {
        let format = try! NumberFormat.parse(",##0.00").get().withAffixes(prefix: "$", suffix: "")
        let model = CounterModel(from: number("-1234.5"), to: number("1234567.89"), duration: 2, easing: .linear,
                                 format: format, start: 0)
        let view = CounterView(display: model.display, title: "Revenue")
        expectGolden(frame(view, value: -1234.5, columns: 16, rows: 2), named: "label-money-start")
        expectGolden(frame(view, value: 0, settled: true, columns: 16, rows: 2).map { $0 }, named: "label-money-end")
        let big = CounterView(display: model.display, style: .big, font: .box)
        expectGolden(frame(big, value: 1234567.89, settled: true, columns: 60, rows: 3), named: "big-money-end")
    }

    @Test func digitsStayRightAlignedWhileCounting() {
        let view = CounterView(display: canonical.display)
        var rightEdges = Set<Int>()
        for i in 0...100 {
            let lines = frame(view, value: canonical.value(at: Double(i) / 10), columns: 20, rows: 1)
            let row = Array(lines[1])
            if let last = row.lastIndex(where: { $0.isNumber }) { rightEdges.insert(last) }
        }
        #expect(rightEdges.count == 1)
    }

    @Test func bigFallsBackToALabelWhenTooSmall() {
        let view = CounterView(display: canonical.display, title: "Users", style: .big, font: .box)
        expectGolden(frame(view, value: 1234, columns: 10, rows: 2), named: "big-too-small")
        expectGolden(frame(view, value: 1234, columns: 3, rows: 1), named: "label-too-narrow")
    }

    @Test func degenerateAreasDoNotTrap() {
        let view = CounterView(display: canonical.display, title: "Users", style: .big)
        #expect(frame(view, value: 1234, columns: 1, rows: 1) == ["xxx", "x…x", "xxx"])
        #expect(frame(view, value: 5, columns: 1, rows: 1) == ["xxx", "x5x", "xxx"])
        var empty = Buffer(size: .zero)
        view.render(value: 5, settled: false, in: Rect(size: .zero), into: &empty)
        var tiny = Buffer(size: Size(columns: 2, rows: 2), filling: "x")
        view.render(value: 5, settled: false, in: Rect(x: 5, y: 5, columns: 0, rows: 3), into: &tiny)
        #expect(tiny.lines == ["xx", "xx"])
    }

    @Test func titlesAreSanitized() {
        let view = CounterView(display: canonical.display, title: "\u{1b}]0;PWNED\u{7}Sales\u{202E}")
        #expect(view.title == "]0;PWNEDSales")
    }
}
