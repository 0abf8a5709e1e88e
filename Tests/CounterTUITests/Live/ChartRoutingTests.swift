import CounterEngine
import Testing
@testable import CounterTUI
import CounterTestSupport

/// Chart series through `LiveWiring`: stdin lines reach a series by its id, a series' command by
/// its `.series` route, a line without an id the only series of a lone chart; a failing series
/// marks its card and the status line names it.
@MainActor
@Suite struct ChartRoutingTests {
    func chartBoard() -> DashboardScene {
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .int, start: 0)
        var chart = ScreenCounter.card(title: "Net", model: model, view: CounterView(display: model.display))
        chart.body = ChartBody(series: [ChartSeries(id: "in", title: "in", capacity: 10), ChartSeries(title: "out", capacity: 10)])
        let plain = ScreenCounter.card(id: "a", title: "A", model: model, view: CounterView(display: model.display))
        return DashboardScene(cards: [chart, plain], theme: .monochrome, borders: .ascii)
    }

    func values(_ scene: DashboardScene, _ series: Int) -> [Double] {
        (scene.counters[0].body as? ChartBody)?.series[series].samples.values ?? []
    }

    @Test func idsAndSeriesCommandsReachTheirSeries() {
        let scene = chartBoard()
        let wired = LiveWiringTests.Wired(scene, [(ScriptedFeed(), .byID), (ScriptedFeed(), .series(index: 0, series: 1))],
                                          clock: ManualClock())
        wired.sources[0].send(.values([LiveLine(id: "in", value: number("3")), LiveLine(id: "a", value: number("9")),
                                       LiveLine(id: "in", value: number("4")), LiveLine(id: "nope", value: number("1"))]))
        wired.sources[1].send(.values([LiveLine(id: nil, value: number("7"))]))
        #expect(values(scene, 0) == [3, 4])
        #expect(values(scene, 1) == [7])
        #expect(scene.counters[1].model.display.target == number("9"))
        #expect(scene.status.contains("1 line skipped"), "\(scene.status)")
        // A line without an id goes to no series of a board of several cards.
        wired.sources[0].send(.values([LiveLine(id: nil, value: number("5"))]))
        #expect(values(scene, 0) == [3, 4] && values(scene, 1) == [7])
    }

    @Test func aFailingSeriesCommandMarksItsCard() {
        let scene = chartBoard()
        let wired = LiveWiringTests.Wired(scene, [(ScriptedFeed(), .series(index: 0, series: 1))], clock: ManualClock())
        wired.sources[0].send(.failed("exit status 3"))
        #expect(scene.counters[0].health.badge == "!")
        #expect(scene.status.contains("out: exit status 3"), "\(scene.status)")
        wired.sources[0].send(.recovered)
        #expect(scene.counters[0].health.badge == "")
    }

    @Test func aLoneChartOfOneSeriesTakesLinesWithoutAnId() {
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .int, start: 0)
        var chart = ScreenCounter.card(title: "C", model: model, view: CounterView(display: model.display))
        chart.body = ChartBody(series: [ChartSeries(id: "x", title: "x", capacity: 10)])
        let scene = DashboardScene(cards: [chart], theme: .monochrome, borders: .ascii)
        let wired = LiveWiringTests.Wired(scene, [(ScriptedFeed(), .byID)], clock: ManualClock())
        wired.sources[0].send(.values([LiveLine(id: nil, value: number("2"))]))
        #expect(values(scene, 0) == [2])
        #expect(scene.counters[0].model.display.target == .zero)
    }
}
