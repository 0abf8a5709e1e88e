import Foundation
import Testing

/// `--count-lines`, `--count-bytes` and `--tee` through the real binary in pipes. Runs under
/// `setsid -w`, without a controlling terminal, so `--tee` has no display to draw on.
@Suite struct CountTests {
    let detached: DetachedShell
    var directory: URL { detached.directory }

    init() throws { detached = try DetachedShell("ct-count") }

    /// Runs `shell` (using $BIN and $DIR) detached from any terminal.
    func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

    func data(_ name: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(name)) }

    /// The count of each line: `lines=N` of `lines=N rate=R/s elapsed=S.Ss`.
    func counts(_ stdout: String, noun: String = "lines") -> [Int?] {
        stdout.split(separator: "\n").map { line in
            line.split(separator: " ").first.flatMap { $0.hasPrefix("\(noun)=") ? Int($0.dropFirst(noun.count + 1)) : nil }
        }
    }

    /// Piped, a count is a line of fields a second (machine-readable), and the exact total last;
    /// the summary goes to stderr.
    @Test func pipedACountIsALineOfFieldsASecond() throws {
        let run = try shell("(seq 1 100000; sleep 1.2; seq 1 100000) | $BIN --count-lines --fps 30")
        #expect(run.status == 0)
        let values = counts(run.stdout)
        #expect(values.allSatisfy { $0 != nil }, "\(run.stdout.prefix(300))")
        let counts = values.compactMap { $0 }
        #expect(counts.last == 200_000)
        #expect(counts.first == 0)
        // Never down, never past the total: exact totals, not an animation toward them.
        #expect(counts == counts.sorted() && counts.allSatisfy { $0 <= 200_000 })
        // A line a second (whatever --fps says) and the last: about 1.2 s, so 2 to 4 lines.
        #expect((2...4).contains(counts.count), "\(run.stdout)")
        #expect(run.stdout.split(separator: "\n").last?.contains(" rate=") == true)
        #expect(run.stdout.split(separator: "\n").last?.contains(" elapsed=1.") == true, "\(run.stdout)")
        #expect(run.stderr.hasPrefix("200,000 lines in 1."), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(" lines/s\n") && run.stderr.split(separator: "\n").count == 1)
    }

    /// `--expect`: an input that stops short says so in the summary, and one that comes whole
    /// does not (issue 34: at 50 % the summary said nothing).
    @Test func theSummarySaysAnInputStoppedShortOfWhatWasExpected() throws {
        let short = try shell("head -c 500000 /dev/zero | $BIN --count-bytes --tee --expect 1000000 > /dev/null")
        #expect(short.status == 0)
        #expect(short.stderr.hasPrefix("500,000 bytes in "), "\(short.stderr)")
        #expect(short.stderr.hasSuffix("; the input ended at 50 % of the 1,000,000 bytes expected\n"), "\(short.stderr)")
        let whole = try shell("head -c 1000000 /dev/zero | $BIN --count-bytes --expect 1000000 > /dev/null")
        #expect(whole.stderr.hasSuffix(" bytes/s\n"), "\(whole.stderr)")
    }

    @Test(arguments: [("printf 'a\\nb\\nc'", "--count-lines", "3"), ("printf ''", "--count-lines", "0"),
                      ("printf '\\n\\n'", "--count-lines", "2"), ("head -c 123457 /dev/zero", "--count-bytes", "123457"),
                      ("printf 'x\\0y'", "--count-bytes", "3")])
    func endOfInputSettlesOnTheExactTotal(input: String, flag: String, total: String) throws {
        let run = try shell("\(input) | $BIN \(flag) --fps 20 | tail -1")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("\(flag.dropFirst(8))=\(total) "), "\(run.stdout)")
    }

    @Test func teeCopiesEveryByteAndPrintsNothingElseWithoutATerminal() throws {
        // Binary data, a last line without a newline, through a pipe and from a file.
        let run = try shell("head -c 3000000 /dev/urandom > $DIR/in; printf 'tail' >> $DIR/in; "
            + "cat $DIR/in | $BIN --count-lines --tee --stats > $DIR/out 2> $DIR/err; echo $? > $DIR/status; "
            + "$BIN --count-bytes --tee < $DIR/in > $DIR/out2; echo $?; wc -l < $DIR/in")
        let input = try data("in")
        #expect(try data("out") == input)
        #expect(try data("out2") == input)
        let report = String(decoding: try data("err"), as: UTF8.self)
        let newlines = Int(run.stdout.split(separator: "\n").last ?? "") ?? -1
        #expect(report.contains("lines counted: \(newlines + 1)\n"), "\(report)")
        #expect(!report.contains("counter-tui:"))
        #expect(String(decoding: try data("status"), as: UTF8.self) == "0\n")
        #expect(run.stdout.hasPrefix("0\n"))
    }

    @Test func teeWaitsForASlowReaderWithoutLosingABit() throws {
        // The reader starts late (a slow consumer, part of the scenario): the pipe fills, the
        // copy waits for room, nothing is dropped or reordered.
        let run = try shell("seq 1 500000 > $DIR/in; cat $DIR/in | $BIN --count-lines --tee --stats 2> $DIR/err "
            + "| { sleep 0.3; cat; } > $DIR/out")
        #expect(run.status == 0)
        #expect(try data("out") == data("in"))
        #expect(String(decoding: try data("err"), as: UTF8.self).contains("lines counted: 500000\n"))
    }

    /// - Parameter late: the reader starts late (a slow consumer, part of the scenario), so the
    ///   pipe is full and the copy is waiting for room when the reader goes away.
    @Test(arguments: ["", "sleep 0.3; "])
    func aClosedReaderEndsTheRunPromptly(late: String) throws {
        let start = Date()
        // As any writer: by SIGPIPE, or with 74 and one line when SIGPIPE is ignored.
        let run = try shell("seq 1 3000000 > $DIR/in; "
            + "{ $BIN --count-lines --tee < $DIR/in 2> $DIR/err1; echo $? > $DIR/s1; } | { \(late)head -c 10 > /dev/null; }; "
            + "trap '' PIPE; { $BIN --count-lines --tee < $DIR/in 2> $DIR/err2; echo $? > $DIR/s2; } | { \(late)head -c 10 > /dev/null; }; "
            + "cat $DIR/s1 $DIR/s2 $DIR/err1 $DIR/err2")
        #expect(Date().timeIntervalSince(start) < 5)
        // The statuses, then each run's summary of what it passed on (and the error where SIGPIPE
        // was ignored).
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6, "\(run.stdout)")
        #expect(lines.prefix(2) == ["141", "74"])
        #expect(lines[2].hasSuffix(" lines/s") && lines[3].hasSuffix(" lines/s"), "\(run.stdout)")
        #expect(lines[4] == "counter-tui: cannot write to standard output: Broken pipe")
    }

    /// A flood is counted exactly on the copy's own thread; piped, it costs a line a second, not
    /// a line a frame.
    @Test func aFloodIsCountedExactly() throws {
        let run = try shell("seq 1 2000000 | $BIN --count-lines --fps 30 --stats")
        #expect(run.status == 0)
        #expect(counts(run.stdout).last == 2_000_000)
        #expect(run.stdout.split(separator: "\n").count <= 5, "\(run.stdout)")
        #expect(run.stderr.contains("lines counted: 2000000\n"))
        #expect(run.stderr.hasPrefix("2,000,000 lines in "), "\(run.stderr)")
    }

    @Test func aTerminalOnStdinIsRefused() throws {
        // script(1) gives the binary a terminal on stdin.
        let run = try Spawn.run(["script", "-qec", "\(Binary.path) --count-lines", "/dev/null"],
                                environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "SWIFT_BACKTRACE": "interactive=no"])
        #expect(run.status == 64)
        #expect(run.stdout.contains("counter-tui: --count-lines: standard input is a terminal; pipe data in"))
    }
}
