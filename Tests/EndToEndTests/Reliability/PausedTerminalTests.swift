import Foundation
import Testing

extension LongTerminalRuns {
    /// A paused terminal is not a dead one (issue 34): Ctrl-S (IXON) stops the terminal's output
    /// and blocks the main queue in its frame's write. The watchdog took that for a program with
    /// no thread to run it, quit for `q` through `_exit` ("the display had stopped responding"),
    /// and the copy of `--tee` was cut with every status 0. And Ctrl-C with a slow reader
    /// downstream: the summary said 0 bytes while 65,536 had gone out, and what was read but not
    /// yet written was dropped after a second.
    @Suite(.serialized) struct PausedTerminalTests {
        /// 20 MiB fed at about 2 MiB/s (64 KiB every 30 ms), without pv; it stops when its
        /// reader has gone.
        static let paced = "i=0; while [ $i -lt 320 ] && dd bs=65536 count=1 status=none; do sleep 0.03; i=$((i+1)); done"

        /// A random input file of `mebibytes` in the test's directory, and its SHA-256.
        static func input(_ tmux: Tmux, mebibytes: Int) throws -> (path: String, sum: String) {
            let path = tmux.directory.appendingPathComponent("in.bin").path
            let made = try Spawn.run(["sh", "-c", "head -c \(mebibytes)M /dev/urandom > \(path) && sha256sum < \(path)"])
            return (path, String(made.stdout.prefix(64)))
        }

        /// `n` with commas between groups of three digits, as the summary writes it.
        static func grouped(_ n: Int) -> String {
            var digits = String(n)
            var groups: [String] = []
            while digits.count > 3 {
                groups.insert(String(digits.suffix(3)), at: 0)
                digits.removeLast(3)
            }
            return ([digits] + groups).joined(separator: ",")
        }

        func read(_ tmux: Tmux, _ name: String) -> String {
            let url = tmux.directory.appendingPathComponent(name)
            return ((try? String(contentsOf: url, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// The pipeline `paced < in | counter-tui ARGS | sha256sum`, each status in a file of its
        /// own (s1, s2, s3; sh has no PIPESTATUS), the checksum of what arrived in `sum`.
        func startPipeline(_ tmux: Tmux, input: String, arguments: String) throws {
            let d = tmux.directory.path
            let launcher = try tmux.script("pipeline", """
                bin=$1; shift
                { \(Self.paced) < \(input); echo $? > \(d)/s1; } |
                  { "$bin" "$@"; echo $? > \(d)/s2; } |
                  { sha256sum > \(d)/sum; echo $? > \(d)/s3; }
                """)
            try tmux.start(arguments, launcher: launcher)
            try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        }

        /// Ctrl-S, `q` typed during the pause, Ctrl-Q 5 s later: `q` is read once output moves
        /// again and closes the display the normal way, the copy goes on to the end of the input
        /// (checksum equal), every status 0. Before: the watchdog quit a second after `q`, the
        /// checksum differed (a fraction had arrived) and the statuses were 0 0 0.
        @Test func quitDuringCtrlSLetsTheCopyFinish() throws {
            let tmux = try Tmux()
            let (input, sum) = try Self.input(tmux, mebibytes: 20)
            try startPipeline(tmux, input: input, arguments: "--count-bytes --tee --format bytes")
            usleep(1_000_000)
            try tmux.keys("C-s")
            usleep(700_000)
            try tmux.keys("q")
            usleep(5_000_000)
            let pid = try tmux.appPid()
            #expect(pid != nil, "ended during the pause: \(tmux.stderr())")
            try tmux.keys("C-q")
            let status = try tmux.status(timeout: 25)
            #expect(status == 0)
            #expect(read(tmux, "sum").hasPrefix(sum), "what arrived differs from the input")
            #expect([read(tmux, "s1"), read(tmux, "s2"), read(tmux, "s3")] == ["0", "0", "0"])
            let stderr = tmux.stderr()
            #expect(!stderr.contains("stopped responding"), "\(stderr)")
            #expect(stderr.contains("q: the display is closed"), "\(stderr)")
            #expect(stderr.contains("20.0 MiB in"), "\(stderr)")
            #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        }

        /// SIGTERM while the terminal is paused: output is resumed and the program ends the normal
        /// way within a few seconds (143, terminal restored, the summary counting exactly what
        /// went out). Before: the watchdog's restore blocked on the stopped terminal until Ctrl-Q.
        @Test func sigtermDuringCtrlSEndsTheNormalWay() throws {
            let tmux = try Tmux()
            let (input, _) = try Self.input(tmux, mebibytes: 20)
            let d = tmux.directory.path
            let launcher = try tmux.script("pipeline", """
                bin=$1; shift
                { \(Self.paced) < \(input); } | { "$bin" "$@"; echo $? > \(d)/s2; } | wc -c > \(d)/count
                """)
            let before = try tmux.terminalState()
            try tmux.start("--count-bytes --tee", launcher: launcher)
            try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
            usleep(1_000_000)
            try tmux.keys("C-s")
            usleep(1_500_000)
            let pid = try #require(try tmux.appPid())
            kill(pid, SIGTERM)
            let started = Date()
            let status = try tmux.status(timeout: 8)
            if status == nil { try tmux.keys("C-q") }
            #expect(status != nil && read(tmux, "s2") == "143", "\(read(tmux, "s2"))")
            #expect(Date().timeIntervalSince(started) < 5)
            let stderr = tmux.stderr()
            let summary = stderr.split(separator: "\n").first { $0.contains(" bytes in ") }
            let counted = summary.map { String($0.prefix { $0 != " " }).replacingOccurrences(of: ",", with: "") }
            #expect(counted != nil && counted == read(tmux, "count"), "\(stderr) arrived \(read(tmux, "count"))")
            let problems = try tmux.restoreProblems(stateBefore: before)
            #expect(problems.isEmpty, "\(problems)")
        }

        /// The same with `--inline`: its line is written to the terminal too, and a write held by
        /// Ctrl-S is a paused display. Before: the watchdog ended it through `_exit` a second after
        /// SIGTERM, with no summary and the copy cut.
        @Test func sigtermDuringCtrlSEndsAnInlineRunTheNormalWay() throws {
            let tmux = try Tmux()
            let (input, _) = try Self.input(tmux, mebibytes: 20)
            let d = tmux.directory.path
            let launcher = try tmux.script("pipeline", """
                bin=$1; shift
                { \(Self.paced) < \(input); } | { "$bin" "$@"; echo $? > \(d)/s2; } | wc -c > \(d)/count
                """)
            try tmux.start("--count-bytes --tee --inline --title Copy", launcher: launcher)
            #expect(try tmux.wait { try tmux.screen().contains("Copy: ") })
            usleep(500_000)
            try tmux.keys("C-s")
            usleep(1_500_000)
            let pid = try #require(try tmux.appPid())
            kill(pid, SIGTERM)
            let status = try tmux.status(timeout: 8)
            if status == nil { try tmux.keys("C-q") }
            #expect(status != nil && read(tmux, "s2") == "143", "\(read(tmux, "s2"))")
            let stderr = tmux.stderr()
            #expect(!stderr.contains("stopped responding"), "\(stderr)")
            let summary = stderr.split(separator: "\n").first { $0.contains(" bytes in ") }
            let counted = summary.map { String($0.prefix { $0 != " " }).replacingOccurrences(of: ",", with: "") }
            #expect(counted != nil && counted == read(tmux, "count"), "\(stderr) arrived \(read(tmux, "count"))")
            #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        }

        /// The input ends during a Ctrl-S pause: the summary's time is the input's (about 2 s),
        /// not the pause's too. Before: the end was timed when the main queue, blocked in the
        /// paused write, heard of it after Ctrl-Q (7 s and more, the rate a third of the real one).
        @Test func anInputEndingDuringCtrlSIsTimedWhenItEnded() throws {
            let tmux = try Tmux()
            let (input, _) = try Self.input(tmux, mebibytes: 4)
            let d = tmux.directory.path
            let launcher = try tmux.script("pipeline", """
                bin=$1; shift
                { i=0; while [ $i -lt 64 ] && dd bs=65536 count=1 status=none; do sleep 0.03; i=$((i+1)); done; } < \(input) |
                  { "$bin" "$@"; echo $? > \(d)/s2; } | wc -c > \(d)/count
                """)
            try tmux.start("--count-bytes --tee", launcher: launcher)
            try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
            usleep(400_000)
            try tmux.keys("C-s")
            usleep(5_000_000)
            try tmux.keys("C-q")
            #expect(try tmux.status(timeout: 10) == 0)
            let stderr = tmux.stderr()
            let summary = stderr.split(separator: "\n").first { $0.hasPrefix("4,194,304 bytes in ") }
            let seconds = summary.flatMap { Double($0.dropFirst("4,194,304 bytes in ".count).prefix { $0 != " " }) }
            #expect(seconds != nil && seconds! < 4.5, "\(stderr)")
        }

        /// `--stopwatch`: laps pressed during a Ctrl-S pause are kept, taken when the keys are
        /// read after Ctrl-Q, and `q` then ends the normal way: the lap table and the final time
        /// left on the terminal, the title given back. Before: the watchdog read the laps and
        /// dropped them, and `q` ended through `_exit` with none of that.
        @Test func stopwatchLapsDuringCtrlSAreKept() throws {
            let tmux = try Tmux()
            let before = try tmux.startFullScreen("--stopwatch --window-title")
            #expect(try tmux.wait { try tmux.display("#{pane_title}").contains("0:0") })
            usleep(800_000)
            try tmux.keys("C-s")
            usleep(300_000)
            try tmux.keys("l")
            usleep(1_400_000)
            try tmux.keys("l")
            usleep(300_000)
            try tmux.keys("q")
            usleep(2_000_000)
            #expect(try tmux.appPid() != nil, "ended during the pause: \(tmux.stderr())")
            try tmux.keys("C-q")
            #expect(try tmux.status(timeout: 5) == 0)
            let screen = try tmux.screen()
            #expect(screen.contains("Lap 1") && screen.contains("Lap 2"), "\(screen)")
            #expect(!tmux.stderr().contains("stopped responding"), "\(tmux.stderr())")
            // The title given back, the modes as found (the raw audit would count the title's
            // own OSC strings).
            #expect(try tmux.terminalState() == before)
            #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        }

        /// Ctrl-C with a reader downstream that reads only after 4 s: everything read before
        /// the signal is passed on (a line says it is waited for), the summary counts exactly
        /// what arrived, and the status is 130. Before: "0 bytes" while 65,536 had gone out, and
        /// the rest of the chunk read was dropped after a second.
        @Test func ctrlCWithASlowReaderPassesOnEverythingRead() throws {
            let tmux = try Tmux()
            let (input, _) = try Self.input(tmux, mebibytes: 8)
            let d = tmux.directory.path
            let launcher = try tmux.script("pipeline", """
                bin=$1; shift
                { "$bin" "$@" < \(input); echo $? > \(d)/s2; } | (sleep 4; cat > \(d)/out)
                """)
            try tmux.start("--count-bytes --tee", launcher: launcher)
            try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
            usleep(1_000_000)
            let pid = try #require(try tmux.appPid())
            kill(pid, SIGINT)
            #expect(try tmux.status(timeout: 10) != nil)
            #expect(read(tmux, "s2") == "130")
            let out = try Data(contentsOf: tmux.directory.appendingPathComponent("out"))
            let whole = try Data(contentsOf: URL(fileURLWithPath: input))
            #expect(out.count > 65_536 && whole.prefix(out.count) == out, "\(out.count) bytes arrived")
            let stderr = tmux.stderr()
            #expect(stderr.contains("passing on"), "\(stderr)")
            #expect(stderr.contains("\(Self.grouped(out.count)) bytes in "), "\(stderr) arrived \(out.count)")
            #expect(!stderr.contains("dropped"), "\(stderr)")
        }

        /// A reader that never reads and no second Ctrl-C: what was read is waited for while the
        /// reader takes nothing for 10 s, then dropped with a line saying how much; 130. Before:
        /// dropped after a second without a word, the summary saying 0 bytes.
        @Test func aReaderThatNeverReadsIsGivenUpAfterTenSecondsOfNothing() throws {
            let tmux = try Tmux()
            let (input, _) = try Self.input(tmux, mebibytes: 8)
            let d = tmux.directory.path
            let launcher = try tmux.script("pipeline", """
                bin=$1; shift
                { "$bin" "$@" < \(input); echo $? > \(d)/s2; } | sleep 30
                """)
            try tmux.start("--count-bytes --tee", launcher: launcher)
            try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
            usleep(1_000_000)
            let pid = try #require(try tmux.appPid())
            kill(pid, SIGINT)
            let started = Date()
            let s2 = tmux.directory.appendingPathComponent("s2").path
            tmux.wait(timeout: 15) { FileManager.default.fileExists(atPath: s2) }
            let took = Date().timeIntervalSince(started)
            // Read before the reader is ended (the shell says "Terminated" on the same stderr).
            let stderr = tmux.stderr()
            _ = try? Spawn.run(["pkill", "-s", try tmux.display("#{pane_pid}"), "-x", "sleep"])
            #expect(read(tmux, "s2") == "130")
            #expect(took > 9.5 && took < 12, "ended \(took) s after Ctrl-C")
            #expect(stderr.contains("dropped 65,536 bytes read but not passed on (the reader downstream took nothing for 10 s)"),
                    "\(stderr)")
            #expect(stderr.split(separator: "\n").last?.hasPrefix("65,536 bytes in ") == true, "\(stderr)")
        }

        /// Ctrl-C typed at the keyboard ends the reader downstream too: what it never took is
        /// said (how much, and why), the summary counts what went into the pipe. Before: the
        /// summary said 0 bytes and nothing said 65,536 more had been read and dropped.
        @Test func ctrlCThatEndsTheReaderSaysWhatItNeverTook() throws {
            let tmux = try Tmux()
            let (input, _) = try Self.input(tmux, mebibytes: 8)
            let launcher = try tmux.script("pipeline", """
                bin=$1; shift
                "$bin" "$@" < \(input) | (sleep 4; cat > /dev/null)
                """)
            try tmux.start("--count-bytes --tee", launcher: launcher)
            try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
            usleep(1_000_000)
            try tmux.keys("C-c")
            #expect(try tmux.status(timeout: 6) != nil)
            let stderr = tmux.stderr()
            #expect(stderr.contains("dropped 65,536 bytes read but not passed on (the reader downstream went away"), "\(stderr)")
            #expect(stderr.split(separator: "\n").last?.hasPrefix("65,536 bytes in ") == true, "\(stderr)")
        }

        /// A reader that never reads: Ctrl-C waits for it (saying so), a second Ctrl-C drops what
        /// was read with a line saying how much, and the status is 130, within a second or so.
        @Test func aSecondCtrlCDropsWhatAStuckReaderWouldNotTake() throws {
            let tmux = try Tmux()
            let (input, _) = try Self.input(tmux, mebibytes: 8)
            let d = tmux.directory.path
            let launcher = try tmux.script("pipeline", """
                bin=$1; shift
                { "$bin" "$@" < \(input); echo $? > \(d)/s2; } | sleep 30
                """)
            try tmux.start("--count-bytes --tee", launcher: launcher)
            try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
            usleep(1_000_000)
            let pid = try #require(try tmux.appPid())
            kill(pid, SIGINT)
            #expect(tmux.wait(timeout: 3) { tmux.stderr().contains("passing on") }, "\(tmux.stderr())")
            usleep(300_000)
            #expect(kill(pid, 0) == 0, "ended before the second Ctrl-C: \(tmux.stderr())")
            let started = Date()
            kill(pid, SIGINT)
            let s2 = tmux.directory.appendingPathComponent("s2").path
            tmux.wait(timeout: 5) { FileManager.default.fileExists(atPath: s2) }
            let took = Date().timeIntervalSince(started)
            _ = try? Spawn.run(["pkill", "-s", try tmux.display("#{pane_pid}"), "-x", "sleep"])
            #expect(read(tmux, "s2") == "130")
            #expect(took < 1.5, "ended \(took) s after the second Ctrl-C")
            let stderr = tmux.stderr()
            #expect(stderr.contains("dropped") && stderr.contains("a second signal"), "\(stderr)")
        }
    }
}
