import CounterEngine
@testable import CounterLive
import CounterTUI
import Testing
@testable import CounterCLI

/// A chart card (`style: chart`) and its `series:` list: each series an id or a command (with
/// its every, timeout, rate), a title and a colour; ids unique across cards and series; every
/// mistake one line at its place.
@Suite struct ChartKeysTests {
    static let board = """
        counters:
          - title: Net
            style: chart
            axis: [0, 100]
            height: 6
            history: 50
            format: "#,##0.0"
            series:
              - id: in
                title: inbound
                color: green
              - command: "echo 5"
                every: 500ms
                timeout: 2s
                rate: second
          - id: plain
            to: 5

        """

    func error(_ text: String) -> String? {
        do {
            _ = try DashboardFile.parse(text, path: "board.yaml", live: true)
            return nil
        } catch {
            #expect(error.status == 65)
            return error.description
        }
    }

    func chart(_ series: String, extra: String = "") -> String {
        "counters:\n  - title: C\n    style: chart\n\(extra)    series:\n\(series)"
    }

    @Test func readsTheSeriesAndTheChartsKeys() throws {
        let config = try DashboardFile.parse(Self.board, path: "board.yaml", live: true)
        let chart = try #require(config.counters[0].chart)
        #expect(chart.series.map(\.title) == ["inbound", "series 2"])
        #expect(chart.series.map(\.id) == ["in", nil])
        #expect(chart.series[0].color == .green && chart.series[1].isRate)
        #expect(chart.series[0].samples.capacity == 50)
        #expect(chart.lower == 0 && chart.upper == 100 && chart.height == 6)
        #expect(chart.feeds.count == 1 && chart.feeds[0].series == 1)
        #expect(chart.feeds[0].feed == CommandSource.Feed(command: "echo 5", interval: 0.5, timeout: 2))
        // The card's own number is no live value: nothing awaited, no stdin id of its own.
        #expect(!config.counters[0].awaitsValue && config.counters[0].id == nil)
        #expect(config.counters[1].chart == nil)
    }

    @MainActor
    @Test func theBoardMakesTheBodyAndFeedsEachSeriesCommand() throws {
        var config = try DashboardFile.parse(Self.board, path: "board.yaml", live: true)
        let command = try DashboardCommand.parse(["--stdin"])
        let environment = Environment(noColor: false, animationsOff: false, term: "xterm", utf8: true,
                                      stdoutIsTerminal: false, stdinIsTerminal: false)
        let scene = DashboardRunner.makeScene(command, config: &config, environment: environment).0
        let body = try #require(scene.counters[0].body as? ChartBody)
        #expect(body.series.count == 2 && body.height == 6 && body.format.string(ExactNumber(1234)) == "1,234.0")
        #expect(scene.counters[1].body == nil)
        let routes = DashboardRunner.feeds(command, config: config).map(\.route)
        #expect(routes == [.byID, .series(index: 0, series: 1)])
        #expect(scene.sample(id: "in", ExactNumber(7), clock: 0, at: 0) == true)
        #expect((scene.counters[0].body as? ChartBody)?.series[0].last == ExactNumber(7))
    }

    @Test(arguments: [
        ("counters:\n  - title: C\n    style: chart\n", "board.yaml:3:12: style: chart needs a series: list (each with an id or a command)"),
        ("counters:\n  - to: 5\n    series:\n      - id: a\n", "board.yaml:4:7: series: expected it with style: chart"),
        ("counters:\n  - style: chart\n    series: []\n", "board.yaml:3:13: series: expected a list of series (each starting with '- ', with an id or a command)"),
        ("counters:\n  - style: chart\n    series: in\n", "board.yaml:3:13: series: expected a list of series (each starting with '- ', with an id or a command)"),
    ])
    func misplacedSeriesAreRefused(text: String, message: String) {
        #expect(error(text) == message)
    }

    @Test func badSeriesAreRefusedAtTheirPlace() {
        #expect(error(chart("      - title: x\n")) == "board.yaml:5:9: series: expected an id (stdin's ID VALUE lines) or a command (series 1)")
        #expect(error(chart("      - id: a\n        command: echo 1\n")) == "board.yaml:5:13: series: expected an id or a command, not both (series 1)")
        #expect(error(chart("      - id: a\n        colour: red\n")) == "board.yaml:6:9: series: unknown key 'colour'; did you mean 'color'?")
        #expect(error(chart("      - id: a\n        color: pink\n"))?.hasPrefix("board.yaml:6:16: series: color: got 'pink'; expected default, black") == true)
        #expect(error(chart("      - id: a b\n")) == "board.yaml:5:13: series: id: got 'a b'; expected letters, digits, '_', '-' or '.', at most 64")
        #expect(error(chart("      - command: echo 1\n        every: 10ms\n")) == "board.yaml:6:16: series: every: got '10ms'; expected an interval of at least 100ms")
        #expect(error(chart("      - id: a\n        every: 1s\n")) == "board.yaml:6:16: series: every: got '1s'; expected it only together with command")
        #expect(error(chart("      - id: a\n        rate: fortnight\n"))?.hasPrefix("board.yaml:6:15: series: rate: got 'fortnight'") == true)
        #expect(error(chart("      - id: a\n", extra: "    axis: [5, 1]\n")) == "board.yaml:4:11: axis: got '[5, 1]'; expected two numbers, the bottom below the top, like [0, 100]")
        #expect(error(chart("      - id: a\n", extra: "    height: 0\n")) == "board.yaml:4:13: height: got '0'; expected a whole number of rows from 1 to 200")
        #expect(error(chart("      - id: a\n", extra: "    command: echo 1\n")) == "board.yaml:4:14: command: not a key of a chart card; give it to a series (expected one of title, style, series, history, axis, height, format, decimals, prefix, suffix, locale, span, width)")
    }

    @Test func idsAreUniqueAcrossCardsAndSeries() {
        let text = "counters:\n  - id: in\n  - style: chart\n    series:\n      - id: out\n      - id: in\n"
        #expect(error(text) == "board.yaml:6:13: id: got 'in' twice; expected every id to be different")
        let twice = "counters:\n  - style: chart\n    series:\n      - id: a\n      - id: a\n"
        #expect(error(twice) == "board.yaml:5:13: id: got 'a' twice; expected every id to be different")
    }

    @Test func aChartTakesOnlyTheDefaultsAChartHas() throws {
        let text = "defaults:\n  color: cyan\n  command: echo 1\n  duration: 1s\n  format: \"0.0\"\ncounters:\n  - style: chart\n    series:\n      - id: a\n"
        let config = try DashboardFile.parse(text, path: "board.yaml")
        #expect(config.counters[0].chart != nil && config.counters[0].feed == nil)
        #expect(config.counters[0].format.string(ExactNumber(2)) == "2.0")
    }

    @Test func theCommandLineHasNoSeries() {
        #expect(throws: (any Error).self) { try DashboardCommand.counterSpec("series=a") }
        #expect(throws: (any Error).self) { try DashboardCommand.counterSpec("style=chart") }
    }
}
