import Foundation
import Testing

extension LongTerminalRuns {
    /// Timers people keep open all day (issue 25), through the real binary in a terminal: a
    /// stopwatch with laps (shown under the time and printed on exit), phases run back to back
    /// with the bell between them and at the end, the window title kept and given back, and the
    /// end text left with the final frame.
    @Suite(.serialized) struct TimerTerminalTests {
        /// `--stopwatch`: counts up until `q`; `l` records laps, shown under the time and printed,
        /// every one with its lap and split time, after the last frame when it ends.
        @Test func aStopwatchKeepsLapsAndPrintsThemOnExit() throws {
            let tmux = try Tmux()
            try tmux.start("--stopwatch --title Run")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            #expect(try tmux.wait { try tmux.screen().contains("0:01") })
            try tmux.keys("l")
            #expect(try tmux.wait { try tmux.screen().contains("Lap 1") }, "\((try? tmux.screen()) ?? "")")
            #expect(try tmux.wait { try tmux.screen().contains("0:02") })
            try tmux.keys("l")
            #expect(try tmux.wait { try tmux.screen().contains("Lap 2") }, "\((try? tmux.screen()) ?? "")")
            // Space pauses it: the time stands still and says so.
            try tmux.keys(" ")
            #expect(try tmux.wait { try tmux.screen().contains("‖ paused · space resumes") })
            // Ctrl-L repaints; `q` right after it still leaves the last frame (it left only the laps).
            try tmux.keys("C-l")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
            #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
            let screen = try tmux.screen()
            #expect(screen.contains("Run") && screen.contains("lap   split"), "\(screen)")
            // Each lap on its own row: its number, its time and the split, the laps adding up to it.
            let laps = screen.split(separator: "\n").filter { $0.hasPrefix("Lap ") }.map { $0.split(separator: " ").map(String.init) }
            #expect(laps.map { $0.prefix(2).joined(separator: " ") } == ["Lap 1", "Lap 2"], "\(screen)")
            let seconds = { (text: String) in text.split(separator: ":").reduce(0) { $0 * 60 + (Int($1) ?? -999) } }
            if laps.count == 2, laps.allSatisfy({ $0.count >= 4 }) {
                #expect(seconds(laps[0][2]) == seconds(laps[0][3]) && seconds(laps[0][3]) >= 1)
                #expect(seconds(laps[1][3]) >= 2 && abs(seconds(laps[0][2]) + seconds(laps[1][2]) - seconds(laps[1][3])) <= 1)
            }
        }

        /// Ctrl-C (or SIGTERM) ends a stopwatch too, the way many stop one: its laps are still
        /// left on the terminal with the last frame, and the status is the signal's (issue 34:
        /// the laps were lost, printed only after `q`).
        @Test(arguments: [SIGINT, SIGTERM])
        func aStopwatchEndedByASignalStillPrintsItsLaps(_ sig: Int32) throws {
            let tmux = try Tmux()
            try tmux.start("--stopwatch --title Run")
            #expect(try tmux.wait { try tmux.screen().contains("0:01") })
            try tmux.keys("l")
            #expect(try tmux.wait { try tmux.screen().contains("Lap 1") })
            try tmux.keys("l")
            #expect(try tmux.wait { try tmux.screen().contains("Lap 2") })
            kill(try #require(try tmux.appPid()), sig)
            #expect(try tmux.status() == 128 + sig)
            #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
            let screen = try tmux.screen()
            #expect(screen.contains("lap   split"), "\(screen)")
            let laps = screen.split(separator: "\n").filter { $0.hasPrefix("Lap ") }.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
            #expect(laps == ["Lap 1", "Lap 2"], "\(screen)")
        }

        /// Piped, a stopwatch writes a line each second until it is interrupted.
        @Test func aPipedStopwatchWritesOneLineASecond() throws {
            let tmux = try Tmux()
            let d = tmux.directory.path
            try tmux.start("--stopwatch > \(d)/out", launcher: "timeout --preserve-status -s INT 2.5")
            #expect(try tmux.status() == 130)
            let lines = try String(contentsOfFile: "\(d)/out", encoding: .utf8).split(separator: "\n")
            #expect(lines == ["0:00", "0:01", "0:02"])
        }

        /// Two phases twice with `--bell --window-title --end-text`: the phase and round on
        /// screen, one bell at each new phase and one at the end (4), the title following the
        /// phases and given back at the end, and the end text left under the final frame.
        @Test func phasesRingBetweenThemselvesAndNameTheWindow() throws {
            let tmux = try Tmux()
            let before = try tmux.display("#{pane_title}")
            tmux.clearRaw()
            try tmux.start("--phase A=1s:red --phase B=1s --repeat 2 --bell --window-title --end-text Done")
            #expect(try tmux.wait { try tmux.screen().contains("A 1/2") })
            #expect(try tmux.wait { try tmux.display("#{pane_title}").contains("· A 1/2") })
            #expect(try tmux.wait { try tmux.screen().contains("B 1/2") })
            #expect(try tmux.status() == 0)
            let screen = try tmux.screen()
            #expect(screen.contains("B 2/2") && screen.contains("0:00") && screen.contains("Done"), "\(screen)")
            let raw = String(decoding: tmux.raw(), as: UTF8.self)
            let titles = raw.components(separatedBy: "\u{1b}]2;").dropFirst().compactMap { $0.split(separator: "\u{07}").first }
            #expect(titles == ["0:01 · A 1/2", "0:01 · B 1/2", "0:01 · A 2/2", "0:01 · B 2/2", "0:00 · B 2/2 · Done"])
            let bells = raw.filter { $0 == "\u{07}" }.count - titles.count
            #expect(bells == 4)
            #expect(raw.contains("\u{1b}[22;0t") && raw.contains("\u{1b}[23;0t"))
            #expect(try tmux.display("#{pane_title}") == before)
        }

        /// A crash (the test trap) with `--window-title`: the rescue that gives the terminal back
        /// gives its title back too (issue 34: it left the value in the title).
        @Test func aCrashGivesTheTitleBack() throws {
            let tmux = try Tmux()
            let before = try tmux.display("#{pane_title}")
            try tmux.start("--to 9999 --duration 5 --window-title",
                           environment: "LANG=C.UTF-8 COUNTER_TUI_TEST_TRAP=1")
            #expect(try tmux.status(timeout: 10) == 132)
            #expect(tmux.stderr().contains("COUNTER_TUI_TEST_TRAP"))
            #expect(try tmux.display("#{pane_title}") == before)
        }
    }
}
