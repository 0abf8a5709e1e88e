import Foundation
import Testing

/// Issue 34: `--tee --inline` run in a subshell of the pipeline (`{ counter-tui …; true; }`),
/// which the shell does not wait for: at Ctrl-Z the shell took the terminal before our handler
/// ran, the row was not given back, and the scrolling region and a stale line stayed for good
/// (what the shell printed afterwards scrolled above `Lines: 19 …`). And SIGHUP ended the line
/// on the last frame drawn, behind the count (`Lines: 14` against `28 lines` after a Ctrl-S).
@Suite struct TeeInlineStopAndHangupTests {
    /// The MATCH pipeline of the report, with counter-tui in a `{ …; true; }` group, its input
    /// what the test writes to `feed`.
    static func groupedPipeline(_ feed: Feed) -> String {
        "clear; cat \(feed.path) | { env LANG=C.UTF-8 "
            + "SWIFT_BACKTRACE=interactive=no \(Binary.path) --count-lines --tee --inline --title Lines; true; } "
            + "| grep --line-buffered MATCH"
    }

    /// MATCH-`first` to MATCH-`last`, one a line, for `feed`.
    static func matches(_ range: ClosedRange<Int>) -> String {
        range.map { "MATCH-\($0)\n" }.joined()
    }

    static func region(_ tmux: Tmux) throws -> String { try tmux.display("#{scroll_region_upper} #{scroll_region_lower}") }

    /// Ctrl-Z as the shell sees it when it wins the race (usually): the processes it waits
    /// for stop, it takes the terminal, and only then does counter-tui (in the group, not one
    /// of them) take its SIGTSTP. Made certain here by sending the signals in that order.
    static func stopShellFirst(_ tmux: Tmux) throws {
        let shell = try tmux.display("#{pane_pid}")
        let app = try #require(try tmux.appPid())
        let children = try Spawn.run(["pgrep", "-P", shell]).stdout.split(separator: "\n").compactMap { Int32($0) }
        #expect(!children.isEmpty && !children.contains(app))
        for child in children { kill(child, SIGTSTP) }
        #expect(try tmux.wait { try tmux.screen().contains("Stopped") })
        kill(app, SIGTSTP)
    }

    /// Ctrl-Z, then `bg`: the row is given back at Ctrl-Z, nothing sets it again from the
    /// background, and when the run ends there nothing is left set nor on the last row.
    @Test func ctrlZThenBgInAGroupLeavesNoRegionBehind() throws {
        let tmux = try Tmux.interactiveBash()
        let feed = try Feed(in: tmux.directory)
        try tmux.keys(Self.groupedPipeline(feed), "Enter")
        feed.write(Self.matches(1...10))
        #expect(try tmux.wait { try Self.region(tmux) == "0 22" && TeeInlineBesideGrepTests.rows(try tmux.screen()).last?.hasPrefix("Lines: 1") == true })
        let app = try #require(try tmux.appPid())
        try Self.stopShellFirst(tmux)
        #expect(try tmux.wait { try Self.region(tmux) == "0 23" }, "the row given back at Ctrl-Z")
        try tmux.keys("bg", "Enter")
        // Nothing from the background: the region stays the whole screen while it runs.
        var regions: Set<String> = []
        for _ in 0..<15 {
            regions.insert(try Self.region(tmux))
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(regions == ["0 23"], "after bg: \(regions)")
        // The rest comes in the background, and the input ends there.
        feed.write(Self.matches(11...40))
        feed.close()
        #expect(try tmux.wait(timeout: 15) { try tmux.screen().contains("MATCH-40") })
        // The run has ended, in the background.
        #expect(tmux.wait { ProcessStat(app).map { $0.state == "Z" } ?? true })
        try tmux.keys("seq 1 30", "Enter")
        var rows: [String] = []
        #expect(try tmux.wait {
            rows = TeeInlineBesideGrepTests.rows(try tmux.screen())
            return rows.contains("30") && rows.last == "$"
        }, "\(rows)")
        #expect(try Self.region(tmux) == "0 23")
        #expect(!rows.contains { $0.contains("Lines:") }, "a stale line left: \(rows)")
    }

    /// Ctrl-Z, then `fg`, in a group: the row is given back, then set again in the foreground.
    @Test func ctrlZThenFgInAGroupSetsTheRowAgain() throws {
        let tmux = try Tmux.interactiveBash()
        let feed = try Feed(in: tmux.directory)
        try tmux.keys(Self.groupedPipeline(feed), "Enter")
        feed.write(Self.matches(1...10))
        #expect(try tmux.wait { try Self.region(tmux) == "0 22" && TeeInlineBesideGrepTests.rows(try tmux.screen()).last?.hasPrefix("Lines: 1") == true })
        try tmux.keys("C-z")
        #expect(try tmux.wait { try tmux.screen().contains("Stopped") })
        #expect(try tmux.wait { try Self.region(tmux) == "0 23" }, "the row given back at Ctrl-Z")
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait { try Self.region(tmux) == "0 22" && TeeInlineBesideGrepTests.rows(try tmux.screen()).last?.hasPrefix("Lines: ") == true })
        feed.write(Self.matches(11...30))
        feed.close()
        // The end gives it back for good, the final count below the matches.
        var rows: [String] = []
        #expect(try tmux.wait(timeout: 15) {
            rows = TeeInlineBesideGrepTests.rows(try tmux.screen())
            return try Self.region(tmux) == "0 23" && rows.contains { $0.hasPrefix("Lines: 30 ") }
        }, "\(rows)")
    }

    /// SIGHUP ends the run: the line ends on the count the summary gives, with or without a
    /// Ctrl-S pause in between (the frames are then far behind the copy).
    @Test(arguments: [true, false]) func aHangupEndsTheLineOnTheFinalCount(pausedFirst: Bool) throws {
        let tmux = try Tmux()
        let launcher = try tmux.script("pipe", "(for i in $(seq 1 80); do echo MATCH-$i; sleep 0.1; done) | \"$@\" "
            + "| grep --line-buffered MATCH")
        try tmux.start("--count-lines --tee --inline --title Lines", launcher: launcher)
        #expect(try tmux.wait { TeeInlineBesideGrepTests.rows(try tmux.screen()).last?.hasPrefix("Lines: 1") == true })
        Thread.sleep(forTimeInterval: 1)
        if pausedFirst { try tmux.keys("C-s") }
        Thread.sleep(forTimeInterval: 1)
        let pid = try #require(try tmux.appPid())
        kill(pid, SIGHUP)
        Thread.sleep(forTimeInterval: 0.3)
        if pausedFirst { try tmux.keys("C-q") }
        #expect(try tmux.status() != nil)
        let summary = try #require(tmux.stderr().split(separator: "\n").first { $0.contains(" lines in ") }, "\(tmux.stderr())")
        let counted = try #require(summary.split(separator: " ").first)
        let rows = TeeInlineBesideGrepTests.rows(try tmux.screen())
        let lines = rows.filter { $0.hasPrefix("Lines:") }
        #expect(lines.count == 1 && lines.first?.hasPrefix("Lines: \(counted) ") == true, "\(summary): \(rows)")
        #expect(try Self.region(tmux) == "0 23")
        #expect(tmux.sttyRestored())
    }
}
