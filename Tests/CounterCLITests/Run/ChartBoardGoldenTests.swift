import CounterEngine
import CounterTestSupport
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

/// `boards/charts.yaml` as the board shows it, its series fed 60 samples of known waves (rate
/// series their totals, a second apart), at 80x24 and 160x48, in braille (UTF-8 with colours)
/// and in glyphs (no colours).
@MainActor
@Suite struct ChartBoardGoldenTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("boards")

    func frame(size: Size, noColor: Bool) throws -> [String] {
        var config = try DashboardFile.load(Self.examples.appendingPathComponent("charts.yaml").path)
        let command = try DashboardCommand.parse([])
        let environment = Environment(noColor: noColor, animationsOff: false, term: "xterm", utf8: true,
                                      stdoutIsTerminal: false, stdinIsTerminal: false)
        let scene = DashboardRunner.makeScene(command, config: &config, environment: environment).0
        for (index, card) in scene.counters.enumerated() {
            guard let chart = card.body as? ChartBody else { continue }
            for (s, series) in chart.series.enumerated() {
                var total = 0.0
                for i in 0...60 {
                    // A wave per series, its phase by its place: 5 to 45 (of a total, for a rate).
                    let wave = 25 + 20 * sin(Double(i) / 5 + Double(s))
                    total += wave * 1024
                    // Rates from whole totals (percent-seconds, bytes); the load to two decimals.
                    let value = series.isRate ? (index == 0 ? total / 1024 : total).rounded() : (wave * 10).rounded() / 100
                    scene.update(.sample(card: index, series: s, value: ExactNumber(value), clock: Double(i), at: Double(i)))
                }
            }
        }
        var buffer = Buffer(size: size)
        scene.render(at: 61, into: &buffer)
        return buffer.lines
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 160, rows: 48)], [false, true])
    func theChartsBoard(size: Size, noColor: Bool) throws {
        let lines = try frame(size: size, noColor: noColor)
        expectGolden(lines, named: "charts-board-\(size.columns)x\(size.rows)\(noColor ? "-nocolor" : "")")
        // Every series has a value in its legend.
        #expect(!lines.contains { $0.contains("—") }, "\(lines)")
    }
}
