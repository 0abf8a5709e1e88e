import CounterEngine
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

/// The timer options: `--stopwatch`, `--phase` with `--repeat`, `--bell`, `--flash-end`,
/// `--end-text`, `--window-title`, the same keys in a dashboard file, and the one-line refusals
/// of what makes no sense with a timer.
@Suite struct TimerCommandLineTests {
    func settings(_ arguments: [String]) throws -> CounterSettings {
        try ParsedArguments.settings(arguments)
    }

    func failure(_ arguments: [String]) -> String? {
        ParsedArguments.failure(arguments)
    }

    @Test func aStopwatchCountsUpFromItsStartInATimeFormat() throws {
        let plain = try settings(["--stopwatch"])
        #expect(plain.spec.timer == .stopwatch(Stopwatch(from: 0, format: .time)))
        let late = try settings(["--stopwatch", "--from", "1m30s", "--format", "hh:mm:ss", "--style", "big"])
        #expect(late.spec.timer == .stopwatch(Stopwatch(from: 90, format: .time(TimePattern(hours: .always, hourDigits: 2)))))
        // A plain number is seconds too.
        #expect(try settings(["--stopwatch", "--from", "90"]).spec.timer == .stopwatch(Stopwatch(from: 90, format: .time)))
    }

    @Test func phasesRunInOrderWithTheirColoursAndRounds() throws {
        let s = try settings(["--phase", "Work=25m:red", "--phase", "Short break=5m", "--repeat", "4", "--bell"])
        guard case .phases(let phases)? = s.spec.timer else {
            Issue.record("no phases")
            return
        }
        #expect(phases.plan.phases == [.init(name: "Work", seconds: 1500), .init(name: "Short break", seconds: 300)])
        #expect(phases.plan.rounds == 4 && phases.colors == [.red, nil])
        #expect(s.bell && !s.windowTitle)
        guard case .phases(let forever)? = try settings(["--phase", "On=1s", "--repeat", "forever"]).spec.timer else {
            Issue.record("no phases")
            return
        }
        #expect(forever.plan.rounds == nil)
    }

    @Test func alertsAndTheEndText() throws {
        let s = try settings(["10m", "--bell", "--flash-end", "--end-text", "Time's up", "--window-title"])
        #expect(s.bell && s.windowTitle && s.flashEnd == 3 && s.endText == "Time's up")
        // Control characters never reach the screen.
        #expect(try settings(["--to", "1", "--end-text", "a\u{1b}[2Jb"]).endText == "a[2Jb")
    }

    @Test(arguments: [
        (["--stopwatch", "--to", "5"], "--to: got '5'; expected no to with stopwatch (a timer counts one second a second)"),
        (["--stopwatch", "--format", "int"], "--format: got 'int'; expected a time format with stopwatch (time, mm:ss, hh:mm:ss, …)"),
        (["--stopwatch", "--stdin"], "--stopwatch: got --stdin too; expected one of them (--stopwatch counts time, --stdin counts values that arrive)"),
        (["--phase", "A=1s", "--command", "echo 1"], "--phase: got --command too; expected one of them (--phase counts time, --command counts values that arrive)"),
        (["--stopwatch", "--until", "14:00"], "--until: got --stopwatch too; expected --until alone (it counts down from now to that time)"),
        (["--stopwatch", "--end-text", "x"], "--end-text: a stopwatch has no end (it counts until q); leave out --end-text or --stopwatch"),
        (["--stopwatch", "--phase", "A=1s"], "--phase: got 'A=1s'; expected either a stopwatch or phases, not both"),
        (["--phase", "Work"], "--phase: got 'Work'; expected phases such as 'Work=25m:red; Break=5m', each NAME=DURATION with an optional :COLOUR"),
        (["--phase", "=5m"], "--phase: got '=5m'; expected phases such as 'Work=25m:red; Break=5m', each NAME=DURATION with an optional :COLOUR (a name of 1 to 40 characters)"),
        (["--phase", "A=0s"], "--phase: got 'A=0s'; expected a duration above 0 for each phase"),
        (["--phase", "A=1s", "--from", "5"], "--from: got '5'; expected no from with phases (a timer counts one second a second)"),
        (["--phase", "A=1s", "--repeat", "0"], "--repeat: got '0'; expected a number of rounds from 1 to 100000, or forever"),
        (["--to", "5", "--repeat", "2"], "--repeat: got '2'; expected it together with phases (it repeats them)"),
        (["--stopwatch", "--from", "1e15"], "--from: got '1e15'; expected a start within 1e9 s (31 years) of 0 with stopwatch, e.g. 1h or 90"),
        (["--stopwatch", "--on-done", "echo"], "--on-done: a stopwatch has no end (it counts until q); leave out --on-done or --stopwatch"),
        (["--to", "5", "--inline", "--end-text", "x"], "--end-text: expected the full screen, not --inline (the line shows the value alone)"),
        (["--to", "5", "--inline", "--flash-end"], "--flash-end: expected the full screen, not --inline (the line shows the value alone)"),
        (["--phase", "W=5s:pink"], "--phase: got 'W=5s:pink'; expected a colour after ':', one of default, black, red, green, yellow, blue, magenta, cyan, white; 'pink' is none"),
        (["--phase", "A=100000h"], "--phase: got 'A=100000h'; expected a duration for each phase: expected a duration like 10, 2.5s, 500ms or 1m, at most 24h"),
        (["--to", "5", "--end-text", "   "], "--end-text: got '   '; expected a text of 1 to 200 printable characters, e.g. \"Time's up\""),
    ])
    func nonsenseIsRefusedOnOneLine(arguments: [String], message: String) {
        #expect(failure(arguments) == message)
    }

    @Test func aDashboardCardCanBeATimer() throws {
        let spec = try CounterSpec(["title": "Pomodoro", "phases": "Work=25m:red; Break=5m", "repeat": "4"])
        guard case .phases(let phases)? = spec.timer else {
            Issue.record("no phases")
            return
        }
        #expect(phases.plan.end == 7200 && phases.colors == [.red, nil])
        #expect(try CounterSpec(["stopwatch": "true", "from": "10m"]).timer == .stopwatch(Stopwatch(from: 600, format: .time)))
        #expect(try CounterSpec(["stopwatch": "no", "to": "5"]).timer == nil)
        #expect(throws: SpecError.self) { try CounterSpec(["stopwatch": "maybe"]) }
        #expect(throws: SpecError.self) { try CounterSpec(["stopwatch": "true", "command": "echo 1"]) }
    }
}
