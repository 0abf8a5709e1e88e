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
        let cell = DashboardRunner.makeScene(command, config: &config, environment: environment).0.cells[0]
        #expect(cell.awaitsValue && cell.staleAfter == 3)
    }
}
