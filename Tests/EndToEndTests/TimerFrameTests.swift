import Foundation
import Testing

/// Timers as frames (`--frame-at`), with no terminal: a phase and its round above its own
/// countdown, a stopwatch past the hour, the end text, a dashboard card of phases beside a
/// stopwatch card, and reduced motion taking phases to their end.
@Suite struct TimerFrameTests {
    func frame(_ arguments: [String]) throws -> String {
        let run = try Binary.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    @Test func aPhaseIsNamedWithItsRoundAboveItsOwnCountdown() throws {
        #expect(try frame(["--phase", "Work=25m:red", "--phase", "Break=5m", "--repeat", "4", "--title", "Focus",
                           "--frame-at", "1505", "--size", "30x2"])
            == "      Focus · Break 1/4\n             4:55\n")
        #expect(try frame(["--stopwatch", "--frame-at", "3725", "--size", "20x1"]) == "     1:02:05\n")
        #expect(try frame(["--from", "1m", "--to", "0", "--end-text", "Time's up", "--frame-at", "60", "--size", "20x5"])
            == "\n        0:00\n\n     Time's up\n\n")
    }

    @Test func aDashboardCardCanBePhasesOrAStopwatch() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("timers-\(getpid()).yaml")
        // Labels: the times are read as text (a card given no style draws digits).
        try "defaults:\n  style: label\ncounters:\n  - title: Pomodoro\n    phases: \"Work=25m:red; Break=5m\"\n    repeat: 4\n  - title: Since\n    stopwatch: true\n    from: 10m\n"
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = try frame(["dashboard", file.path, "--frame-at", "1510", "--size", "60x5"]).split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Pomodoro · Break 1/4") }, "\(lines)")
        #expect(lines.contains { $0.contains("4:50") && $0.contains("35:10") }, "\(lines)")
    }

    @Test func aPipedBoardNamesAPhaseOnce() throws {
        let run = try Binary.run(["dashboard", "--counter", "title=S,phases=A=1s;B=1s,repeat=2", "--no-animation"])
        #expect(run.stdout == "S · B 2/2: 0:00\n", "\(run.stderr)")
    }

    @Test func reducedMotionTakesPhasesToTheirEnd() throws {
        #expect(try frame(["--phase", "A=1m", "--phase", "B=1m", "--repeat", "2", "--no-animation"]) == "B 2/2 0:00\n")
    }
}
