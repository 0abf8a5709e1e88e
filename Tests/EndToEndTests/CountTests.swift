import Foundation
import Testing

/// `--count-lines`, `--count-bytes` and `--tee` through the real binary in pipes. Runs under
/// `setsid -w`, without a controlling terminal, so `--tee` has no display to draw on.
@Suite struct CountTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ct-count-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Runs `shell` (using $BIN and $DIR) detached from any terminal.
    func shell(_ shell: String) throws -> Spawn.Output {
        var env = ProcessInfo.processInfo.environment
        env["BIN"] = Binary.path
        env["DIR"] = directory.path
        env["SWIFT_BACKTRACE"] = "interactive=no"
        env.removeValue(forKey: "COUNTER_TUI_ANIMATIONS")
        return try Spawn.run(["setsid", "-w", "/bin/sh", "-c", shell], environment: env)
    }

    func data(_ name: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(name)) }

    @Test func linesAnimateUpToTheExactTotal() throws {
        let run = try shell("seq 1 200000 | $BIN --count-lines --fps 30")
        #expect(run.status == 0)
        let values = run.stdout.split(separator: "\n").map { Int($0) }
        #expect(values.allSatisfy { $0 != nil }, "\(run.stdout.prefix(200))")
        let counts = values.compactMap { $0 }
        #expect(counts.last == 200_000)
        #expect(counts.first == 0)
        // Never down, never past the total.
        #expect(counts == counts.sorted() && counts.allSatisfy { $0 <= 200_000 })
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: [("printf 'a\\nb\\nc'", "--count-lines", "3"), ("printf ''", "--count-lines", "0"),
                      ("printf '\\n\\n'", "--count-lines", "2"), ("head -c 123457 /dev/zero", "--count-bytes", "123457"),
                      ("printf 'x\\0y'", "--count-bytes", "3")])
    func endOfInputSettlesOnTheExactTotal(input: String, flag: String, total: String) throws {
        let run = try shell("\(input) | $BIN \(flag) --fps 20 | tail -1")
        #expect(run.status == 0)
        #expect(run.stdout == total + "\n")
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
        #expect(run.stdout == "141\n74\ncounter-tui: cannot write to standard output: Broken pipe\n")
    }

    @Test func aFloodKeepsTheFrameRate() throws {
        let run = try shell("seq 1 2000000 | $BIN --count-lines --fps 30 --stats | tail -1")
        #expect(run.status == 0)
        #expect(run.stdout == "2000000\n")
        #expect(run.stderr.contains("lines counted: 2000000\n"))
        // Frames keep coming while the flood is read (64 KiB a turn; room for a busy machine).
        let p99 = run.stderr.split(separator: "\n").first { $0.hasPrefix("frame interval p99:") }
            .flatMap { Double($0.split(separator: " ")[3]) }
        #expect(try #require(p99) < 3 * 1000.0 / 30, "\(run.stderr)")
    }

    @Test func aTerminalOnStdinIsRefused() throws {
        // script(1) gives the binary a terminal on stdin.
        let run = try Spawn.run(["script", "-qec", "\(Binary.path) --count-lines", "/dev/null"],
                                environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "SWIFT_BACKTRACE": "interactive=no"])
        #expect(run.status == 64)
        #expect(run.stdout.contains("counter-tui: --count-lines: standard input is a terminal; pipe data in"))
    }
}
