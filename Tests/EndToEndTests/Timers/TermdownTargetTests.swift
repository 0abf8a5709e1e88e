import Foundation
import Testing

extension LongTerminalRuns {
    /// termdown's habit through the real binary in a real shell (issue 36): the shorthand keeps
    /// to the wall clock across Ctrl-Z and `fg` (Ctrl-Z for 5 s during `counter-tui 30s` left it
    /// at 0:28, termdown shows 0:23), `--no-wall-clock` stops with it. (Big digits, dates and
    /// zones, passed targets, `--no-seconds` and the hints run in-process:
    /// TimerTargetProgramTests.)
    @Suite(.serialized) struct TermdownTargetTests {
        /// Ctrl-Z for 5 s in the middle of `counter-tui 30s`, then `fg`: the count kept to the wall
        /// clock (0:23 or 0:24 left, as termdown).
        @Test func theShorthandIsABigTimerOnTheWallClock() throws {
            let tmux = try Tmux.interactiveBash()
            try tmux.startDirect("30s --window-title")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            // The title is the shown time: stop it once it has left 0:30 (0:29 about 1 s in; on a
            // loaded machine the poll may first see a later second: the check below counts from it).
            var first = ""
            let turned = try tmux.wait {
                first = try tmux.display("#{pane_title}")
                return first.hasPrefix("0:2") || first.hasPrefix("0:1")
            }
            let turnedAt = Date()
            let firstSeconds = first.split(separator: ":").last.flatMap { Double($0) } ?? 29
            #expect(turned, "the title is not the time: \((try? tmux.screen()) ?? "")")
            let pid = try #require(try tmux.appPid())
            try tmux.keys("C-z")
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
            usleep(5_000_000)
            try tmux.keys("fg", "Enter")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            usleep(400_000)
            let title = try tmux.display("#{pane_title}")
            // 0:23 or 0:24 on time; on a slow machine, what the wall clock says is left (±1 s).
            let left = firstSeconds - Date().timeIntervalSince(turnedAt)
            let shown = title.split(separator: ":").last.flatMap { Double($0) } ?? -99
            #expect((first == "0:29" && ["0:23", "0:24"].contains(title)) || abs(shown - left) <= 1,
                    "after 5 s stopped it shows \(title), \(left) s left (0:28 on the monotonic clock)")
            try tmux.keys("q")
            try tmux.recordStatus()
            #expect(try tmux.status() == 0)
        }

        /// `--no-wall-clock` keeps the old monotonic count: Ctrl-Z stops it.
        @Test func noWallClockStopsWithCtrlZ() throws {
            let tmux = try Tmux.interactiveBash()
            try tmux.startDirect("30s --no-wall-clock --window-title")
            #expect(try tmux.wait { try tmux.display("#{pane_title}") == "0:29" })
            let pid = try #require(try tmux.appPid())
            try tmux.keys("C-z")
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
            usleep(3_000_000)
            try tmux.keys("fg", "Enter")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            usleep(300_000)
            let title = try tmux.display("#{pane_title}")
            #expect(["0:29", "0:28"].contains(title), "after 3 s stopped it shows \(title)")
            try tmux.keys("q")
            try tmux.recordStatus()
            #expect(try tmux.status() == 0)
        }
    }
}
