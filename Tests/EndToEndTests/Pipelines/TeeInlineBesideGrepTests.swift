import Foundation
import Testing

/// Issue 34: `--tee --inline` beside the next program in the pipe printing to the same terminal.
/// The line was drawn where the cursor was and left it at its end, so `grep` printed right after
/// it (`Lines: 5  5.1 lines/s · 0:00 MATCH-a`), and every match printed while it showed left a
/// stale copy of it in the scrollback. It now keeps the last row, below what the others print.
@Suite struct TeeInlineBesideGrepTests {
    /// The rows of a capture, trimmed (the newline that ends the last one makes no row).
    static func rows(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func whatGrepPrintsGoesAboveTheLineOnItsOwnRow() throws {
        let tmux = try Tmux()
        let feed = try Feed(in: tmux.directory)
        let launcher = try tmux.script("pipe", "cat \(feed.path) | \"$@\" | grep --line-buffered MATCH")
        try tmux.start("--count-lines --tee --inline --title Lines", launcher: launcher)
        feed.lines(1...5)
        #expect(try tmux.wait { Self.rows(try tmux.screen()).last?.hasPrefix("Lines: 5 ") == true })
        feed.write("MATCH-a\n")
        // While it runs: the match on a row of its own, the line the last row with, under it.
        var shown: [String] = []
        let drawn = try tmux.wait {
            shown = Self.rows(try tmux.screen())
            return shown.contains("MATCH-a") && shown.last?.hasPrefix("Lines: 6 ") == true
        }
        #expect(drawn, "\(shown)")
        #expect(!shown.contains { $0.contains("MATCH-a") && $0 != "MATCH-a" }, "\(shown)")
        feed.close()
        #expect(try tmux.status() == 0)
        // At the end: one line with the count, after the match, the prompt below it.
        let rows = Self.rows(try tmux.screen())
        let match = try #require(rows.firstIndex(of: "MATCH-a"), "\(rows)")
        let counts = rows.indices.filter { rows[$0].contains("Lines:") }
        #expect(counts.count == 1 && counts.allSatisfy { $0 > match && rows[$0].hasPrefix("Lines: 6 ") }, "\(rows)")
        #expect(tmux.sttyRestored())
    }

    /// Ctrl-Z gives the row back (the shell does not work in a shrunken screen above a stale
    /// line); `fg` sets it again; the end gives it back for good.
    @Test func ctrlZGivesTheLastRowBackAndFgSetsItAgain() throws {
        let tmux = try Tmux.interactiveBash()
        let feed = try Feed(in: tmux.directory)
        try tmux.keys("clear; cat \(feed.path) | env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no "
            + "\(Binary.path) --count-lines --tee --inline --title Lines | grep --line-buffered MATCH", "Enter")
        feed.lines(1...5)
        let region = { try tmux.display("#{scroll_region_upper} #{scroll_region_lower}") }
        #expect(try tmux.wait { try region() == "0 22" && Self.rows(try tmux.screen()).last?.hasPrefix("Lines: 5 ") == true })
        try tmux.keys("C-z")
        #expect(try tmux.wait { try tmux.screen().contains("Stopped") })
        #expect(try tmux.wait { try region() == "0 23" })
        let stopped = try tmux.screen()
        #expect(!stopped.contains("Lines:"), "\(stopped)")
        feed.write("MATCH-a\n")
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait { try region() == "0 22" && tmux.screen().contains("MATCH-a") })
        feed.close()
        var rows: [String] = []
        #expect(try tmux.wait {
            rows = Self.rows(try tmux.screen())
            return try region() == "0 23" && rows.filter { $0.contains("Lines:") }.count == 1 && rows.last?.hasPrefix("Lines") != true
        }, "\(rows)")
        #expect(rows.contains("MATCH-a") && rows.contains { $0.hasPrefix("Lines: 6 ") }, "\(rows)")
    }

    /// The terminal grows (the line's row is then one of the others') and shrinks: no copy of
    /// the line is left behind, and it keeps the new last row.
    @Test func aResizeLeavesNoCopyOfTheLineBehind() throws {
        let tmux = try Tmux()
        let feed = try Feed(in: tmux.directory)
        let launcher = try tmux.script("pipe", "cat \(feed.path) | \"$@\" | grep --line-buffered MATCH")
        try tmux.start("--count-lines --tee --inline --title Lines", launcher: launcher)
        feed.lines(1...5)
        #expect(try tmux.wait { Self.rows(try tmux.screen()).last?.hasPrefix("Lines: 5 ") == true })
        try tmux.tmux(["resize-window", "-t", "t", "-x", "80", "-y", "30"])
        // The program has the new size (its line on the new last row) before more comes.
        #expect(try tmux.wait { try Self.rows(tmux.screen()).count == 30 && Self.rows(try tmux.screen()).last?.hasPrefix("Lines: 5 ") == true })
        feed.write("MATCH-a\n")
        #expect(try tmux.wait { try tmux.screen().contains("MATCH-a") })
        var rows: [String] = []
        #expect(try tmux.wait {
            rows = Self.rows(try tmux.screen())
            return rows.count == 30 && rows.last?.hasPrefix("Lines: 6 ") == true && rows.filter { $0.contains("Lines:") }.count == 1
        }, "\(rows)")
        try tmux.tmux(["resize-window", "-t", "t", "-x", "80", "-y", "20"])
        #expect(try tmux.wait { try Self.rows(tmux.screen()).count == 20 && Self.rows(try tmux.screen()).last?.hasPrefix("Lines: 6 ") == true })
        feed.write("MATCH-b\n")
        feed.close()
        #expect(try tmux.status() == 0)
        let history = Self.rows(try tmux.tmux(["capture-pane", "-p", "-t", "t", "-S", "-", "-E", "-"]))
        #expect(history.filter { $0.contains("Lines:") }.count == 1 && history.contains("MATCH-b"), "\(history)")
    }

    /// A crash (the test-only trap 0.3 s in) gives the whole screen back to scrolling.
    @Test func aCrashGivesTheScrollingRegionBack() throws {
        let tmux = try Tmux()
        let feed = try Feed(in: tmux.directory)
        let launcher = try tmux.script("pipe", "cat \(feed.path) | \"$@\" | grep --line-buffered MATCH")
        try tmux.start("--count-lines --tee --inline --title Lines", environment: "LANG=C.UTF-8 COUNTER_TUI_TEST_TRAP=1",
                       launcher: launcher)
        // The input stays open: the run is still going when the trap comes; then it ends.
        feed.lines(1...5)
        #expect(tmux.wait { tmux.stderr().contains("COUNTER_TUI_TEST_TRAP") }, "\(tmux.stderr())")
        feed.close()
        let status = try tmux.status()
        #expect(status != nil && status != 0)
        #expect(try tmux.display("#{scroll_region_upper} #{scroll_region_lower}") == "0 23")
    }

    @Test func aGrepOverManyLinesLeavesNoStaleLineInTheScrollback() throws {
        let tmux = try Tmux()
        let launcher = try tmux.script("pipe", "seq 1 2000000 | \"$@\" | grep --line-buffered '0000$'")
        try tmux.start("--count-lines --tee --inline --title Lines", launcher: launcher)
        #expect(try tmux.status(timeout: 60) == 0)
        // The whole history: the 200 matches each on a row of its own, one line with the count.
        let rows = Self.rows(try tmux.tmux(["capture-pane", "-p", "-t", "t", "-S", "-", "-E", "-"]))
        let matches = rows.filter { !$0.isEmpty && $0.allSatisfy(\.isNumber) && $0.hasSuffix("0000") }
        let counts = rows.filter { $0.contains("Lines:") }
        #expect(matches.count == 200, "\(matches.count) matches on rows of their own")
        #expect(counts.count == 1 && counts.first?.hasPrefix("Lines: 2,000,000 ") == true, "\(counts.prefix(5))")
        #expect(tmux.sttyRestored())
    }
}
