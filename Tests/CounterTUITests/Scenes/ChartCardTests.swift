import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

/// A chart card (`style: chart`): several series in one card, each fed by its id, drawn as
/// braille lines in their own colours (glyphs in ASCII), the axis's ends at the left and a
/// legend with each series' title and value; a failing series marks the card.
@Suite struct ChartCardTests {
    /// A board of one chart of two series, `in` (0…30, a wave) and `out` (flat at 5 then 12).
    func board(ascii: Bool, height: Int? = nil, lower: Double? = nil, upper: Double? = nil) -> DashboardScene {
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .int, start: 0)
        var card = ScreenCounter.card(title: "Traffic", model: model, view: CounterView(display: model.display))
        card.body = ChartBody(series: [ChartSeries(id: "in", title: "in", capacity: 100),
                                       ChartSeries(id: "out", title: "out", color: .magenta, capacity: 100)],
                              lower: lower, upper: upper, height: height, format: .int)
        let scene = DashboardScene(cards: [card], theme: ascii ? .monochrome : .colored(), borders: ascii ? .ascii : .rounded,
                                   sparkline: SparklineRow(levels: ascii ? Sparkline.ascii : Sparkline.blocks))
        let wave = [0, 5, 10, 20, 30, 25, 15, 10, 5, 0, 5, 10, 20, 30, 25, 15, 10, 5, 10, 15]
        for (i, v) in wave.enumerated() {
            #expect(scene.sample(id: "in", number("\(v)"), clock: Double(i), at: Double(i)) == true)
            #expect(scene.sample(id: "out", number(i < 10 ? "5" : "12"), clock: Double(i), at: Double(i)) == true)
        }
        return scene
    }

    func frame(_ scene: DashboardScene, _ size: Size = Size(columns: 40, rows: 10)) -> Buffer {
        var buffer = Buffer(size: size)
        scene.render(at: 30, into: &buffer)
        return buffer
    }

    @Test func twoSeriesInBraille() {
        let buffer = frame(board(ascii: false))
        expectGolden(buffer.lines, named: "chart-two-series-utf8-40x10")
        // Each series in its own colour, in the plot (right of the axis) and in the legend.
        var colours = Set<Color>()
        for y in 1..<8 { for x in 7..<39 where buffer[x: x, y: y].character.value >= 0x2800 { colours.insert(buffer[x: x, y: y].style.foreground) } }
        #expect(colours == [.cyan, .magenta], "\(colours)")
        #expect(buffer.lines[8].contains("in 15") && buffer.lines[8].contains("out 12"), "\(buffer.lines[8])")
    }

    @Test func twoSeriesInASCIIDifferByTheirGlyphs() {
        let buffer = frame(board(ascii: true))
        expectGolden(buffer.lines, named: "chart-two-series-ascii-40x10")
        let plot = buffer.lines[1..<8].joined()
        #expect(plot.contains("*") && plot.contains("o"))
        #expect(!plot.unicodeScalars.contains { !$0.isASCII })
    }

    @Test func aFixedAxisAndHeight() {
        let buffer = frame(board(ascii: false, height: 3, lower: 0, upper: 100))
        // Three rows of plot from 100 down to 0, the legend under them, and the card no taller
        // (the board gives a body card at most its maximum rows, centred in the screen).
        let top = buffer.lines.firstIndex { $0.contains("╭") } ?? 0
        #expect(buffer.lines[top + 1].contains("100┤"), "\(buffer.lines)")
        #expect(buffer.lines[top + 3].contains("  0┤"), "\(buffer.lines)")
        #expect(buffer.lines[top + 4].contains("in 15"), "\(buffer.lines)")
        #expect(buffer.lines[top + 5].contains("╰"), "\(buffer.lines)")
        let chart = board(ascii: false, height: 3).counters[0]
        #expect(chart.body?.maximumRows(of: chart, columns: 40) == 4)
        // A small screen shrinks it to two rows of plot rather than hiding it and every card after it.
        #expect(chart.body?.minimumSize(of: chart).rows == 3)
    }

    @Test func aSmallCardDrawsItsLegendAndNothingOutside() {
        for size in [Size(columns: 12, rows: 3), Size(columns: 40, rows: 3), Size(columns: 6, rows: 2)] {
            let scene = board(ascii: false)
            var buffer = Buffer(size: size, filling: "x")
            scene.render(at: 30, into: &buffer)
            #expect(frame(scene, size) == frame(scene, size), "drawing changes nothing")
        }
        // The body alone in one row: its legend; in two, a row of plot above it.
        let card = board(ascii: false).counters[0]
        for rows in [1, 2] {
            var buffer = Buffer(size: Size(columns: 40, rows: 4), filling: "x")
            card.body?.render(card, at: 30, in: Rect(x: 1, y: 1, columns: 38, rows: rows), theme: .colored(), ascii: false,
                              dimmed: false, into: &buffer)
            #expect(buffer.lines[rows].contains("in 15"), "\(buffer.lines)")
            #expect(buffer.lines[0] == String(repeating: "x", count: 40) && buffer.lines[rows + 1].allSatisfy { $0 == "x" })
            #expect(buffer.lines.allSatisfy { $0.hasPrefix("x") && $0.hasSuffix("x") })
        }
    }

    @Test func aFailingSeriesMarksTheCardUntilEverySeriesRecovers() {
        let scene = board(ascii: false)
        #expect(scene.update(.sourceEvent(.failed("exit status 3"), card: 0, series: 1)))
        #expect(scene.counters[0].health.badge == "!")
        #expect(scene.counters[0].health.failure == "out: exit status 3")
        // Another series running well does not clear it.
        scene.update(.sourceEvent(.recovered, card: 0, series: 0))
        #expect(scene.counters[0].health.badge == "!")
        #expect(scene.update(.sourceEvent(.recovered, card: 0, series: 1)))
        #expect(scene.counters[0].health.badge == "")
        #expect(frame(scene).lines[0].contains("Traffic"))
    }

    @Test func aChartsPlainLineIsItsSeriesValues() {
        let scene = board(ascii: false)
        #expect(scene.plainText(at: 30, padded: false) == "Traffic: in 15, out 12")
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .int, start: 0)
        var card = ScreenCounter.card(title: "New", model: model, view: CounterView(display: model.display))
        card.body = ChartBody(series: [ChartSeries(id: "a", title: "a", capacity: 4)])
        #expect(DashboardScene(cards: [card], theme: .colored(), borders: .rounded).plainText(at: 0, padded: false) == "New: a —")
    }

    @Test func idsRouteToTheirSeriesAndRatesComeFromTotals() {
        let scene = board(ascii: false)
        #expect(scene.series(ofID: "out")?.series == 1)
        #expect(scene.series(ofID: "nope") == nil)
        #expect(scene.sample(id: "nope", number("1"), clock: 0, at: 0) == nil)
        // Through the scene too: the first total is kept for the next.
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .int, start: 0)
        var card = ScreenCounter.card(title: "Net", model: model, view: CounterView(display: model.display))
        card.body = ChartBody(series: [ChartSeries(title: "in", capacity: 10, rate: .second)])
        let net = DashboardScene(cards: [card], theme: .colored(), borders: .rounded)
        #expect(!net.sample(index: 0, series: 0, number("100"), clock: 0, at: 0))
        #expect(net.sample(index: 0, series: 0, number("300"), clock: 2, at: 2))
        #expect((net.counters[0].body as? ChartBody)?.series[0].last == number("100"))
        var series = ChartSeries(title: "net", capacity: 10, rate: .second)
        let first = series.take(number("100"), clock: 0)
        let second = series.take(number("300"), clock: 2)
        #expect(!first && second)
        #expect(series.samples.values == [100])
    }
}
