import Foundation
import Testing

extension LongTerminalRuns {
    /// Counting a pipe as `pv` users expect (issue 24), through the real binary where it takes real
    /// processes and a real terminal: the copy byte for byte between processes (binary data, a line
    /// of megabytes), a reader that goes away, Ctrl-C at a shell passing on everything read, `q`
    /// while the reader downstream stalls, job control. (The figures, the screen and the refusals
    /// are tested in-process: PipeProgramTests.)
    @Suite(.serialized) struct PipeViewerTests {
        let detached: DetachedShell

        init() throws { detached = try DetachedShell("ct-pipe") }

        /// Runs `shell` (using $BIN and $DIR) detached from any terminal.
        func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

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
    }
}
