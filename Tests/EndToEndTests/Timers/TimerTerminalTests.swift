import Foundation
import Testing

extension LongTerminalRuns {
    /// A timer's window title through the real binary in a terminal (issue 34): a crash gives it
    /// back. (Laps, phases, the bell and the title as the program writes them run in-process:
    /// TimerProgramTests.)
    @Suite(.serialized) struct TimerTerminalTests {
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
