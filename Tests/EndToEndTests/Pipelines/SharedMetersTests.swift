import Foundation
import Testing

/// Issue 37: several `--tee --inline` meters in one pipeline share the terminal, as
/// `pv -cN in | gzip | pv -cN out` does. Before, every meter took the terminal's last row: the
/// two fought over it (one line shown at a time), and one that ended first gave the whole
/// screen back to scrolling while the other still drew there. Now the meters of a pipeline keep
/// a block of rows at the bottom, one row each in pipeline order, and the last one to end
/// writes every meter's last line.
@Suite struct SharedMetersTests {
    /// The rows of a capture, trimmed (the newline that ends the last one makes no row).
    static func rows(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The whole history of the pane (scrollback and screen), as rows.
    static func history(_ tmux: Tmux) throws -> [String] {
        rows(try tmux.tmux(["capture-pane", "-p", "-t", "t", "-S", "-", "-E", "-"]))
    }

    /// The number a meter's row shows after `name: `, digits only (`in: 326,682  …` gives 326682).
    static func count(_ row: String, _ name: String) -> Int? {
        guard row.hasPrefix(name + ": ") else { return nil }
        let figure = row.dropFirst(name.count + 2).drop { $0 == " " }.prefix { $0.isNumber || $0 == "," }
        return Int(figure.filter(\.isNumber))
    }

    /// The size of a file the test's pipeline wrote.
    static func size(_ tmux: Tmux, _ name: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: tmux.directory.appendingPathComponent(name).path))?[.size] as? Int
    }

    @Test func twoMetersInOnePipelineEachKeepARowAndLeaveTwoCorrectLines() throws {
        let tmux = try Tmux()
        // 5 × 108,894 bytes, gzip between the meters: one while both show, four after.
        let feed = try Feed(in: tmux.directory)
        let launcher = try tmux.script("pipe", "cat \(feed.path) | \"$@\" --title in "
            + "| gzip -1 | \"$@\" --title out > \(tmux.directory.path)/out.gz")
        try tmux.start("--count-bytes --tee --inline", launcher: launcher)
        feed.lines(1...20000)
        // While it runs: both lines, in above out, on the last two rows.
        var shown: [String] = []
        let both = try tmux.wait {
            shown = Self.rows(try tmux.screen())
            let region = try tmux.display("#{scroll_region_upper} #{scroll_region_lower}")
            return shown.count == 24 && shown[22].hasPrefix("in: ") && shown[23].hasPrefix("out: ") && region == "0 21"
        }
        #expect(both, "\(shown)")
        for _ in 0..<4 { feed.lines(1...20000) }
        feed.close()
        #expect(try tmux.status() == 0)
        // At the end: each line once, exact, the whole screen scrolling again.
        let rows = try Self.history(tmux)
        let ins = rows.filter { $0.hasPrefix("in: ") }
        let outs = rows.filter { $0.hasPrefix("out: ") }
        #expect(ins.count == 1 && outs.count == 1, "\(rows)")
        #expect(ins.first.flatMap { Self.count($0, "in") } == 544_470, "\(ins)")
        let compressed = try #require(Self.size(tmux, "out.gz"))
        #expect(outs.first.flatMap { Self.count($0, "out") } == compressed, "\(outs) \(compressed)")
        #expect(rows.firstIndex { $0.hasPrefix("in: ") }.map { rows[$0 + 1].hasPrefix("out: ") } == true, "\(rows)")
        #expect(try tmux.display("#{scroll_region_upper} #{scroll_region_lower}") == "0 23")
        #expect(tmux.sttyRestored())
    }

    /// The meter upstream starts two seconds after the one downstream: the block grows by a row and
    /// keeps pipeline order (in above out), whichever came first.
    @Test func metersThatStartAtDifferentTimesKeepPipelineOrder() throws {
        let tmux = try Tmux()
        // The upstream meter starts once the test has seen the downstream one alone.
        let go = try Feed(in: tmux.directory, name: "go")
        let feed = try Feed(in: tmux.directory)
        let launcher = try tmux.script("pipe", "(read start < \(go.path); cat \(feed.path) | \"$@\" --title in) "
            + "| \"$@\" --title out > /dev/null")
        try tmux.start("--count-bytes --tee --inline", launcher: launcher)
        // First out alone on the last row, then both.
        var shown: [String] = []
        #expect(try tmux.wait {
            shown = Self.rows(try tmux.screen())
            return shown.count == 24 && shown[23].hasPrefix("out: ") && !shown.contains { $0.hasPrefix("in: ") }
        }, "\(shown)")
        go.write("\n")
        for _ in 0..<6 { feed.lines(1...10000) }
        #expect(try tmux.wait {
            shown = Self.rows(try tmux.screen())
            return shown.count == 24 && shown[22].hasPrefix("in: ") && shown[23].hasPrefix("out: ")
        }, "\(shown)")
        #expect(shown.filter { $0.hasPrefix("out: ") }.count == 1, "\(shown)")
        feed.close()
        #expect(try tmux.status() == 0)
        let rows = try Self.history(tmux)
        let ins = rows.filter { $0.hasPrefix("in: ") }
        let outs = rows.filter { $0.hasPrefix("out: ") }
        #expect(ins.count == 1 && outs.count == 1, "\(rows)")
        #expect(ins.first.flatMap { Self.count($0, "in") } == 293_364 && outs.first.flatMap { Self.count($0, "out") } == 293_364,
                "\(rows)")
        #expect(rows.firstIndex { $0.hasPrefix("in: ") }.map { rows[$0 + 1].hasPrefix("out: ") } == true, "\(rows)")
        #expect(try tmux.display("#{scroll_region_upper} #{scroll_region_lower}") == "0 23")
    }

    /// The first meter ends long before the second, while a program prints many lines to the
    /// terminal: its last line stays on its row, what is printed scrolls above the block and never
    /// over it, and the end leaves each meter's line once, after everything printed.
    @Test func oneThatEndsLongBeforeTheOtherKeepsItsLastLine() throws {
        let tmux = try Tmux()
        // The input stays open until both show: the first meter ends once both have started (a
        // meter that ends alone keeps its line where it was).
        let feed = try Feed(in: tmux.directory)
        let launcher = try tmux.script("pipe", "cat \(feed.path) | \"$@\" --title in | { cat; for i in $(seq 1 40); do echo tick$i > /dev/tty; "
            + "sleep 0.05; done; } | \"$@\" --title out > /dev/null")
        try tmux.start("--count-bytes --tee --inline", launcher: launcher)
        feed.lines(1...50000)
        #expect(try tmux.wait {
            let rows = Self.rows(try tmux.screen())
            return rows.count == 24 && rows[22].hasPrefix("in: ") && rows[23].hasPrefix("out: ")
        })
        feed.close()
        var shown: [String] = []
        #expect(try tmux.wait {
            shown = Self.rows(try tmux.screen())
            return shown.contains("tick30") && shown.count == 24 && Self.count(shown[22], "in") == 288_894
                && shown[23].hasPrefix("out: ")
        }, "\(shown)")
        #expect(try tmux.status() == 0)
        let rows = try Self.history(tmux)
        let ticks = rows.filter { $0.hasPrefix("tick") }
        #expect(ticks == (1...40).map { "tick\($0)" }, "\(rows)")
        let ins = rows.filter { $0.contains("in: ") }
        let outs = rows.filter { $0.contains("out: ") }
        #expect(ins.count == 1 && outs.count == 1, "\(rows)")
        #expect(ins.first.flatMap { Self.count($0, "in") } == 288_894 && outs.first.flatMap { Self.count($0, "out") } == 288_894,
                "\(rows)")
        let last = try #require(rows.lastIndex(of: "tick40"))
        #expect(rows.count > last + 2 && rows[last + 1].hasPrefix("in: ") && rows[last + 2].hasPrefix("out: "), "\(rows)")
        #expect(try tmux.display("#{scroll_region_upper} #{scroll_region_lower}") == "0 23")
    }

    /// A meter killed with SIGKILL leaves its block in the table the meters share: the next meter
    /// on the terminal (once `reset` has given the scrolling back) sets its region again instead
    /// of taking it for set, so what the next program prints never lands on its row.
    @Test func aKilledMeterLeavesNoBlockForTheNextOne() throws {
        let tmux = try Tmux()
        let feed = try Feed(in: tmux.directory)
        let first = try tmux.script("first", "cat \(feed.path) | \"$@\" --title gone | cat > /dev/null")
        try tmux.start("--count-lines --tee --inline", launcher: first)
        feed.lines(1...5)
        #expect(try tmux.wait { try tmux.screen().contains("gone: 5") })
        let pid = try #require(try tmux.appPid())
        kill(pid, SIGKILL)
        feed.close()
        #expect(try tmux.status() != nil)
        try FileManager.default.removeItem(at: tmux.directory.appendingPathComponent("status"))
        // What `reset` does to the region.
        try tmux.keys("printf '\\033[r'", "Enter")
        let region = { try tmux.display("#{scroll_region_upper} #{scroll_region_lower}") }
        #expect(try tmux.wait { try region() == "0 23" })
        let nextFeed = try Feed(in: tmux.directory, name: "next-feed")
        let next = try tmux.script("next", "cat \(nextFeed.path) | \"$@\" --title next | grep --line-buffered MATCH")
        try tmux.start("--count-lines --tee --inline", launcher: next)
        nextFeed.lines(1...5)
        #expect(try tmux.wait { try region() == "0 22" && tmux.screen().contains("next: 5") })
        nextFeed.write("MATCH-a\n")
        #expect(try tmux.wait { try tmux.screen().contains("MATCH-a") })
        nextFeed.close()
        #expect(try tmux.status() == 0)
        let rows = Self.rows(try tmux.screen())
        #expect(rows.filter { $0.hasPrefix("next: ") }.count == 1 && rows.contains("MATCH-a"), "\(rows)")
    }

    /// Ctrl-C in an interactive bash: the rest of the pipeline ends at once and bash takes the
    /// terminal back while the meters still pass on what they read, so they end in the
    /// background. The rows are given back all the same (the scrolling region was left set, the
    /// meters' rows stale under the prompt); their last lines are the summaries on stderr.
    @Test func ctrlCGivesTheRowsBackWhenTheShellHasTheTerminalFirst() throws {
        let tmux = try Tmux.interactiveBash()
        let feed = try Feed(in: tmux.directory)
        let env = "env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \(Binary.path) --count-lines --tee --inline"
        try tmux.keys("cat \(feed.path) | \(env) --title in 2>/dev/null "
            + "| grep --line-buffered MATCH | \(env) --title out 2>/dev/null | grep --line-buffered MATCH-.0; clear", "Enter")
        // Ten of the report's forty blocks; the input stays open (Ctrl-C ends the pipeline).
        for i in 1...10 { feed.lines(1...2000); feed.write("MATCH-\(i)\n") }
        let region = { try tmux.display("#{scroll_region_upper} #{scroll_region_lower}") }
        #expect(try tmux.wait { try region() == "0 21" && Self.rows(try tmux.screen()).last?.hasPrefix("out: ") == true })
        #expect(try tmux.wait { try tmux.screen().contains("MATCH-10") })
        try tmux.keys("C-c")
        #expect(try tmux.wait { try region() == "0 23" })
        var rows: [String] = []
        #expect(try tmux.wait {
            rows = Self.rows(try tmux.screen()).filter { !$0.isEmpty }
            return rows.last == "$"
        }, "\(rows)")
        let history = try Self.history(tmux)
        #expect(history.filter { $0.hasPrefix("in: ") }.count <= 1 && history.filter { $0.hasPrefix("out: ") }.count <= 1,
                "\(history)")
    }

    /// Ctrl-Z gives the whole block back (the shell does not work above stale rows in a shrunken
    /// screen); `fg` sets it again with both rows; the end leaves both lines once.
    @Test func ctrlZGivesTheBlockBackAndFgSetsItAgain() throws {
        let tmux = try Tmux.interactiveBash()
        let env = "env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \(Binary.path) --count-lines --tee --inline"
        let feed = try Feed(in: tmux.directory)
        try tmux.keys("clear; cat \(feed.path) | \(env) --title in 2>/dev/null "
            + "| grep --line-buffered MATCH | \(env) --title out 2>/dev/null | grep --line-buffered MATCH-.0", "Enter")
        func block(_ i: Int) { feed.lines(1...1000); feed.write("MATCH-\(i)\n") }
        for i in 1...4 { block(i) }
        let region = { try tmux.display("#{scroll_region_upper} #{scroll_region_lower}") }
        let bothShown = {
            let rows = Self.rows(try tmux.screen())
            return rows.count == 24 && rows[22].hasPrefix("in: ") && rows[23].hasPrefix("out: ")
        }
        #expect(try tmux.wait { try region() == "0 21" && bothShown() })
        try tmux.keys("C-z")
        #expect(try tmux.wait { try tmux.screen().contains("Stopped") })
        #expect(try tmux.wait { try region() == "0 23" })
        let stopped = try tmux.screen()
        #expect(!stopped.contains("in: ") && !stopped.contains("out: "), "\(stopped)")
        for i in 5...8 { block(i) }
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait { try region() == "0 21" && bothShown() })
        for i in 9...16 { block(i) }
        feed.close()
        var history: [String] = []
        #expect(try tmux.wait(timeout: 15) {
            history = try Self.history(tmux)
            return try region() == "0 23" && history.last(where: { !$0.isEmpty }) == "$"
        }, "\(history)")
        let ins = history.filter { $0.hasPrefix("in: ") }
        let outs = history.filter { $0.hasPrefix("out: ") }
        #expect(ins.count == 1 && outs.count == 1, "\(history)")
        #expect(ins.first.flatMap { Self.count($0, "in") } == 16 * 1001 && outs.first.flatMap { Self.count($0, "out") } == 16,
                "\(history)")
        #expect(history.contains("MATCH-10"), "\(history)")
    }

    /// Meters on two terminals at once are strangers: each sets its terminal's region once. (The
    /// table was keyed on `/dev/tty`'s device number, the same for every terminal: the two
    /// meters took each other's block for their own and set their regions again at every frame.)
    @Test func metersOnTwoTerminalsDoNotShareABlock() throws {
        let panes = try [Tmux(), Tmux()]
        let feeds = try panes.map { try Feed(in: $0.directory) }
        for (index, tmux) in panes.enumerated() {
            let launcher = try tmux.script("pipe", "cat \(feeds[index].path) | \"$@\" | cat > /dev/null")
            try tmux.start("--count-lines --tee --inline --title pane\(index == 0 ? "a" : "b")", launcher: launcher)
        }
        // Both run at once, their lines growing in steps, each step seen on both.
        for (step, total) in [(1...5, 5), (1...50, 55), (1...500, 555)] {
            for feed in feeds { feed.lines(step) }
            for (index, tmux) in panes.enumerated() {
                let name = "pane\(index == 0 ? "a" : "b"): \(total) "
                #expect(try tmux.wait { try tmux.screen().contains(name) }, "\((try? tmux.screen()) ?? "")")
            }
        }
        for feed in feeds { feed.close() }
        for tmux in panes { #expect(try tmux.status() == 0) }
        for tmux in panes {
            let raw = String(decoding: tmux.raw(), as: UTF8.self)
            #expect(raw.components(separatedBy: "\u{1b}[1;23r").count - 1 == 1, "\(raw.debugDescription)")
        }
    }

    /// `--name` names the summary on stderr too, so the two of a pipeline are told apart.
    @Test func theNameIsBeforeTheSummary() throws {
        let tmux = try Tmux()
        let launcher = try tmux.script("pipe", "seq 1 1000 | \"$@\" | cat > /dev/null")
        try tmux.start("--count-bytes --tee --inline --name in", launcher: launcher)
        #expect(try tmux.status() == 0)
        #expect(tmux.stderr().hasPrefix("in: 3,893 bytes in "), "\(tmux.stderr())")
    }
}
