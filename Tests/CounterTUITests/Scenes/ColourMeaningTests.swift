import CounterEngine
import Testing
@testable import CounterTUI

/// One colour, one meaning (issue 26): a card's threshold colours (ok green, warn yellow,
/// critical red) are never replaced by the change flash; the flash shows only when the text on
/// screen changes, in its own colours (never red); `flashes = false` turns flashes off; without
/// colours the meaning stays in text marks (`▲ ▼ !`).
@Suite struct ColourMeaningTests {
    let theme = Theme.colored()

    func card(format: NumberFormat = .int, to target: String = "0", thresholds: Thresholds? = nil) -> ScreenCounter {
        let model = CounterModel(from: .zero, to: number(target), duration: 0.5, easing: .linear, format: format, start: 0)
        var cell = ScreenCounter.card(id: "m", title: "Memory available", model: model,
                                    view: CounterView(display: model.display))
        if let thresholds { cell.track(LiveTrack(thresholds: thresholds)) }
        return cell
    }

    /// Every style the card's value has from `time` on for 1.5 s, every 10 ms.
    func styles(of cell: ScreenCounter, from time: Double) -> [CellStyle] {
        (0...150).map { cell.valueStyle(at: time + Double($0) / 100, theme: theme) }
    }

    /// The board: "Memory available 23.2 GiB", yellow under 1 GiB, red under 256 MiB. It
    /// flashed bold red and bold green on every sample, even when the text did not change.
    @Test func aCardUnderItsWarningLevelIsNeverRed() throws {
        let bytes = try NumberFormat.parse("bytes").get()
        var cell = card(format: bytes, thresholds: Thresholds(warn: 1_073_741_824, critical: 268_435_456, below: true))
        cell.sample(number("24910000000"), clock: 0, at: 0)
        var time = 2.0
        for value in ["24900000000", "24920000000", "24890000000", "24930000000", "23800000000", "24910000000"] {
            cell.sample(number(value), clock: time, at: time)
            let seen = styles(of: cell, from: time)
            #expect(seen.allSatisfy { $0.foreground == .green }, "\(value): \(Set(seen.map(\.foreground)))")
            time += 2
        }
        // 23.2 GiB each time, but 22.2 GiB (23800000000) once: the only two flashes are bold green.
        #expect(cell.model.text(at: time) == "23.2 GiB")
    }

    @Test func theFlashShowsOnlyWhenTheShownTextChanges() {
        var cell = card(to: "5000")
        // 5000.4 reads as 5000 in whole numbers: nothing flashes.
        let moved = cell.retarget(to: number("5000.4"), at: 2)
        #expect(moved)
        #expect(cell.valueStyle(at: 2.1, theme: theme) == theme.style(.value))
        #expect(cell.isSettled(at: 2.6))
        cell.retarget(to: number("6000"), at: 3)
        #expect(cell.valueStyle(at: 3.1, theme: theme) == theme.style(.up))
        cell.retarget(to: number("10"), at: 5)
        #expect(cell.valueStyle(at: 5.1, theme: theme) == theme.style(.down))
        #expect(cell.valueStyle(at: 5.1, theme: theme).foreground != .red)
    }

    /// The colour of the level of the text on screen at `time` (warn 50, critical 80).
    func levelColour(of cell: ScreenCounter, at time: Double) -> Color {
        let shown = Double(cell.model.text(at: time)) ?? .nan
        return shown >= 80 ? .red : shown >= 50 ? .yellow : .green
    }

    @Test func aFlashOverAThresholdKeepsTheLevelsColour() {
        var cell = card(thresholds: Thresholds(warn: 50, critical: 80))
        cell.sample(number("10"), clock: 0, at: 0)
        #expect(cell.valueStyle(at: 1, theme: theme) == theme.style(.ok))
        // A change within the level: the level's colour, bold for the flash.
        cell.sample(number("20"), clock: 2, at: 2)
        #expect(cell.valueStyle(at: 2.1, theme: theme) == CellStyle(foreground: .green, bold: true))
        #expect(styles(of: cell, from: 2).allSatisfy { $0.foreground == .green })
        // Into warn, back to ok though the value fell, then critical: every frame in the
        // colour of the number it shows (green until the text reads 50, then yellow), never the
        // flash's colour.
        for (time, value, ends) in [(4.0, "60", Color.yellow), (6, "30", .green), (8, "95", .red)] {
            cell.sample(number(value), clock: time, at: time)
            let seen = (0...150).map { (time + Double($0) / 100) }.map { (cell.valueStyle(at: $0, theme: theme).foreground, levelColour(of: cell, at: $0)) }
            #expect(seen.allSatisfy { $0.0 == $0.1 }, "\(value): \(seen)")
            #expect(seen.last?.0 == ends)
        }
        // On the way from 30 to 95 in 0.5 s it was yellow from 50 and red from 80.
        #expect(cell.valueStyle(at: 8 + 19.0 / 65 * 0.5, theme: theme).foreground == .green)
        #expect(cell.valueStyle(at: 8 + 21.0 / 65 * 0.5, theme: theme).foreground == .yellow)
        #expect(cell.valueStyle(at: 8 + 51.0 / 65 * 0.5, theme: theme).foreground == .red)
    }

    @Test func flashesCanBeTurnedOff() {
        var cell = card(thresholds: Thresholds(warn: 50))
        cell.flashes = false
        cell.sample(number("10"), clock: 0, at: 0)
        cell.sample(number("60"), clock: 2, at: 2)
        // No blink at the crossing, no flash: the steady ok colour until the text reads 50, the
        // steady warn colour from then on, and rest.
        let seen = (0...150).map { 2 + Double($0) / 100 }.map { (cell.valueStyle(at: $0, theme: theme), Double(cell.model.text(at: $0)) ?? .nan) }
        #expect(seen.allSatisfy { $0.0 == theme.style($0.1 >= 50 ? .warn : .ok) }, "\(seen)")
        #expect(seen.contains { $0.0 == theme.style(.ok) } && seen.last?.0 == theme.style(.warn))
        #expect(cell.isSettled(at: 2.5))
        var plain = card(to: "5")
        plain.flashes = false
        plain.retarget(to: number("9"), at: 1)
        #expect(plain.valueStyle(at: 1.1, theme: theme) == theme.style(.value))
    }

    /// The counter alone keeps its own colour at the normal level (only a card shows ok green).
    @Test func theCounterAloneHasNoOkColour() {
        let model = CounterModel(from: .zero, to: number("10"), duration: 0, easing: .linear, format: .int, start: 0)
        var cell = ScreenCounter(model: model, view: CounterView(display: model.display))
        cell.track(LiveTrack(thresholds: Thresholds(warn: 50)))
        #expect(cell.valueStyle(at: 1, theme: theme) == theme.style(.value))
    }

    /// The row of the card's value in a frame of a one-card board at `time`.
    func valueRow(_ scene: DashboardScene, at time: Double) -> String {
        var buffer = Buffer(size: Size(columns: 24, rows: 4))
        _ = scene.advance(to: time)
        scene.render(at: time, into: &buffer)
        return buffer.lines[1]
    }

    @Test func withoutColoursTheDirectionAndLevelAreMarkedInText() {
        let scene = DashboardScene(cards: [card(to: "5")], theme: .monochrome, borders: .rounded)
        #expect(!valueRow(scene, at: 1).contains("▲"))
        scene.retarget(index: 0, to: number("7"), at: 2)
        #expect(valueRow(scene, at: 2.6).contains("7 ▲"), "\(valueRow(scene, at: 2.6))")
        #expect(!valueRow(scene, at: 3.3).contains("▲"))
        scene.retarget(index: 0, to: number("6"), at: 4)
        #expect(valueRow(scene, at: 4.6).contains("6 ▼"))
        // ASCII: ^ and v.
        let ascii = DashboardScene(cards: [card(to: "5")], theme: .monochrome, borders: .ascii,
                                   sparkline: SparklineRow(levels: CounterEngine.Sparkline.ascii))
        ascii.retarget(index: 0, to: number("8"), at: 2)
        #expect(valueRow(ascii, at: 2.6).contains("8 ^"))
        // A level's mark wins over the direction: `!!` past critical.
        let levels = DashboardScene(cards: [card(thresholds: Thresholds(warn: 50, critical: 80))], theme: .monochrome,
                                    borders: .rounded)
        levels.sample(index: 0, number("95"), clock: 0, at: 2)
        #expect(valueRow(levels, at: 2.6).contains("95 !!"), "\(valueRow(levels, at: 2.6))")
        #expect(!valueRow(levels, at: 2.6).contains("▲"))
    }
}
