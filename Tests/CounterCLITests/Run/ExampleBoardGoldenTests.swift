import CounterEngine
import CounterTestSupport
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

/// Every board in `boards/` (the folder is read: a new example gets goldens without editing
/// this test) rendered at 80x24, 160x48 and 200x50 as the run would show it (UTF-8, no
/// colour, a fixed wall clock), its live cards fed a known wave of 60 samples; at the large
/// sizes no card is more than half empty inside, a value's unit is drawn at one size, the cards
/// of a row are one height, the cards cover most of the screen's rows (unless every row has
/// all the rows its cards can use) and no default-style card is a label where digits fit.
@MainActor
@Suite struct ExampleBoardGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 160, rows: 48), Size(columns: 200, rows: 50)]
    /// Samples fed to each live card, one every `step` seconds of its clock and animation time.
    static let samples = 60
    static let step = 2.0

    static func examples() throws -> [URL] {
        let folder = root.appendingPathComponent("boards")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The board of `file` with its live cards fed; and the time to render it at.
    static func board(_ file: URL) throws -> (DashboardScene, Double) {
        var config: DashboardConfig
        do {
            config = try DashboardFile.load(file.path)
        } catch {
            config = try DashboardFile.load(file.path, live: true)
        }
        let command = try DashboardCommand.parse([file.path])
        let environment = Environment(noColor: true, animationsOff: false, term: "xterm", utf8: true,
                                      stdoutIsTerminal: false, stdinIsTerminal: false)
        let origin = Date(timeIntervalSince1970: 1_767_225_600 + 13 * 3600 + 37 * 60 + 5) // 2026-01-01 13:37:05 UTC
        let scene = DashboardRunner.makeScene(command, config: &config, environment: environment, clockOrigin: origin).0
        for (index, spec) in config.counters.enumerated() where spec.isFed {
            var total = 0.0
            for k in 0..<samples {
                let value = level(of: spec) * (1 + 0.3 * sin(Double(k) / 5))
                let time = Double(k) * step
                if let rate = spec.rate {
                    total += value * step / rate.seconds
                    scene.update(.sample(card: index, series: nil, value: ExactNumber(total.rounded()), clock: time, at: time))
                } else {
                    // Whole numbers where the format shows what the command printed (as commands print them).
                    let step = spec.decimalsAsTyped || spec.format.maximumFractionDigits == 0 ? 1.0 : 0.01
                    scene.update(.sample(card: index, series: nil, value: ExactNumber((value / step).rounded() * step), clock: time, at: time))
                }
            }
        }
        // A chart's series: a wave each, its phase by its place (a rate series its totals).
        for (index, spec) in config.counters.enumerated() {
            guard let chart = scene.counters[index].body as? ChartBody else { continue }
            let base = spec.format.unitScale != nil ? 2_100_000.0 : spec.format.suffix.contains("%") ? 30 : 2
            for (s, series) in chart.series.enumerated() {
                var total = 0.0
                for k in 0..<samples {
                    let value = base * (1 + 0.5 * sin(Double(k) / 5 + Double(s) * 2))
                    let time = Double(k) * step
                    total += value * step
                    let sample = series.isRate ? total.rounded() : (value * 100).rounded() / 100
                    scene.update(.sample(card: index, series: s, value: ExactNumber(sample), clock: time, at: time))
                }
            }
        }
        return (scene, Double(samples - 1) * step + 1)
    }

    /// The middle of a card's wave: values that show units (`23.1 GiB`, `2.0 KiB/s`).
    static func level(of spec: CounterSpec) -> Double {
        if spec.format.unitScale != nil { return spec.rate == nil ? 24_800_000_000 : 2100 }
        if let warn = spec.thresholds?.warn { return spec.thresholds?.below == true ? warn * 1.5 : warn * 0.75 }
        if spec.format.suffix.contains("%") { return 42 }
        return 120
    }

    static func frame(_ scene: DashboardScene, at time: Double, size: Size) -> Buffer {
        var buffer = Buffer(size: size)
        scene.render(at: time, into: &buffer)
        return buffer
    }

    @Test func everyExampleHasGoldensAtThreeSizes() throws {
        let files = try Self.examples()
        #expect(files.count >= 6)
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            for size in Self.sizes {
                let (scene, time) = try Self.board(file)
                expectGolden(Self.frame(scene, at: time, size: size).lines,
                             named: "example-\(name)-\(size.columns)x\(size.rows)")
            }
        }
    }

    /// The cards of `scene` on a screen of `size` (below its status line, if any), with their faces, as drawn at `time`.
    static func cards(_ scene: DashboardScene, size: Size, at time: Double) -> [(index: Int, face: CounterView.Face, rect: Rect)] {
        let status = scene.statusLine(ascii: false)
        let area = status.isEmpty || size.rows < 2 ? size : Size(columns: size.columns, rows: size.rows - 1)
        let plan = scene.plan(for: area, at: time)
        return zip(plan.shown, plan.layout.cards).map { (index: $0.0.index, face: $0.0.face, rect: $0.1) }
    }

    @Test func noCardIsMoreThanHalfEmptyOnLargeScreens() throws {
        for file in try Self.examples() {
            for size in Self.sizes.dropFirst() {
                let (scene, time) = try Self.board(file)
                let lines = Self.frame(scene, at: time, size: size).lines.map { Array($0) }
                for card in Self.cards(scene, size: size, at: time) {
                    let r = card.rect
                    let inside = max(r.rows - 2, 0)
                    let blank = (r.y + 1..<r.maxY - 1).filter { y in
                        lines[y][(r.x + 1)..<(r.maxX - 1)].allSatisfy { $0 == " " }
                    }.count
                    #expect(blank * 2 <= inside,
                            "\(file.lastPathComponent) at \(size.columns)x\(size.rows): card \(card.index) has \(blank) of \(inside) rows blank")
                }
            }
        }
    }

    @Test func unitsAreDrawnAtOneSize() throws {
        for file in try Self.examples() {
            for size in Self.sizes.dropFirst() {
                let (scene, time) = try Self.board(file)
                let lines = Self.frame(scene, at: time, size: size).lines.map { Array($0) }
                for card in Self.cards(scene, size: size, at: time) {
                    let counter = scene.counters[card.index]
                    let text = counter.plainText(at: time, padded: false)
                    let unit = String(text.reversed().prefix { !($0.isASCII && $0.isNumber) }.reversed())
                        .trimmingCharacters(in: .whitespaces)
                    guard text.contains(where: { $0.isASCII && $0.isNumber }), unit.contains(where: \.isLetter) else { continue }
                    if case .digits(let face) = card.face, unit.allSatisfy({ face.glyphColumns($0) != nil }) { continue }
                    let r = card.rect
                    let rows = (r.y + 1..<r.maxY - 1).map { String(lines[$0][(r.x + 1)..<(r.maxX - 1)]) }
                    #expect(rows.contains { $0.contains(unit) },
                            "\(file.lastPathComponent) at \(size.columns)x\(size.rows): '\(unit)' of '\(text)' is not on one row as text: \(rows)")
                }
            }
        }
    }

    /// The shown cards grouped by row (cards whose rows overlap), top to bottom.
    static func rows(_ cards: [(index: Int, face: CounterView.Face, rect: Rect)]) -> [[(index: Int, face: CounterView.Face, rect: Rect)]] {
        var rows: [[(index: Int, face: CounterView.Face, rect: Rect)]] = []
        for card in cards.sorted(by: { $0.rect.y < $1.rect.y }) {
            if let last = rows.last?.first, card.rect.y < last.rect.maxY, last.rect.y < card.rect.maxY {
                rows[rows.count - 1].append(card)
            } else {
                rows.append([card])
            }
        }
        return rows
    }

    /// Issue 38: "one height for a row of cards".
    @Test func cardsOfOneRowAreOneHeight() throws {
        for file in try Self.examples() {
            for size in Self.sizes {
                let (scene, time) = try Self.board(file)
                for row in Self.rows(Self.cards(scene, size: size, at: time)) {
                    let rects = row.map(\.rect)
                    #expect(Set(rects.map(\.y)).count == 1 && Set(rects.map(\.rows)).count == 1,
                            "\(file.lastPathComponent) at \(size.columns)x\(size.rows): one row, cards \(rects)")
                }
            }
        }
    }

    /// The cards use the screen: at 160x48 and 200x50 they cover at least 70 % of its rows,
    /// unless every row already has all the rows its cards can use (twice what they use inside,
    /// or a body's most): then the height left stays outside the cards, the board centred.
    @Test func cardsCoverMostOfLargeScreens() throws {
        for file in try Self.examples() {
            for size in Self.sizes.dropFirst() {
                let (scene, time) = try Self.board(file)
                let cards = Self.cards(scene, size: size, at: time)
                let area = scene.statusLine(ascii: false).isEmpty ? size.rows : size.rows - 1
                let covered = Set(cards.flatMap { $0.rect.y..<$0.rect.maxY }).count
                let rows = Self.rows(cards)
                let allAtCap = rows.allSatisfy { row in
                    let cap = row.map { card -> Int in
                        let counter = scene.counters[card.index]
                        return scene.layouts[card.index].maximumRows(of: counter, with: card.face,
                                                                     columns: max(card.rect.columns - 4, 0)) ?? Int.max
                    }.max() ?? Int.max
                    return row.allSatisfy { $0.rect.rows >= cap }
                }
                #expect(covered * 10 >= area * 7 || allAtCap,
                        "\(file.lastPathComponent) at \(size.columns)x\(size.rows): cards cover \(covered) of \(area) rows")
            }
        }
    }

    /// A card with no `style` draws digits wherever some grid gives them room: on the large
    /// screens, in every example made of such cards.
    @Test func defaultCardsAreDigitsOnLargeScreens() throws {
        for name in ["sales", "mixed", "system", "service"] {
            let file = Self.root.appendingPathComponent("boards/\(name).yaml")
            for size in Self.sizes.dropFirst() {
                let (scene, time) = try Self.board(file)
                for card in Self.cards(scene, size: size, at: time) where scene.counters[card.index].view.style == .auto {
                    #expect(card.face.rows > 1,
                            "\(name).yaml at \(size.columns)x\(size.rows): card \(card.index) (\(scene.counters[card.index].title)) is a label")
                }
            }
        }
    }
}
