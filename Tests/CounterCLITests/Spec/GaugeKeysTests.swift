import ArgumentParser
import CounterEngine
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

/// `style: gauge` with `min:` and `max:` (a card's keys, in a file and in `--counter`): a card
/// with a gauge body from 0 to 100 unless told; bad ends, ends without a gauge and a gauge with
/// a sparkline are one-line errors naming the key (exit 65 in a file, 64 on the command line);
/// the single counter has no gauge style.
@MainActor
@Suite struct GaugeKeysTests {
    func cards(_ arguments: [String], file: String? = nil) throws -> [ScreenCounter] {
        try BoardCards.cards(arguments, file: file)
    }

    func gauge(_ card: ScreenCounter) -> GaugeBody? { card.body as? GaugeBody }

    @Test func aGaugeCardHasABodyFromMinToMax() throws {
        let plain = try cards(["--counter", "to=73,style=gauge"])
        #expect(gauge(plain[0]).map { [$0.minimum, $0.maximum] } == [0, 100])
        let file = """
            defaults:
              style: gauge
              max: 50
            counters:
              - title: Queue
                to: 12
              - title: Temperature
                command: echo 40
                min: -20
                max: 60
              - title: Label
                style: label
                to: 5
            """
        let board = try cards([], file: file)
        #expect(gauge(board[0]).map { [$0.minimum, $0.maximum] } == [0, 50])
        #expect(gauge(board[1]).map { [$0.minimum, $0.maximum] } == [-20, 60])
        // A default min/max goes to gauges only; a card of another style has no body.
        #expect(board[2].body == nil)
        #expect(try cards(["--counter", "to=5"])[0].body == nil)
    }

    @Test func aTimersEndsMayBeDurations() throws {
        let tea = try cards(["--counter", "title=Tea,from=5m,to=0,style=gauge,max=5m"])
        #expect(gauge(tea[0]).map { [$0.minimum, $0.maximum] } == [0, 300])
    }

    @Test func aDefaultHistoryLeavesGaugesOut() throws {
        let file = """
            defaults:
              history: 60
            counters:
              - command: echo 5
                style: gauge
              - command: echo 6
            """
        let board = try cards([], file: file)
        #expect(board[0].live.history == nil)
        #expect(board[1].live.history?.capacity == 60)
    }

    @Test(arguments: [
        (["to": "5", "style": "gauge", "min": "100"], "min", "got '100'; expected a min below max (100)"),
        (["to": "5", "style": "gauge", "min": "10", "max": "10"], "max", "got '10'; expected a max above min (10)"),
        (["to": "5", "style": "gauge", "max": "-1"], "max", "got '-1'; expected a max above min (0)"),
        (["to": "5", "style": "gauge", "max": "lots"], "max", "got 'lots'; expected a duration like 10, 2.5s, 500ms or 1m"),
        (["clock": "UTC", "style": "gauge"], "style", "got 'gauge'; expected label, big, rolling or auto on a clock card (the time of day has no range)"),
        (["to": "5", "style": "gauge", "min": "1e300"], "min", "got '1e300'; expected a number within ±1e15"),
        (["to": "5", "min": "0"], "min", "got '0'; expected it with style: gauge (the ends of a gauge's bar)"),
        (["to": "5", "style": "big", "max": "50"], "max", "got '50'; expected it with style: gauge (the ends of a gauge's bar)"),
        (["command": "echo 5", "style": "gauge", "history": "30"], "history",
         "got '30'; expected it without style: gauge (a gauge draws a bar, no sparkline)"),
    ])
    func badKeysAreOneLineErrors(values: [String: String], key: String, detail: String) throws {
        do {
            _ = try CounterSpec(values)
            Issue.record("\(values) was accepted")
        } catch {
            #expect(error.key == key)
            #expect(error.detail == detail)
        }
    }

    @Test func aBadEndInAFileNamesWhereItIs() {
        do {
            _ = try DashboardFile.parse("counters:\n  - to: 5\n    style: gauge\n    max: -3\n", path: "board.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "board.yaml:4:10: max: got '-3'; expected a max above min (0)")
            #expect(error.status == 65)
        }
        #expect(throws: (any Error).self) { try DashboardCommand.counterSpec("to=5,style=gauge,min=9,max=1") }
    }

    @Test func theSingleCounterHasNoGauge() throws {
        guard case .failure(let error) = CounterTUIMain.parse(["--to", "5", "--style", "gauge"]) else {
            Issue.record("--style gauge was accepted")
            return
        }
        #expect(error.code == 64)
        #expect(error.message == "--style: got 'gauge'; expected label, big, rolling or auto (gauge is a style of a board's card)")
        let clock = try ClockCommand.parse(["--style", "gauge"])
        do {
            _ = try clock.settings(now: Date())
            Issue.record("clock --style gauge was accepted")
        } catch let error as ValidationError {
            #expect(error.message == "--style: got 'gauge'; expected big, label or rolling (the time of day has no range)")
        }
    }
}
