import Foundation
import Testing

/// A count's inputs as the issue 37 breaker tried them with the real binary: stdout appended to
/// the file being read (it grew by 1 GB in 2 s), a FILE that is the terminal (its keys read as
/// input), thousands of FILEs (the parser's time grew with their square), a slow reader of the
/// copy (the display showed 0 while 64 KiB had gone out), a burst after a pause (never in the
/// rate), and one line said as `1 lines`.
@Suite(.serialized) struct CountInputTests {
    let detached: DetachedShell

    init() throws { detached = try DetachedShell("ct-input") }

    func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

    /// Refused before a byte is read, with 64 and one line, as `cat` and `pv` refuse it; the
    /// file as it was. The file size is capped (`ulimit -f`) so that a copy that loops ends.
    @Test func stdoutAppendedToAnInputIsRefused() throws {
        let run = try shell("""
            cd $DIR; seq 1 1000 > self.txt; echo c > c; ulimit -f 2048
            timeout 3 $BIN --count-bytes --tee self.txt >> self.txt 2> err1; echo $?; cat err1
            timeout 3 $BIN --count-lines --tee < self.txt >> self.txt 2> err2; echo $?; cat err2
            timeout 3 $BIN --count-lines c - self.txt < /dev/null >> self.txt 2> err3; echo $?; cat err3
            wc -c < self.txt
            """)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines == ["64", "counter-tui: --count-bytes: input file is output file: 'self.txt' (stdout); it would grow without end",
                          "64", "counter-tui: --count-lines: standard input is the output file (stdout); it would grow without end",
                          "64", "counter-tui: --count-lines: input file is output file: 'self.txt' (stdout); it would grow without end",
                          "3893"], "\(run.stdout) \(run.stderr)")
    }

    /// Another file, or the same file read but written elsewhere, is no problem.
    @Test func aFileBesideTheOutputIsCopied() throws {
        let run = try shell("""
            cd $DIR; seq 1 1000 > in.txt; : > out.txt
            $BIN --count-bytes --tee in.txt >> out.txt 2> /dev/null; echo $?
            $BIN --count-bytes --tee < in.txt >> out.txt 2> /dev/null; echo $?; cat in.txt in.txt | cmp - out.txt && echo same
            """)
        #expect(run.stdout == "0\n0\nsame\n", "\(run.stdout) \(run.stderr)")
    }

    /// A terminal among the FILEs is refused with 64, as stdin is when it is the terminal; before,
    /// it read the keys (q and Esc did not end it).
    @Test func aTerminalAmongTheFilesIsRefused() throws {
        let run = try shell("""
            cd $DIR; seq 1 10 > a
            timeout 5 script -qec "$BIN --count-lines --inline a /dev/tty" /dev/null < /dev/null > out; echo $?; tr -d '\\r' < out
            """)
        #expect(run.stdout == "64\ncounter-tui: --count-lines: '/dev/tty' is a terminal; pipe data in, or name files to read\n",
                "\(run.stdout) \(run.stderr)")
    }

    /// 16,000 FILE words are parsed in a blink (before: 4,000 took 3.9 s, 8,000 12.8 s, the
    /// time in the argument parser, also for a line it refuses). The bound is generous: the
    /// words take about 0.5 s in a debug build now.
    @Test func manyFilesAreParsedInLinearTime() throws {
        let run = try shell("""
            cd $DIR; echo x > a; set -- $(yes a | head -16000)
            start=$(date +%s%N)
            timeout 20 $BIN --count-lines "$@" < /dev/null 2> err | tail -1; echo $?; tail -1 err
            timeout 20 $BIN --count-lines "$@" --bogus < /dev/null; echo $?
            timeout 20 $BIN --count-lines --name many -- "$@" -a < /dev/null 2>&1 | tail -1
            echo $(( ($(date +%s%N) - start) / 1000000 ))
            """)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(run.stdout) \(run.stderr)")
        guard lines.count == 6 else { return }
        #expect(lines[0].hasPrefix("lines=16000 ") && lines[1] == "0" && lines[2].hasPrefix("16,000 lines in "), "\(lines)")
        #expect(run.stderr.contains("counter-tui: Unknown option '--bogus'") && lines[3] == "64", "\(lines) \(run.stderr)")
        // `--` makes `-a` a file: the words after it are files too, found missing at the last.
        #expect(lines[4] == "counter-tui: -a: no such file", "\(lines)")
        #expect((Int(lines[5]) ?? 99_999) < 6_000, "\(lines[5]) ms for three runs of 16,000 words")
    }

    /// A copy's first piece into a pipe whose reader is slow shows at once (the display said 0
    /// for as long as the reader slept, the summary 65,536 bytes).
    @Test func whatASlowReaderTookShowsAtOnce() throws {
        let tmux = try Tmux()
        // stdin a regular file (the binary itself): the plain copy, 128 KiB read, 64 KiB in the pipe.
        let launcher = try tmux.script("slow", "\"$@\" < \"$1\" | sleep 4")
        try tmux.start("--count-bytes --tee --inline", launcher: launcher)
        var shown = ""
        let drawn = try tmux.wait(timeout: 3) {
            shown = try tmux.screen()
            return shown.contains("65,536 ")
        }
        #expect(drawn, "\(shown)")
        _ = try tmux.status()
    }

    /// A burst after a pause of more than 2 s counts in the rate from its return: the piped line
    /// after it had `lines=2000 rate=0.0/s`.
    @Test func aBurstAfterAPauseShowsInTheRate() throws {
        let run = try shell("(seq 1 1000; sleep 2.5; seq 1 1000; sleep 2.2) | $BIN --count-lines 2> /dev/null")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let after = try #require(lines.first { $0.hasPrefix("lines=2000 ") }, "\(run.stdout)")
        let rate = after.split(separator: " ").first { $0.hasPrefix("rate=") }.map { String($0.dropFirst(5)) } ?? ""
        #expect(!rate.isEmpty && !rate.hasPrefix("0/") && !rate.hasPrefix("0.0/"), "\(after)")
    }

    /// One line is `1 line` (and one byte `1 byte`), not `1 lines`.
    @Test func oneLineIsSingular() throws {
        let run = try shell("echo hi | $BIN --count-lines 2>&1 >/dev/null; printf x | $BIN --count-bytes 2>&1 >/dev/null")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasPrefix("1 line in ") && lines[1].hasPrefix("1 byte in "), "\(run.stdout)")
    }
}
