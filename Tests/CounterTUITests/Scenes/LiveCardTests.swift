import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

/// A live card fed by samples: rates, units, thresholds, placeholder and sparkline.
private func card(_ title: String, format: NumberFormat = .int.withDecimals(1), track: LiveTrack) -> ScreenCounter {
    let model = CounterModel(from: .zero, to: .zero, duration: 0.5, easing: .linear, format: format, start: 0)
    var card = ScreenCounter.card(title: title, model: model, view: CounterView(display: model.display))
    card.track(track)
    return card
}

private func frame(_ scene: DashboardScene, _ size: Size, at time: Double) -> Buffer {
    var buffer = Buffer(size: size)
    _ = scene.advance(to: time)
    scene.render(at: time, into: &buffer)
    return buffer
}

private func bytesRate() -> NumberFormat {
    var scale = UnitScale.bytes
    scale.per = RateUnit.second.per
    return .units(scale)
}

/// Four cards: a network rate in bytes, a CPU % with thresholds, a rate still waiting for its
/// second total, and free memory where low is bad; `samples` totals each, a second apart.
private func board(theme: Theme, samples: Int, ascii: Bool = false) -> DashboardScene {
    let cards = [
        card("Net", format: bytesRate(), track: LiveTrack(rate: .second, history: 12)),
        card("CPU", track: LiveTrack(history: 12, thresholds: Thresholds(warn: 70, critical: 90))),
        card("Hits", track: LiveTrack(rate: .second, history: 12)),
        card("Free", format: .units(.bytes), track: LiveTrack(history: 12, thresholds: Thresholds(warn: 2048, critical: 1024, below: true))),
    ]
    let scene = DashboardScene(cards: cards, columns: 2, theme: theme, borders: ascii ? .ascii : .rounded,
                               sparkline: SparklineRow(levels: ascii ? CounterEngine.Sparkline.ascii : CounterEngine.Sparkline.blocks))
    var net = 0.0
    for i in 0..<samples {
        let t = Double(i)
        // The network total grows by 1 MiB, 2 MiB, … a second; the CPU climbs into red.
        net += Double(i) * 1_048_576
        scene.sample(index: 0, ExactNumber(net), clock: 100 + t, at: t)
        scene.sample(index: 1, ExactNumber(Double(10 + 9 * i)), clock: 100 + t, at: t)
        scene.sample(index: 3, ExactNumber(Double(8192 - 1000 * i)), clock: 100 + t, at: t)
    }
    scene.sample(index: 2, number("5"), clock: 100, at: 0)
    return scene
}

@Suite struct LiveCardTests {
    @Test func goldenBoardAfterNineSamples() {
        let scene = board(theme: .monochrome, samples: 9)
        expectGolden(frame(scene, Size(columns: 60, rows: 8), at: 20).lines, named: "live-board-9-samples")
        expectGolden(frame(board(theme: .monochrome, samples: 9, ascii: true), Size(columns: 60, rows: 8), at: 20).lines,
                     named: "live-board-9-samples-ascii")
    }

    @Test func aRateShowsAPlaceholderUntilItsSecondTotal() {
        let scene = board(theme: .monochrome, samples: 1)
        let lines = frame(scene, Size(columns: 60, rows: 8), at: 5).lines
        // Net and Hits have one total each: no rate yet.
        #expect(lines[1].filter { $0 == "…" }.count == 1)
        #expect(lines[5].filter { $0 == "…" }.count == 1)
        #expect(scene.plainText(at: 5, padded: false).hasPrefix("Net: … | CPU: 10.0 | Hits: …"))
        scene.sample(index: 2, number("25"), clock: 102, at: 6)
        #expect(scene.plainText(at: 7, padded: false).contains("Hits: 10.0"))
    }

    @Test func noColorMarksLevelsBesideTheValue() {
        let scene = board(theme: .monochrome, samples: 9)
        let text = frame(scene, Size(columns: 60, rows: 8), at: 20).lines.joined(separator: "\n")
        // CPU 82 is past warn (70): one mark; free memory 0 B (below 1024) is critical: two.
        #expect(text.contains("82.0 !"))
        #expect(text.contains(" !!"))
        let colored = board(theme: .colored(), samples: 9)
        let plain = frame(colored, Size(columns: 60, rows: 8), at: 20)
        #expect(!plain.lines.joined().contains("!"))
        // With colours the value itself is yellow (warn) or red (critical).
        let styles = Set(plain.cells.filter { $0.character.properties.numericType != nil }.map(\.style.foreground))
        #expect(styles.contains(.yellow) && styles.contains(.red))
    }

    @Test func crossingAThresholdFlashesThroughTheFrameClock() {
        let theme = Theme.colored()
        var live = card("CPU", track: LiveTrack(thresholds: Thresholds(warn: 70, critical: 90)))
        live.sample(number("50"), clock: 0, at: 0)
        #expect(live.isSettled(at: 1.5))
        live.sample(number("95"), clock: 2, at: 2)
        // 50.0 to 95.0 in 0.5 s: the number shown reaches 70.0 at 2 + 20/45 × 0.5 s and 90.0 at
        // 2 + 40/45 × 0.5 s. Until then it is ok (green, bold for the rise's trend colour), then
        // warn, then critical: the colour is that of the number on screen, never of the sample
        // it is on its way to.
        let warnAt = 2 + 20.0 / 45 * 0.5
        let criticalAt = 2 + 40.0 / 45 * 0.5
        #expect(live.model.text(at: criticalAt - 0.001) == "89.9" && live.model.text(at: criticalAt + 0.001) == "90.0")
        #expect(live.valueStyle(at: 2.05, theme: theme) == CellStyle(foreground: .green, bold: true))
        #expect(live.valueStyle(at: warnAt - 0.001, theme: theme).foreground == .green)
        #expect(live.valueStyle(at: warnAt + 0.001, theme: theme) == CellStyle(foreground: .yellow, bold: true))
        #expect(live.valueStyle(at: criticalAt - 0.001, theme: theme).foreground == .yellow)
        // Each crossing blinks from the moment it shows: lit (bold), then dark (dim), then lit
        // again; the card is not settled while it blinks, so the render loop keeps drawing it;
        // then steady red.
        #expect(live.valueStyle(at: criticalAt + 0.05, theme: theme) == CellStyle(foreground: .red, bold: true))
        #expect(live.valueStyle(at: criticalAt + 0.2, theme: theme) == CellStyle(foreground: .red, dim: true))
        #expect(live.valueStyle(at: criticalAt + 0.35, theme: theme).bold)
        #expect(!live.isSettled(at: criticalAt + 0.8))
        #expect(live.valueStyle(at: criticalAt + 0.8, theme: theme).dim)
        // Steady 0.9 s after the crossing shows (the rise's trend colour has faded by then).
        #expect(live.valueStyle(at: criticalAt + 0.91, theme: theme) == theme.style(.critical))
        #expect(live.isSettled(at: criticalAt + 0.91))
        #expect(!live.isSettled(at: criticalAt + 0.89))
        // Under NO_COLOR the blink is bold and dim too, and the mark is that of the number shown.
        #expect(live.valueStyle(at: criticalAt + 0.2, theme: .monochrome).dim)
        #expect(CounterDrawing.textMark(live, live.track(at: warnAt + 0.001), at: warnAt + 0.001, ascii: false) == " !")
    }

    @Test func frameDiffBetweenSamplesIsEmptyAndASampleMovesTheRowOneCell() {
        let scene = board(theme: .monochrome, samples: 12)
        let size = Size(columns: 60, rows: 8)
        let settled = frame(scene, size, at: 30)
        // No sample: nothing changes, not even the sparklines.
        #expect(frame(scene, size, at: 31).changes(from: settled).isEmpty)
        // A card of six samples whose oldest is neither the window's min nor its max: a new
        // sample moves the row left one cell and enters on the right, the scale unchanged.
        let gauge = DashboardScene(cards: [card("Gauge", track: LiveTrack(history: 6))], theme: .monochrome,
                                   borders: .rounded)
        for (i, v) in [40.0, 10, 90, 20, 60, 30].enumerated() {
            gauge.sample(index: 0, ExactNumber(v), clock: Double(i), at: Double(i))
        }
        let small = Size(columns: 20, rows: 4)
        let before = frame(gauge, small, at: 10)
        #expect(frame(gauge, small, at: 11).changes(from: before).isEmpty)
        gauge.sample(index: 0, number("70"), clock: 12, at: 12)
        let after = frame(gauge, small, at: 20)
        let spark = { (buffer: Buffer) in buffer.lines[2].filter { CounterEngine.Sparkline.blocks.contains($0) } }
        #expect(spark(before) == "▄▁█▂▅▃")
        #expect(spark(after) == "▁█▂▅▃▆")
        // Only the value's row and the sparkline's changed.
        let changes = after.changes(from: before)
        #expect(Set(changes.map(\.y)) == [1, 2])
        #expect(changes.filter { $0.y == 2 }.reduce(0) { $0 + $1.cells.count } <= 6)
    }

    @Test func switchingUnitsNeverMovesTheNumberSideways() {
        let model = CounterModel(from: .zero, to: number("900"), duration: 0.5, easing: .linear, format: .units(.bytes), start: 0)
        var live = ScreenCounter.card(title: "Free", model: model, view: CounterView(display: model.display))
        let scene = { DashboardScene(cards: [live], theme: .monochrome, borders: .rounded) }
        func lastDigitColumn(at time: Double) -> Int? {
            let row = Array(frame(scene(), Size(columns: 30, rows: 3), at: time).lines[1])
            return row.lastIndex(where: \.isNumber)
        }
        let first = lastDigitColumn(at: 1)
        for (i, value) in ["2048", "5000000", "512", "3000000000"].enumerated() {
            let t = Double(2 * i + 2)
            live.retarget(to: number(value), at: t)
            #expect(lastDigitColumn(at: t + 0.25) == first, "\(value) mid-move")
            #expect(lastDigitColumn(at: t + 1) == first, "\(value)")
        }
    }
}
