import Foundation
import Testing

/// `--tee` through the real binary between real processes: the copy byte for byte, a slow
/// reader, a reader that goes away (SIGPIPE). Runs under `setsid -w`, without a controlling
/// terminal, so `--tee` has no display to draw on. (What a count shows and sums up is tested
/// in-process: CountProgramTests.)
@Suite struct CountTests {
    let detached: DetachedShell
    var directory: URL { detached.directory }

    init() throws { detached = try DetachedShell("ct-count") }

    /// Runs `shell` (using $BIN and $DIR) detached from any terminal.
    func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

    func data(_ name: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(name)) }

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
}
