import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// `--count-lines`, `--count-bytes` and `--tee` in-process, their input poured on stdin at exact
/// times of the manual clock (every run starts pouring 0.1 s in, as a pipe's first bytes come
/// after the count's start): the piped lines of fields, the summary on stderr, the totals.
@MainActor
@Suite struct CountProgramTests {
    /// Piped, a count is a line of fields a second (machine-readable), and the exact total last;
    /// the summary goes to stderr: 100,000 lines, 1.2 s of nothing, 100,000 more (`--fps 30`
    /// changes nothing: a line a second).
    @Test func pipedACountIsALineOfFieldsASecond() {
        let run = ProgramRun(["--count-lines", "--fps", "30"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pourLines(through: 100_000)
            program.advance(by: 1.2)
            program.pourLines(through: 100_000)
            program.endInput()
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stdout == """
            lines=0 elapsed=0.0s
            lines=100000 rate=100000/s elapsed=1.0s
            lines=200000 rate=153846/s elapsed=1.3s avg=153846/s min=100000/s max=100000/s

            """)
        #expect(run.stderrText == "200,000 lines in 1.30 s, 153,846 lines/s avg, min 100,000 lines/s, max 100,000 lines/s\n")
    }

    /// `--expect`: an input that stops short says so in the summary, and one that comes whole
    /// does not (issue 34: at 50 % the summary said nothing); `--tee` passes the bytes on.
    @Test func theSummarySaysAnInputStoppedShortOfWhatWasExpected() {
        let short = ProgramRun(["--count-bytes", "--tee", "--expect", "1000000"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pour(count: 500_000)
            program.endInput()
        }
        #expect(short.status == 0 && !short.endedByTest)
        #expect(short.stdout.utf8.count == 500_000 && short.stdout.utf8.allSatisfy { $0 == 0 })
        #expect(short.stderrText == "500,000 bytes in 0.10 s, 5,000,000 bytes/s; the input ended at 50 % of the 1,000,000 bytes expected\n")
        let whole = ProgramRun(["--count-bytes", "--expect", "1000000"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pour(count: 1_000_000)
            program.endInput()
        }
        #expect(whole.status == 0)
        #expect(whole.stderrText == "1,000,000 bytes in 0.10 s, 10,000,000 bytes/s\n")
    }

    /// The end of the input settles on the exact total: a last line without a newline counts,
    /// no input is 0, NULs are bytes.
    @Test(arguments: [("a\nb\nc", "--count-lines", "3", "30.0/s"), ("", "--count-lines", "0", "0.0/s"), ("\n\n", "--count-lines", "2", "20.0/s"),
                      (String(repeating: "\0", count: 123_457), "--count-bytes", "123457", "1234570/s"), ("x\0y", "--count-bytes", "3", "30.0/s")])
    func endOfInputSettlesOnTheExactTotal(input: String, flag: String, total: String, rate: String) {
        let run = ProgramRun([flag, "--fps", "20"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pour(input)
            program.endInput()
        }
        #expect(run.status == 0)
        let last = run.stdout.split(separator: "\n").last ?? ""
        #expect(last == "\(flag.dropFirst(8))=\(total) rate=\(rate) elapsed=0.1s avg=\(rate)", "\(run.stdout)")
    }

    /// A flood (2,000,000 lines at once) is counted exactly on the copy's own thread; piped, it
    /// costs a line a second, not a line a frame.
    @Test func aFloodIsCountedExactly() {
        let run = ProgramRun(["--count-lines", "--fps", "30", "--stats"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pourLines(count: 2_000_000)
            program.endInput()
        }
        #expect(run.status == 0)
        #expect(run.stdout == "lines=0 elapsed=0.0s\nlines=2000000 rate=20000000/s elapsed=0.1s avg=20000000/s\n")
        #expect(run.stderrText.hasPrefix("2,000,000 lines in 0.10 s, 20,000,000 lines/s\n"), "\(run.stderrText)")
        #expect(run.stderrText.contains("\nlines counted: 2000000\n"), "\(run.stderrText)")
    }

    /// A terminal on stdin is refused (64): there is nothing to count but keys.
    @Test func aTerminalOnStdinIsRefused() {
        let run = InProcessRun(["--count-lines"], environment: InProcessRun.terminal)
        #expect(run.status == 64)
        #expect(run.stderr == "counter-tui: --count-lines: standard input is a terminal; pipe data in, e.g. seq 1 1000 | counter-tui --count-lines\n")
    }

    /// One line is `1 line` (and one byte `1 byte`), not `1 lines`.
    @Test func oneLineIsSingular() {
        let line = ProgramRun(["--count-lines"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pour("hi\n")
            program.endInput()
        }
        #expect(line.stderrText == "1 line in 0.10 s, 10.0 lines/s\n")
        let byte = ProgramRun(["--count-bytes"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pour("x")
            program.endInput()
        }
        #expect(byte.stderrText == "1 byte in 0.10 s, 10.0 bytes/s\n")
    }

    /// A burst after a pause of more than 2 s counts in the rate from its return (the piped line
    /// after it had `lines=2000 rate=0.0/s`): 1,000 lines, 2.5 s of nothing, 1,000 more, 2.2 s.
    @Test func aBurstAfterAPauseShowsInTheRate() {
        let run = ProgramRun(["--count-lines"], piped: true, stdin: true) { program in
            program.advance(by: 0.1)
            program.pourLines(through: 1000)
            program.advance(by: 2.5)
            program.pourLines(through: 1000)
            program.advance(by: 2.2)
            program.endInput()
        }
        #expect(run.stdout == """
            lines=0 elapsed=0.0s
            lines=1000 rate=1000/s elapsed=1.0s
            lines=1000 rate=0.0/s elapsed=2.0s
            lines=2000 rate=2500/s elapsed=3.0s
            lines=2000 rate=0.0/s elapsed=4.0s
            lines=2000 rate=417/s elapsed=4.8s avg=417/s min=0.0/s max=1000/s

            """)
    }

    /// `--rate-limit`: a bad rate, or one without a count, is one line and 64.
    /// A rate past the top says the range (`1P` was told "at least 1").
    @Test(arguments: [("--count-bytes --rate-limit 0", "--rate-limit: got '0'; expected bytes a second, from 1 to 1e15"),
                      ("--count-bytes --rate-limit 1P", "--rate-limit: got '1P'; expected bytes a second, from 1 to 1e15"),
                      ("--count-bytes --rate-limit 2x", "--rate-limit: got '2x'; expected bytes a second"),
                      ("--count-lines --quit-after 1s", "--quit-after: a count ends with its input (--count-lines); leave out --quit-after, or use --hold to keep the screen until a key"),
                      ("--rate-limit 1M", "--rate-limit: expected it with --count-lines or --count-bytes")])
    func aBadRateIsOneLine(arguments: String, message: String) {
        let run = withStandardInput(from: "/dev/null") {
            InProcessRun(arguments.split(separator: " ").map(String.init))
        }
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("counter-tui: \(message)") && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }
}

/// The pseudo-terminal calls the Glibc module does not export.
@_silgen_name("grantpt")
private func ptyGrant(_ master: Int32) -> Int32
@_silgen_name("unlockpt")
private func ptyUnlock(_ master: Int32) -> Int32
@_silgen_name("ptsname_r")
private func ptyName(_ master: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int) -> Int32

/// A count's inputs as the issue 37 breaker tried them, in-process: stdout appended to the file
/// being read (it grew by 1 GB in 2 s), a FILE that is a terminal (its keys read as input),
/// thousands of FILEs (the parser's time grew with their square).
@MainActor
@Suite struct CountInputProgramTests {
    /// Runs `arguments` (a run refused before any display) with stdout appending to `path` (`>>`)
    /// and stdin from `input` (else /dev/null): its status and its stderr.
    private func appending(_ arguments: [String], to path: String, stdin input: String = "/dev/null") -> (status: Int32, stderr: String) {
        withStandardInput(from: input) {
            let error = FileManager.default.temporaryDirectory.appendingPathComponent("append-\(UUID().uuidString)").path
            fflush(nil)
            let saved = (dup(1), dup(2))
            let out = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
            let err = open(error, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            dup2(out, 1)
            dup2(err, 2)
            close(out)
            close(err)
            let ending = CounterTUIMain.run(arguments, environment: InProcessRun.pipes)
            fflush(nil)
            dup2(saved.0, 1)
            dup2(saved.1, 2)
            close(saved.0)
            close(saved.1)
            defer { unlink(error) }
            let text = (try? String(contentsOfFile: error, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n").filter { $0.hasPrefix("counter-tui") }
            return (ending.exitStatus.rawValue, lines.map { $0 + "\n" }.joined())
        }
    }

    /// stdout appended to an input (`--tee self.txt >> self.txt`, `< self.txt >> self.txt`,
    /// `c - self.txt < /dev/null >> self.txt`) is refused before a byte is read, with 64 and one
    /// line, as `cat` and `pv` refuse it; the file as it was.
    @Test func stdoutAppendedToAnInputIsRefused() throws {
        let scratch = try ShortFolder()
        defer { scratch.remove() }
        let file = scratch.path + "/self.txt"
        try ((1...1000).map(String.init).joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        try "c\n".write(toFile: scratch.path + "/c", atomically: true, encoding: .utf8)
        let quoted = "'\(file)'"
        let byFile = appending(["--count-bytes", "--tee", file], to: file)
        #expect(byFile.status == 64)
        #expect(byFile.stderr == "counter-tui: --count-bytes: input file is output file: \(quoted) (stdout); it would grow without end\n")
        let byStdin = appending(["--count-lines", "--tee"], to: file, stdin: file)
        #expect(byStdin.status == 64)
        #expect(byStdin.stderr == "counter-tui: --count-lines: standard input is the output file (stdout); it would grow without end\n")
        let among = appending(["--count-lines", scratch.path + "/c", "-", file], to: file)
        #expect(among.status == 64)
        #expect(among.stderr == "counter-tui: --count-lines: input file is output file: \(quoted) (stdout); it would grow without end\n")
        #expect((try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) == 3893)
    }

    /// Another file, or the same file read but written elsewhere, is no problem: copied whole.
    @Test func aFileBesideTheOutputIsCopied() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let file = scratch.path + "/in.txt"
        let text = (1...1000).map(String.init).joined(separator: "\n") + "\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let named = ProgramRun(["--count-bytes", "--tee", file], piped: true) { program in
            program.wait { program.hasEnded }
        }
        #expect(named.status == 0 && !named.endedByTest)
        #expect(named.stdout == text)
        let fromStdin = withStandardInput(from: file) {
            ProgramRun(["--count-bytes", "--tee"], piped: true) { program in
                program.wait { program.hasEnded }
            }
        }
        #expect(fromStdin.status == 0 && !fromStdin.endedByTest)
        #expect(fromStdin.stdout == text)
    }

    /// A terminal among the FILEs (a pty's) is refused with 64, as stdin is when it is the
    /// terminal; before, it read the keys (q and Esc did not end it).
    @Test func aTerminalAmongTheFilesIsRefused() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        try "1\n2\n".write(toFile: scratch.path + "/a", atomically: true, encoding: .utf8)
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(master >= 0)
        defer { close(master) }
        try #require(ptyGrant(master) == 0 && ptyUnlock(master) == 0)
        var name = [CChar](repeating: 0, count: 128)
        try #require(ptyName(master, &name, name.count) == 0)
        let terminal = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let run = withStandardInput(from: "/dev/null") {
            InProcessRun(["--count-lines", "--inline", scratch.path + "/a", terminal])
        }
        #expect(run.status == 64)
        #expect(run.stderr == "counter-tui: --count-lines: '\(terminal)' is a terminal; pipe data in, or name files to read\n")
    }

    /// 16,000 FILE words are parsed in a blink (before: 4,000 took 3.9 s, 8,000 12.8 s, the time
    /// in the argument parser, also for a line it refuses): counted, refused for `--bogus`, and
    /// after `--` every word a file (`-a` found missing at the last); three runs well under 6 s.
    @Test func manyFilesAreParsedInLinearTime() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let file = scratch.path + "/a"
        try "x\n".write(toFile: file, atomically: true, encoding: .utf8)
        let words = [String](repeating: file, count: 16_000)
        let start = Date()
        let counted = ProgramRun(["--count-lines"] + words, piped: true) { program in
            program.wait { program.hasEnded }
        }
        #expect(counted.status == 0 && !counted.endedByTest)
        #expect(counted.stdout.split(separator: "\n").last?.hasPrefix("lines=16000 ") == true, "\(counted.stdout.suffix(200))")
        #expect(counted.stderrText.hasPrefix("16,000 lines in "), "\(counted.stderrText)")
        let bogus = withStandardInput(from: "/dev/null") { InProcessRun(["--count-lines"] + words + ["--bogus"]) }
        #expect(bogus.status == 64)
        #expect(bogus.stderr.contains("counter-tui: Unknown option '--bogus'"), "\(bogus.stderr)")
        let dashes = withStandardInput(from: "/dev/null") { InProcessRun(["--count-lines", "--name", "many", "--"] + words + ["-a"]) }
        #expect(dashes.stderr.split(separator: "\n").last == "counter-tui: -a: no such file", "\(dashes.stderr)")
        #expect(Date().timeIntervalSince(start) < 6, "three runs of 16,000 words")
    }
}

/// `counter-tui --count-bytes FILE...` (as `pv FILE...`) in-process: the files read in order
/// instead of stdin, their size the total expected; a missing file is one line and 66; without
/// a count a word is still refused.
@MainActor
@Suite struct CountFilesProgramTests {
    /// Three files in a folder: `a` (2,000,000 bytes, newlines among them), `10m` (named like a
    /// countdown's duration: `seq 1 100000`), `c` (`tail`, no newline).
    private struct Files {
        let scratch: ScriptFolder
        let a: Data, tenM: Data, c: Data
        init() throws {
            scratch = try ScriptFolder()
            var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 2_000_000)
            for index in stride(from: 99, to: bytes.count, by: 100) { bytes[index] = 10 }
            a = Data(bytes)
            tenM = Data(((1...100_000).map(String.init).joined(separator: "\n") + "\n").utf8)
            c = Data("tail".utf8)
            try a.write(to: URL(fileURLWithPath: path("a")))
            try tenM.write(to: URL(fileURLWithPath: path("10m")))
            try c.write(to: URL(fileURLWithPath: path("c")))
        }
        func path(_ name: String) -> String { scratch.path + "/" + name }
    }

    /// Runs a count of files (stdin as `stdin` says) piped, until it ends by itself.
    private func count(_ arguments: [String], stdin: Bool = false, script: @escaping @MainActor (ProgramRun) -> Void = { _ in }) -> ProgramRun {
        ProgramRun(arguments, piped: true, stdin: stdin) { program in
            script(program)
            program.wait { program.hasEnded }
        }
    }

    /// Three files (one named like a countdown's duration) copied in order, byte-exact, counted
    /// exactly, their sum the total expected: 100 % at the end, no shortfall said. Before:
    /// `Unexpected argument`.
    @Test func theFilesAreCopiedInOrderAndTheirSizeIsExpected() throws {
        let files = try Files()
        defer { files.scratch.remove() }
        let copied = count(["--count-bytes", "--tee", "--stats", files.path("a"), files.path("10m"), files.path("c")])
        #expect(copied.status == 0 && !copied.endedByTest)
        #expect(Data(copied.stdout.utf8) == files.a + files.tenM + files.c)
        let total = files.a.count + files.tenM.count + files.c.count
        #expect(copied.stderrText.contains("bytes counted: \(total)\n") && !copied.stderrText.contains("ended at"), "\(copied.stderrText)")
        let bytes = count(["--count-bytes", files.path("10m"), files.path("c"), files.path("a")])
        let last = bytes.stdout.split(separator: "\n").last ?? ""
        #expect(last.hasPrefix("bytes=\(total) ") && last.contains(" percent=100"), "\(last)")
        let lines = count(["--count-lines", files.path("a"), files.path("10m"), files.path("c")])
        let newlines = (files.a + files.tenM + files.c).filter { $0 == 10 }.count
        let lastLines = lines.stdout.split(separator: "\n").last ?? ""
        #expect(lastLines.hasPrefix("lines=\(newlines + 1) ") && !lastLines.contains("percent"), "\(lastLines)")
        // `10m` is a file's name here, never a duration.
        let missing = withStandardInput(from: "/dev/null") { InProcessRun(["--count-bytes", "10m-\(UUID().uuidString)"]) }
        #expect(missing.status == 66 && missing.stderr.hasSuffix(": no such file\n"), "\(missing.stderr)")
    }

    /// `-` is stdin, as for cat: in its place among the files; no total expected (its size is
    /// not known).
    @Test func aDashIsStdin() throws {
        let files = try Files()
        defer { files.scratch.remove() }
        let seq = (1...1000).map(String.init).joined(separator: "\n") + "\n"
        let copied = count(["--count-bytes", "--tee", "--stats", files.path("a"), "-", files.path("c")], stdin: true) { program in
            // Read by the files' feeder, not a copier of stdin: written, not poured.
            program.feed(seq)
            program.closeInput()
        }
        #expect(copied.status == 0 && !copied.endedByTest)
        #expect(Data(copied.stdout.utf8) == files.a + Data(seq.utf8) + files.c)
        let counted = count(["--count-bytes", files.path("a"), "-", files.path("c")], stdin: true) { program in
            // Read by the files' feeder, not a copier of stdin: written, not poured.
            program.feed(seq)
            program.closeInput()
        }
        let last = counted.stdout.split(separator: "\n").last ?? ""
        #expect(last.hasPrefix("bytes=2003897 ") && !last.contains("percent"), "\(counted.stdout)")
    }

    /// A file that cannot be read (missing, a directory) is one line and 66; without a count a
    /// word is refused (64).
    @Test(arguments: [("--count-bytes A nope", 66, "counter-tui: nope: no such file"),
                      ("--count-lines A .", 66, "counter-tui: .: is a directory; expected a file"),
                      ("nope", 64, "counter-tui: Unexpected argument 'nope'")])
    func aFileThatCannotBeReadIsOneLine(arguments: String, status: Int32, message: String) throws {
        let files = try Files()
        defer { files.scratch.remove() }
        let words = arguments.split(separator: " ").map { $0 == "A" ? files.path("a") : String($0) }
        let run = withStandardInput(from: "/dev/null") { InProcessRun(words) }
        #expect(run.status == status)
        #expect(run.stderr == message + "\n", "\(run.stderr)")
    }

    /// With a terminal on stdin (typed at a prompt), the files are read and the count ends at
    /// their end (a terminal on stdin is refused only when stdin is the input).
    @Test func aTerminalOnStdinIsNoProblemWithFiles() throws {
        let files = try Files()
        defer { files.scratch.remove() }
        let run = ProgramRun(["--count-bytes", files.path("a")], piped: true,
                             environment: EnvironmentChange { $0.stdinIsTerminal = true }) { program in
            program.wait { program.hasEnded }
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stderrText.hasPrefix("2,000,000 bytes in "), "\(run.stderrText)")
    }
}
