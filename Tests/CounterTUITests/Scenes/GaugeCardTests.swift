import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

/// A gauge card draws its value between min and max as a bar across the card, from a one-row
/// card (`73 ███░░ 73%`) to a tall one (big digits, a taller bar and the range's ends), in the
/// threshold colours or, without colours, with the text marks; the bar moves as the number counts.
@Suite struct GaugeCardTests {
    func card(to: String = "73", duration: Double = 0, thresholds: Thresholds? = nil, theme: Theme = .monochrome,
              ascii: Bool = false, gauge: GaugeBody = GaugeBody()) -> ScreenCounter {
        let model = CounterModel(from: .zero, to: number(to), duration: duration, easing: .linear, format: .int, start: 0)
        let view = CounterView(display: model.display, style: .gauge, font: ascii ? .ascii : .box, theme: theme)
        var card = ScreenCounter.card(id: "g", title: "Disk", model: model, view: view)
        if let thresholds { card.track(LiveTrack(thresholds: thresholds)) }
        card.body = gauge
        return card
    }

    func frame(_ card: ScreenCounter, _ size: Size, at time: Double = 5, theme: Theme = .monochrome, ascii: Bool = false) -> Buffer {
        let scene = DashboardScene(cards: [card], theme: theme, borders: ascii ? .ascii : .rounded,
                                   sparkline: SparklineRow(levels: ascii ? CounterEngine.Sparkline.ascii : CounterEngine.Sparkline.blocks))
        var buffer = Buffer(size: size)
        scene.render(at: time, into: &buffer)
        return buffer
    }

    /// The bar's cells of `line`: filled (whole and partial) and all.
    func barCells(_ line: String) -> (filled: Double, all: Int) {
        var filled = 0.0
        var all = 0
        for character in line {
            if character == "█" || character == "#" { filled += 1; all += 1 }
            else if let i = GaugeBar.eighths.firstIndex(of: character) { filled += Double(i + 1) / 8; all += 1 }
            else if character == "░" || character == "-" { all += 1 }
        }
        return (filled, all)
    }

    @Test func goldensFromOneRowToTall() {
        expectGolden(frame(card(), Size(columns: 30, rows: 3)).lines, named: "gauge-1-row-30x3")
        expectGolden(frame(card(), Size(columns: 30, rows: 4)).lines, named: "gauge-2-rows-30x4")
        expectGolden(frame(card(), Size(columns: 30, rows: 5)).lines, named: "gauge-3-rows-30x5")
        expectGolden(frame(card(), Size(columns: 40, rows: 16)).lines, named: "gauge-tall-40x16")
        expectGolden(frame(card(ascii: true), Size(columns: 40, rows: 16), ascii: true).lines, named: "gauge-tall-ascii-40x16")
        expectGolden(frame(card(ascii: true), Size(columns: 30, rows: 5), ascii: true).lines, named: "gauge-3-rows-ascii-30x5")
        let queue = card(to: "12", gauge: GaugeBody(minimum: 0, maximum: 50))
        expectGolden(frame(queue, Size(columns: 30, rows: 5)).lines, named: "gauge-queue-12-of-50-30x5")
    }

    @Test func theBarIsTheValuesShareOfTheRange() {
        for columns in [24, 30, 57] {
            let line = frame(card(), Size(columns: columns, rows: 3)).lines[1]
            let bar = barCells(line)
            // Rounded down to an eighth of a cell: never fuller than the value.
            let short = 0.73 - bar.filled / Double(bar.all)
            #expect(short >= 0 && short < 1.0 / 8 / Double(bar.all), "\(line)")
            #expect(line.contains("73%") && line.contains("│ 73 "), "\(line)")
        }
        let tall = frame(card(to: "12", gauge: GaugeBody(minimum: 0, maximum: 50)), Size(columns: 40, rows: 16)).lines
        // The bar's rows (the digits are drawn in full blocks too; the bar's rows have its track).
        let bars = tall.filter { $0.contains("░") }.map(barCells)
        #expect(bars.count == GaugeLayout.barRows)
        #expect(bars.allSatisfy { abs($0.filled / Double($0.all) - 0.24) < 0.01 })
        #expect(tall.contains { $0.contains("24%") })
    }

    @Test func valuesOutsideTheRangeFillOrEmptyTheBarAndShowAsTheyAre() {
        let over = frame(card(to: "120"), Size(columns: 30, rows: 3)).lines[1]
        #expect(barCells(over).filled == Double(barCells(over).all))
        #expect(over.contains("120") && over.contains("120%"), "\(over)")
        let under = frame(card(to: "-5"), Size(columns: 30, rows: 3)).lines[1]
        #expect(barCells(under).filled == 0)
        #expect(under.contains("-5") && under.contains("-5%"), "\(under)")
    }

    @Test func theBarMovesAsTheNumberCounts() {
        let moving = card(duration: 2)
        let shares = [0.5, 1.0, 1.5, 2.0].map { time -> Double in
            let bar = barCells(frame(moving, Size(columns: 40, rows: 3), at: time).lines[1])
            return bar.filled / Double(bar.all)
        }
        #expect(shares == shares.sorted() && Set(shares).count == 4, "\(shares)")
        #expect(abs(shares[1] - 0.365) < 0.05, "\(shares)")
        // While it counts, every frame may move the bar (by an eighth): the scene draws each tick.
        #expect(moving.nextChange(after: 1, soonest: 1.01) == 1.01)
        #expect(moving.nextChange(after: 3, soonest: 3.01) > 3.01)
        // A countdown of five minutes moves its bar by an eighth of a 250-column bar in 0.15 s:
        // a few frames a second, not every tick.
        let tea = card(to: "0", duration: 300, gauge: GaugeBody(minimum: 0, maximum: 300))
        var countdown = ScreenCounter.card(id: nil, title: "Tea",
                                           model: CounterModel(from: number("300"), to: .zero, duration: 300, easing: .linear,
                                                               format: .int, start: 0),
                                           view: tea.view)
        countdown.body = tea.body
        let next = countdown.nextChange(after: 10, soonest: 10.01)
        #expect(abs(next - 10.15) < 0.001, "\(next)")
    }

    @Test func aLiveGaugeFollowsItsSamples() {
        let model = CounterModel(from: .zero, to: .zero, duration: 1, easing: .linear, format: .int, start: 0)
        var live = ScreenCounter.card(id: "q", title: "Queue", model: model,
                                      view: CounterView(display: model.display, style: .gauge, theme: .monochrome))
        live.health.awaitsValue = true
        live.health.isLive = true
        live.body = GaugeBody(minimum: 0, maximum: 50)
        let scene = DashboardScene(cards: [live], theme: .monochrome, borders: .rounded)
        func share(at time: Double) -> Double {
            var buffer = Buffer(size: Size(columns: 40, rows: 3))
            scene.render(at: time, into: &buffer)
            let bar = barCells(buffer.lines[1])
            return bar.filled / Double(bar.all)
        }
        #expect(share(at: 0) == 0)
        // The first value is shown at once (no count from a 0 nobody measured); the next counts.
        scene.sample(id: "q", number("10"), clock: 0, at: 0)
        #expect(abs(share(at: 0.1) - 0.2) < 0.02)
        scene.sample(id: "q", number("40"), clock: 1, at: 1)
        let between = share(at: 1.5)
        #expect(between > 0.3 && between < 0.7, "\(between)")
        #expect(abs(share(at: 3) - 0.8) < 0.02)
    }

    @Test func thresholdColoursFillTheBar() {
        let theme = Theme.colored()
        func colour(_ to: String, _ thresholds: Thresholds) -> Color? {
            let buffer = frame(card(to: to, thresholds: thresholds, theme: theme), Size(columns: 30, rows: 3), theme: theme)
            // The bar's first filled cell: whole, or eighths (5% of the bar is under one cell).
            let x = buffer.lines[1].firstIndex { $0 == "█" || GaugeBar.eighths.contains($0) }.map { buffer.lines[1].distance(from: buffer.lines[1].startIndex, to: $0) }
            return x.map { buffer[x: $0, y: 1].style.foreground }
        }
        let limits = Thresholds(warn: 70, critical: 90)
        #expect(colour("50", limits) == .green)
        #expect(colour("73", limits) == .yellow)
        #expect(colour("95", limits) == .red)
        #expect(colour("20", Thresholds(warn: 30, critical: 10, below: true)) == .yellow)
        #expect(colour("5", Thresholds(warn: 30, critical: 10, below: true)) == .red)
    }

    @Test func withoutColoursTheLevelIsMarkedInText() {
        let limits = Thresholds(warn: 70, critical: 90)
        expectGolden(frame(card(to: "95", thresholds: limits), Size(columns: 30, rows: 3)).lines, named: "gauge-critical-mark-30x3")
        let tall = frame(card(to: "95", thresholds: limits), Size(columns: 40, rows: 16)).lines
        #expect(tall.contains { $0.contains("95% !!") }, "\(tall)")
    }

    @Test func aTextMarkDoesNotMoveTheBar() {
        var moving = card()
        moving.jumps = true
        moving.retarget(to: number("80"), at: 1)
        func barStart(at time: Double) -> String.Index? {
            frame(moving, Size(columns: 30, rows: 3), at: time).lines[1].firstIndex(of: "█")
        }
        let flashing = frame(moving, Size(columns: 30, rows: 3), at: 1.1).lines[1]
        #expect(flashing.contains("80 ▲"), "\(flashing)")
        let line = frame(moving, Size(columns: 30, rows: 3), at: 5).lines[1]
        #expect(barStart(at: 1.1).map { flashing.distance(from: flashing.startIndex, to: $0) }
                == barStart(at: 5).map { line.distance(from: line.startIndex, to: $0) }, "\(flashing) / \(line)")
    }

    @Test func noValueYetIsADashAndAnEmptyBar() {
        var waiting = card()
        waiting.health.awaitsValue = true
        let lines = frame(waiting, Size(columns: 40, rows: 16)).lines
        #expect(lines.contains { $0.contains("│ —") }, "\(lines)")
        #expect(lines.map(barCells).allSatisfy { $0.filled == 0 })
        #expect(!lines.contains { $0.contains("%") && !$0.contains("0%") })
    }

    @Test func aGaugeSaysHowManyRowsItCanUse() {
        let body = GaugeBody()
        let counter = card()
        // Seven-row digits, a gap, three rows of bar and the scale; digits too wide: text, bar, scale.
        #expect(body.maximumRows(of: counter, columns: 40) == 12)
        #expect(body.maximumRows(of: card(to: "1234567"), columns: 12) == 5)
        #expect(body.minimumSize(of: counter) == Size(columns: 12, rows: 1))
        // Rows beyond what it uses stay empty, the parts centred.
        let lines = frame(counter, Size(columns: 40, rows: 30)).lines
        let used = lines.indices.filter { lines[$0].contains { !" │╭╮╰╯─".contains($0) } && !lines[$0].contains("Disk") }
        #expect(used.count <= 12 && used.count >= 10, "\(lines)")
    }
}
