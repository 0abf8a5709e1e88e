import CounterEngine
@testable import CounterLive
import CounterTUI
import Testing
@testable import CounterCLI

/// `on_warn`, `on_critical` and `on_ok`: a card's commands for crossing its thresholds, in a file
/// and in `--counter`; they need thresholds on live values.
@Suite struct TriggerKeyTests {
    @Test func theCommandsReachTheCard() throws {
        let config = try DashboardFile.parse("""
            counters:
              - title: Load
                command: cut -d' ' -f1 /proc/loadavg
                warn: 4
                critical: 8
                on_warn: notify-send "load $COUNTER_VALUE"
                on_critical: logger -t load critical
                on_ok: "true"
            """, path: "board.yaml")
        #expect(config.counters[0].triggers == LevelTriggers(onWarn: "notify-send \"load $COUNTER_VALUE\"",
                                                             onCritical: "logger -t load critical", onOk: "true"))
        #expect(try DashboardCommand.counterSpec("command=echo 5,warn=1,on_warn=touch x").triggers.onWarn == "touch x")
    }

    @Test func withoutThresholdsOrLiveValuesTheyAreRefused() {
        for (text, message) in [
            ("counters:\n  - command: echo 5\n    on_warn: touch x\n",
             "board.yaml:3:14: on_warn: got 'touch x'; expected it with warn or critical on live values (command or --stdin)"),
            ("counters:\n  - to: 5\n    warn: 1\n    on_ok: touch x\n",
             "board.yaml:4:12: on_ok: got 'touch x'; expected it with warn or critical on live values (command or --stdin)"),
            ("counters:\n  - command: echo 5\n    warn: 1\n    on_critical: \" \"\n",
             "board.yaml:4:18: on_critical: got ' '; expected a shell command of at most 4096 bytes"),
        ] {
            do {
                _ = try DashboardFile.parse(text, path: "board.yaml")
                Issue.record("accepted: \(text)")
            } catch {
                #expect(error.description == message)
                #expect(error.status == 65)
            }
        }
    }
}
