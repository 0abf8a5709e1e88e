import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

/// Frames of a view at several values, stacked, each in an `x`-filled buffer with a margin.
private func frames(_ view: CounterView, values: [(label: String, value: Double)], settledLast: Bool = true,
                    columns: Int, rows: Int) -> [String] {
    var lines: [String] = []
    for (i, item) in values.enumerated() {
        var buffer = Buffer(size: Size(columns: columns + 2, rows: rows + 2), filling: "x")
        let area = Rect(x: 1, y: 1, columns: columns, rows: rows)
        buffer.fill(area)
        view.render(value: item.value, settled: settledLast && i == values.count - 1, in: area, into: &buffer)
        lines.append(item.label)
        lines += buffer.lines
    }
    return lines
}

@Suite struct RollingDigitsTests {
    @Test(arguments: ["box", "ascii"], RollMode.allCases)
    func quarterStepsOfEveryMode(fontName: String, mode: RollMode) {
        let font = fontName == "box" ? BigFont.box : BigFont.ascii
        // 98 → 102 rolls every wheel, a digit each for the independent modes; the odometer is
        // shown between 99 and 100, where all three wheels carry.
        let model = CounterModel(from: number("98"), to: number("102"), duration: 1, easing: .linear, format: .int, start: 0)
        let view = CounterView(display: model.display, style: .rolling, font: font, roll: mode)
        let values = [0.0, 0.25, 0.5, 0.75, 1].map { p in
            (label: "p=\(p)", value: mode == .carry ? 99 + p : 98 + 4 * p)
        }
        expectGolden(frames(view, values: values, settledLast: mode != .carry, columns: 13, rows: 3),
                     named: "rolling-\(mode.rawValue)-\(fontName)")
    }

    @Test(arguments: ["box", "ascii"])
    func everyGlyphOnTheWheel(fontName: String) {
        let font = fontName == "box" ? BigFont.box : BigFont.ascii
        let digits = BigNumber(font: font)
        // Every face at rest, then every quarter step between 9 and 0 (the wrap-around).
        let positions = (0...9).map(Double.init) + [9.25, 9.5, 9.75]
        let slots = positions.map { WheelSlot.wheel(position: $0, blankZero: false) }
        let width = digits.width(of: slots)
        var buffer = Buffer(size: Size(columns: width + 2, rows: font.height + 2), filling: "x")
        let area = Rect(x: 1, y: 1, columns: width, rows: font.height)
        buffer.fill(area)
        digits.draw(slots, at: Point(x: 1, y: 1), style: .plain, clip: area, into: &buffer)
        expectGolden(buffer.lines, named: "rolling-faces-\(fontName)")
    }

    @Test func shortestHalfWayFromNineToOneLooksLikeAResting0() {
        let model = CounterModel(from: number("9"), to: number("1"), duration: 1, easing: .linear, format: .int, start: 0)
        let rolling = CounterView(display: model.display, style: .rolling, roll: .shortest)
        var mid = Buffer(size: Size(columns: 10, rows: 3))
        rolling.render(value: model.value(at: 0.5), settled: false, in: mid.bounds, into: &mid)
        let resting = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .int, start: 0)
        var zero = Buffer(size: Size(columns: 10, rows: 3))
        CounterView(display: resting.display, style: .rolling).render(value: 0, settled: true, in: zero.bounds, into: &zero)
        #expect(mid.lines == zero.lines)
        let down = CounterView(display: model.display, style: .rolling, roll: .down)
        var five = Buffer(size: Size(columns: 10, rows: 3))
        down.render(value: model.value(at: 0.5), settled: false, in: five.bounds, into: &five)
        let restingFive = CounterModel(from: number("5"), to: number("5"), duration: 0, easing: .linear, format: .int, start: 0)
        var expected = Buffer(size: Size(columns: 10, rows: 3))
        CounterView(display: restingFive.display, style: .rolling).render(value: 5, settled: true, in: expected.bounds, into: &expected)
        #expect(five.lines == expected.lines)
    }

    @Test func widthIsReservedSoNothingShiftsSideways() {
        let model = CounterModel(from: number("0"), to: number("100"), duration: 1, easing: .linear, format: .int, start: 0)
        let view = CounterView(display: model.display, style: .rolling)
        var rightEdges = Set<Int>()
        for i in 0...100 {
            var buffer = Buffer(size: Size(columns: 20, rows: 3))
            view.render(value: Double(i), settled: i == 100, in: buffer.bounds, into: &buffer)
            let bottom = Array(buffer.lines[2])
            if let last = bottom.lastIndex(where: { $0 != " " }) { rightEdges.insert(last) }
        }
        #expect(rightEdges.count == 1)
    }

    @Test func moneyAndNegativesInTheSameFont() throws {
        let money = try NumberFormat.parse(",##0.00").get().withAffixes(prefix: "$", suffix: "")
        let model = CounterModel(from: number("-5"), to: number("1234.56"), duration: 1, easing: .linear,
                                 format: money, start: 0)
        let view = CounterView(display: model.display, title: "Balance", style: .rolling)
        expectGolden(frames(view, values: [("start", -5), ("end", 1234.56)], columns: 40, rows: 4), named: "rolling-money")
    }

    @Test func fallsBackToALabelWhenTooSmall() {
        let model = CounterModel(from: .zero, to: number("9999"), duration: 1, easing: .linear, format: .int, start: 0)
        let view = CounterView(display: model.display, style: .rolling)
        var buffer = Buffer(size: Size(columns: 8, rows: 2), filling: "x")
        view.render(value: 1234, settled: false, in: buffer.bounds, into: &buffer)
        #expect(buffer.lines == ["xx1234xx", "xxxxxxxx"])
    }
}
