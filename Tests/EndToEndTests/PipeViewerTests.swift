import Foundation
import Testing

extension LongTerminalRuns {
    /// Counting a pipe as `pv` users expect (issue 24), through the real binary: the rate beside the
    /// total (`--rate` names its unit), the percent, bar and time left of an expected total, a summary
    /// line at the end, a line of fields a second when piped, the copy byte for byte (binary data, a
    /// line of megabytes), Ctrl-C passing on everything read, `q` while the reader downstream stalls,
    /// and live values shown as they arrive with `--no-animation`.
    @Suite(.serialized) struct PipeViewerTests {
        let detached: DetachedShell
        var directory: URL { detached.directory }

        init() throws { detached = try DetachedShell("ct-pipe") }

        /// Runs `shell` (using $BIN and $DIR) detached from any terminal.
        func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

        /// The value of `key` in a line of fields (`lines=3000 rate=2035/s …`).
        func field(_ key: String, in line: Substring) -> String? {
            line.split(separator: " ").first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
        }

        /// `--count-lines --rate second` used to print `…` on every line: the rate is a figure beside
        /// the total, in the unit `--rate` names.
        @Test func theRateIsBesideTheTotal() throws {
            let run = try shell("(for i in 1 2 3; do seq 1000; sleep .5; done) | $BIN --count-lines --rate second")
            #expect(run.status == 0)
            let lines = run.stdout.split(separator: "\n")
            #expect(!run.stdout.contains("…"))
            #expect(field("lines", in: lines.last ?? "") == "3000")
            let rate = field("rate", in: lines.last ?? "").flatMap { Int($0.dropLast(2)) }
            // 3,000 lines in about 1.5 s: some 2,000 a second, whatever the machine's pace.
            #expect(rate.map { (1000...4000).contains($0) } == true, "\(run.stdout)")
            let minute = try shell("seq 1 5000 | $BIN --count-lines --rate minute | tail -1")
            #expect(minute.stdout.contains("/min "), "\(minute.stdout)")
        }

        /// An expected total gives the percent and the time left, piped as fields and on the screen
        /// as a bar; `--expect-size FILE` takes a file's size.
        @Test func anExpectedTotalGivesThePercentAndTheTimeLeft() throws {
            let piped = try shell("(seq 1 60000; sleep 1.1; seq 1 40000) | $BIN --count-lines --expect 100000")
            let lines = piped.stdout.split(separator: "\n")
            let middle = try #require(lines.first { field("lines", in: $0) == "60000" }, "\(piped.stdout)")
            #expect(field("percent", in: middle) == "60")
            #expect(field("left", in: middle)?.hasSuffix("s") == true, "\(middle)")
            #expect(field("percent", in: lines.last ?? "") == "100")
            let sized = try shell("head -c 300000 /dev/urandom > $DIR/file; $BIN --count-bytes --tee --expect-size $DIR/file "
                + "< $DIR/file | cmp - $DIR/file && echo same")
            #expect(sized.stdout == "same\n")
            #expect(sized.stderr.hasPrefix("300,000 bytes in "), "\(sized.stderr)")
            // On the screen: the bar and the percent under the total, then the figures.
            let tmux = try Tmux()
            let launcher = try tmux.script("feed", "(seq 1 30000; sleep 3) | \"$@\" > /dev/null")
            let before = try tmux.startFullScreen("--count-lines --tee --expect 120000 --title Rows", launcher: launcher)
            #expect(try tmux.wait { try tmux.screen().contains(" 25 %") }, "stderr: \(tmux.stderr())")
            let screen = try tmux.screen()
            let rows = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(rows.contains("30,000"), "\(screen)")
            #expect(screen.contains("████") && screen.contains("░░░░"), "\(screen)")
            #expect(screen.contains(" lines/s · 0:0") && screen.contains(" left"), "\(screen)")
            try tmux.quitExpectingRestored(before)
        }

        /// Piped, the run ends with one summary line on stderr, for lines and for bytes.
        @Test func theRunEndsWithASummary() throws {
            let run = try shell("seq 1 134817 | $BIN --count-lines > /dev/null; head -c 1048576 /dev/zero | $BIN --count-bytes --tee > /dev/null")
            let summaries = run.stderr.split(separator: "\n")
            #expect(summaries.count == 2, "\(run.stderr)")
            #expect(summaries.first?.hasPrefix("134,817 lines in ") == true && summaries.first?.hasSuffix(" lines/s") == true)
            #expect(summaries.last?.hasPrefix("1,048,576 bytes in ") == true && summaries.last?.hasSuffix(" bytes/s") == true)
        }

        /// Every byte passes unchanged: binary data, NULs, no last newline, a line of 30 MB; the
        /// unterminated last line counts as a line (`wc -l` + 1).
        @Test func everyBytePassesUnchanged() throws {
            let run = try shell("head -c 5000000 /dev/urandom > $DIR/in; head -c 30000000 /dev/zero | tr '\\0' x >> $DIR/in; "
                + "printf 'no newline' >> $DIR/in; $BIN --count-bytes --tee < $DIR/in 2>/dev/null | md5sum; md5sum < $DIR/in; "
                + "cat $DIR/in | $BIN --count-lines --tee --stats 2> $DIR/err | md5sum; expr $(wc -l < $DIR/in) + 1; cat $DIR/err")
            let lines = run.stdout.split(separator: "\n")
            #expect(lines.count >= 4)
            #expect(lines[0] == lines[1] && lines[1] == lines[2], "\(run.stdout)")
            #expect(run.stdout.contains("lines counted: \(lines[3])\n"), "\(run.stdout)")
        }

        /// `| head` goes away after a few bytes: the run ends by SIGPIPE (141), and the summary
        /// counts what went into the pipe before it went (it said `0 bytes`).
        @Test func aReaderThatGoesAwayIsCountedUpToWhereItWent() throws {
            let run = try shell("head -c 1000000 /dev/urandom > $DIR/r; "
                + "{ $BIN --count-bytes --tee --stats < $DIR/r 2> $DIR/err; echo $? > $DIR/status; } | head -c 10 | wc -c; "
                + "cat $DIR/status $DIR/err")
            let lines = run.stdout.split(separator: "\n")
            #expect(lines.prefix(2) == ["10", "141"], "\(run.stdout)")
            let counted = lines.first { $0.hasPrefix("bytes counted: ") }.flatMap { Int($0.dropFirst(15)) }
            #expect(counted.map { (10..<1_000_000).contains($0) } == true, "\(run.stdout)")
            let summary = lines.first { $0.contains(" bytes in ") }
            let summarised = summary?.split(separator: " ").first.map { $0.replacingOccurrences(of: ",", with: "") }
            #expect(summarised == counted.map(String.init), "\(run.stdout)")
        }

        /// Ctrl-C typed at an interactive shell (SIGINT to the whole pipeline) ends the run with 130
        /// after passing on everything it read: the data that came through is exactly what the
        /// summary and `--stats` count.
        @Test func anInterruptPassesOnEverythingRead() throws {
            let tmux = try Tmux.interactiveBash()
            let d = tmux.directory.path
            try tmux.keys("clear; stty -g > \(d)/before; (seq 1 300000; sleep 3) | env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no "
                + "\(Binary.path) --count-lines --tee --stats 2> \(d)/err > \(d)/out", "Enter")
            let out = tmux.directory.appendingPathComponent("out")
            let copied = { ((try? Data(contentsOf: out)) ?? Data()).reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
            #expect(tmux.wait { copied() == 300_000 })
            let pid = try #require(try tmux.appPid())
            try tmux.keys("C-c")
            // Keys typed before it has gone would be its keys, not the shell's.
            #expect(tmux.wait { ProcessStat(pid) == nil || ProcessStat(pid)?.state == "Z" })
            try tmux.recordStatus()
            #expect(try tmux.status() == 130)
            #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
            #expect(copied() == 300_000)
            let err = (try? String(contentsOf: tmux.directory.appendingPathComponent("err"), encoding: .utf8)) ?? ""
            #expect(err.contains("300,000 lines in ") && err.contains("lines counted: 300000\n"), "\(err)")
        }

        /// A reader downstream that does not read (for 3 s): the copy waits, the screen still shows
        /// the count, and `q` closes it at once, saying that the copy goes on (cut short, the next
        /// program would take part of the data for all of it); the run ends when the copy does.
        @Test func aStalledReaderStillLetsTheScreenAnswer() throws {
            let tmux = try Tmux()
            let d = tmux.directory.path
            let launcher = try tmux.script("stall", "seq 1 200000 | \"$@\" | { sleep 3; wc -l > \(d)/copied; }")
            let before = try tmux.startFullScreen("--count-lines --tee --title Stalled", launcher: launcher)
            #expect(try tmux.wait { try tmux.screen().contains("Stalled") && tmux.screen().contains(" lines/s") })
            let started = Date()
            try tmux.keys("q")
            #expect(try tmux.wait(timeout: 1.5) { try tmux.display("#{alternate_on}") == "0" })
            #expect(Date().timeIntervalSince(started) < 1.5)
            #expect(try tmux.status() == 0)
            #expect((try? String(contentsOf: tmux.directory.appendingPathComponent("copied"), encoding: .utf8)) == "200000\n")
            #expect(tmux.stderr().hasPrefix("counter-tui: q: the display is closed; the copy goes on to the end of the input "
                + "(Ctrl-C stops it)\n200,000 lines in "), "\(tmux.stderr())")
            let problems = try tmux.restoreProblems(stateBefore: before)
            #expect(problems.isEmpty, "\(problems)")
        }

        /// Ctrl-Z, `bg`, `kill %1`: `kill` sends SIGTERM then SIGCONT to the stopped job, and the
        /// SIGCONT stopped it again before the SIGTERM was taken: only SIGKILL ended it. (Since
        /// issue 37 a copying count runs on after `bg` instead of stopping again; `kill %1` then
        /// ends the running job.)
        @Test func aJobInTheBackgroundDiesBySIGTERM() throws {
            let tmux = try Tmux.interactiveBash()
            try tmux.keys("(seq 1 1000; sleep 30) | env SWIFT_BACKTRACE=interactive=no \(Binary.path) --count-lines --tee | cat > /dev/null",
                          "Enter")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            let pid = try #require(try tmux.appPid())
            try tmux.keys("C-z")
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
            try tmux.keys("bg", "Enter")
            usleep(300_000)
            // The copy goes on in the background: not stopped again.
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid).map { $0.state != "T" } ?? false })
            try tmux.keys("kill %1", "Enter")
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid) == nil || ProcessStat(pid)?.state == "Z" })
            #expect(try tmux.display("#{alternate_on}") == "0")
        }

        /// Space and r would stop the count's clock or start it over while the input flows on (the
        /// rate and the time left then lie): refused, with a note on the status line.
        @Test func aCountCannotPause() throws {
            let tmux = try Tmux()
            let launcher = try tmux.script("feed", "(seq 1 1000; sleep 3) | \"$@\" > /dev/null")
            let before = try tmux.startFullScreen("--count-lines --tee", launcher: launcher)
            try tmux.keys(" ")
            #expect(try tmux.wait { try tmux.screen().contains("space: a count keeps the pace of its input; it cannot pause") })
            #expect(!(try tmux.screen().contains("paused")))
            try tmux.quitExpectingRestored(before)
        }

        /// Started in the background (`… &`), it copies and draws nothing, as `pv` does, and ends
        /// there: it used to be stopped by its first terminal call (SIGTTOU), for good. (`fg`
        /// shows it: `ReliabilityBackgroundCopyTests`.)
        @Test func inTheBackgroundItOnlyCopies() throws {
            let tmux = try Tmux.interactiveBash()
            let d = tmux.directory.path
            try tmux.keys("(seq 1 3000; sleep 0.5) | env SWIFT_BACKTRACE=interactive=no \(Binary.path) --count-lines --tee "
                + "2> \(d)/err | wc -l > \(d)/out &", "Enter")
            let out = tmux.directory.appendingPathComponent("out")
            #expect(tmux.wait(timeout: 5) { (try? String(contentsOf: out, encoding: .utf8)) == "3000\n" })
            #expect(try tmux.display("#{alternate_on}") == "0")
            let err = (try? String(contentsOf: tmux.directory.appendingPathComponent("err"), encoding: .utf8)) ?? ""
            #expect(err.hasPrefix("3,000 lines in "), "\(err)")
        }

        /// `--no-animation` with live values used to print the first value and exit: each value is
        /// shown as it arrives, until the input ends (or `q`), for a counter and a board.
        @Test func withoutAnimationLiveValuesAreShownAsTheyArrive() throws {
            let stdin = try shell("(echo 10; sleep 0.3; echo 20.5) | $BIN --stdin --no-animation")
            #expect(stdin.status == 0)
            // No `0` first: nothing was read before the 10 (issue 34).
            #expect(stdin.stdout == "10\n20.5\n", "\(stdin.stdout)")
            let command = try shell("timeout 1.5 $BIN --command 'echo 7' --every 200ms --no-animation; echo status $?")
            #expect(command.stdout == "7\nstatus 124\n", "\(command.stdout)")
            let board = try shell("(echo 'a 500'; sleep 0.3; echo 'b 9') | $BIN dashboard --counter 'id=a,title=A,to=0' "
                + "--counter 'id=b,title=B,to=0' --stdin --no-animation")
            // Nothing in between: every line is a value that arrived.
            #expect(Set(board.stdout.split(separator: "\n")) == ["A: 0 | B: 0", "A: 500 | B: 0", "A: 500 | B: 9"], "\(board.stdout)")
        }

        /// What the first people to try it ran into: a link given to `--expect-size` (its own
        /// length was taken), sizes as `pv -s` takes them, more than expected (stuck at 100 %), a
        /// summary in the counter's format and the rate's unit, stdin that cannot be read (taken
        /// for empty input, status 0).
        @Test func whatTheFirstUsersRanInto() throws {
            let linked = try shell("head -c 100000 /dev/zero > $DIR/big; ln -s big $DIR/link; "
                + "head -c 50000 $DIR/big | $BIN --count-bytes --expect-size $DIR/link 2>/dev/null | tail -1")
            #expect(field("percent", in: Substring(linked.stdout.dropLast())) == "50", "\(linked.stdout)")
            let suffixed = try shell("seq 1 500 | $BIN --count-lines --expect 1k 2>/dev/null | tail -1; "
                + "head -c 524288 /dev/zero | $BIN --count-bytes --expect 1MiB 2>/dev/null | tail -1")
            let lasts = suffixed.stdout.split(separator: "\n")
            #expect(lasts.count == 2 && field("percent", in: lasts[0]) == "50" && field("percent", in: lasts[1]) == "50", "\(suffixed.stdout)")
            let over = try shell("seq 1 30 | $BIN --count-lines --expect 10 2>/dev/null | tail -1")
            #expect(field("percent", in: Substring(over.stdout.dropLast())) == "300", "\(over.stdout)")
            #expect(!over.stdout.contains("left="), "no time left once the input has ended: \(over.stdout)")
            let summary = try shell("head -c 3000000 /dev/zero | $BIN --count-bytes --format bytes --rate minute > /dev/null")
            #expect(summary.stderr.hasPrefix("2.9 MiB in ") && summary.stderr.hasSuffix("iB/min\n"), "\(summary.stderr)")
            let directory = try shell("$BIN --count-lines < $DIR 2>&1 >/dev/null")
            #expect(directory.status == 74)
            #expect(directory.stdout == "counter-tui: cannot read standard input: Is a directory\n")
        }

        /// `--no-animation` values that arrive just before the end of the input were lost (the run
        /// ended on the frame before them); piped, a board writes a line only when it changes.
        @Test func withoutAnimationTheLastValueIsNeverLost() throws {
            for _ in 0..<3 {
                let run = try shell("printf '7\\n' | $BIN --stdin --no-animation")
                // The 7 alone: no `0` was read before it (issue 34).
                #expect(run.stdout == "7\n", "\(run.stdout)")
            }
            let board = try shell("echo 'a 5' | $BIN dashboard --stdin --counter id=a,title=A,to=0 --no-animation")
            #expect(board.stdout == "A: 0\nA: 5\n")
        }

        @Test func badFiguresAreRefusedInOneLine() throws {
            for (arguments, message, status) in [
                ("--to 5 --expect 10", "--expect: expected it with --count-lines or --count-bytes (it is a figure of the count)", 64),
                ("--count-lines --expect 0", "--expect: got '0'; expected a number of lines, at least 1: 1000000, 250k or 1.5M (powers of 1,000)", 64),
                ("--count-lines --expect nan", "--expect: got 'nan'; expected a number of lines, at least 1: 1000000, 250k or 1.5M (powers of 1,000)", 64),
                ("--count-lines --expect 5Ki5", "--expect: got '5Ki5'; expected a number of lines, at least 1: 1000000, 250k or 1.5M (powers of 1,000)", 64),
                ("--count-bytes --expect 20iB", "--expect: got '20iB'; expected a number of bytes, at least 1: 1000000, 500k, 20M or 1.5GiB (powers of 1,024, as pv -s)", 64),
                ("--count-bytes --expect-size /", "--expect-size: '/' is a directory; expected a file", 66),
                ("--count-lines --expect-size /etc/hostname", "--expect-size: expected it with --count-bytes (a file's size is bytes; --expect N counts lines)", 64),
                ("--count-bytes --expect-size $DIR/none", "--expect-size: '\(directory.path)/none': no such file", 66),
                ("--count-bytes --rate-window 0.1s", "--rate-window: got '0.1s'; expected a duration of at least 0.5s, e.g. 10s", 64),
                ("--count-bytes --rate fortnight", "--rate: got 'fortnight'; expected second, minute or hour", 64),
            ] as [(String, String, Int32)] {
                let run = try shell("$BIN \(arguments) < /dev/null")
                #expect(run.status == status, "\(arguments)")
                #expect(run.stderr == "counter-tui: \(message)\n", "\(arguments)")
            }
        }
    }
}
