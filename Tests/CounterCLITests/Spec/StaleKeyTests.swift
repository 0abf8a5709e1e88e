import CounterEngine
import CounterTUI
import Testing
@testable import CounterCLI

/// A live card with no `from` or `to` waits for its first value (no `0` nobody measured), and its
/// value goes stale after three intervals of its command, or after `stale:` (`off` for never).
@Suite struct StaleKeyTests {
    func spec(_ text: String, live: Bool = false) throws -> CounterSpec { try DashboardCommand.counterSpec(text, live: live) }

    @Test func aLiveCardWithNothingToStartFromAwaitsItsValue() throws {
        #expect(try spec("command=echo 5").awaitsValue)
        #expect(try spec("id=a", live: true).awaitsValue)
        #expect(try !spec("command=echo 5,from=3").awaitsValue)
        #expect(try !spec("to=5").awaitsValue)
    }

    @Test func staleAfterThreeIntervalsUnlessTold() throws {
        #expect(try spec("command=echo 5,every=2s").staleAfter == 6)
        #expect(try spec("command=echo 5").staleAfter == 6)
        #expect(try spec("command=echo 5,stale=10s").staleAfter == 10)
        #expect(try spec("command=echo 5,stale=off").staleAfter == nil)
        #expect(try spec("id=a", live: true).staleAfter == nil)
        #expect(try spec("id=a,stale=1m", live: true).staleAfter == 60)
        #expect(try spec("to=5").staleAfter == nil)
    }

    @Test func badStaleValuesAreRefusedWithWhere() {
        for text in ["to=5,stale=10s", "command=echo 5,stale=soon", "command=echo 5,stale=0"] {
            #expect(throws: (any Error).self, "\(text)") { try spec(text) }
        }
        do {
            _ = try DashboardFile.parse("counters:\n  - to: 5\n    stale: 10s\n", path: "board.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "board.yaml:3:12: stale: got '10s'; expected it with command (or --stdin): only live values go stale")
            #expect(error.status == 65)
        }
    }

    @MainActor
    @Test func theBoardsCardsTakeThem() throws {
        let command = try DashboardCommand.parse(["--counter", "title=A,command=false,every=1s"])
        var config = DashboardConfig(counters: [try spec("title=A,command=false,every=1s")])
        let environment = Environment(noColor: false, animationsOff: false, term: "xterm", utf8: true,
                                      stdoutIsTerminal: false, stdinIsTerminal: false)
        let cell = DashboardRunner.makeScene(command, config: &config, environment: environment).0.counters[0]
        #expect(cell.health.awaitsValue && cell.health.staleAfter == 3)
    }
}

/// `history_min`, `history_max` and `axis: [0, 100]`: a sparkline's fixed axis, in a file (a
/// list for `axis`) and in `--counter`; bad values name file:line:column.
@Suite struct AxisKeyTests {
    @Test func theAxisReachesTheHistory() throws {
        let config = try DashboardFile.parse("""
            defaults:
              command: echo 5
              history: 30
            counters:
              - title: CPU
                axis: [0, 100]
              - title: Mem
                history_min: 0
              - title: Free
            """, path: "board.yaml")
        #expect(config.counters[0].track?.history?.lower == 0 && config.counters[0].track?.history?.upper == 100)
        #expect(config.counters[1].track?.history?.lower == 0 && config.counters[1].track?.history?.upper == nil)
        #expect(config.counters[2].track?.history?.hasFixedAxis == false)
        let spec = try DashboardCommand.counterSpec("command=echo 5,history=10,history_min=-5,history_max=5.5")
        #expect(spec.historyMin == -5 && spec.historyMax == 5.5)
        #expect(try DashboardCommand.counterSpec("command=echo 5,history=10,axis=0,100").historyMax == 100)
    }

    @Test(arguments: [
        ("    history: 5\n    axis: [5, 1]\n", "board.yaml:4:11: axis: got '[5, 1]'; expected a bottom below the top, like [0, 100]"),
        ("    history: 5\n    axis: [1]\n", "board.yaml:4:11: axis: got '[1]'; expected two numbers, the bottom and the top, like [0, 100]"),
        ("    history: 5\n    axis: [a, 2]\n", "board.yaml:4:11: axis: got '[a, 2]'; expected two numbers, the bottom and the top, like [0, 100]"),
        ("    history_max: 9\n", "board.yaml:3:18: history_max: got '9'; expected it with history: N (the axis is the sparkline's)"),
        ("    history: 5\n    history_min: 3\n    history_max: 3\n", "board.yaml:5:18: history_max: got '3'; expected a history_max above history_min"),
        ("    history: 5\n    axis: [0, 1]\n    history_min: 0\n", "board.yaml:4:11: axis: got '[0, 1]'; expected either axis or history_min/history_max, not both"),
    ])
    func badAxesNameWhereTheyAre(tail: String, message: String) {
        do {
            _ = try DashboardFile.parse("counters:\n  - command: echo 5\n" + tail, path: "board.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.description == message)
            #expect(error.status == 65)
        }
    }
}
