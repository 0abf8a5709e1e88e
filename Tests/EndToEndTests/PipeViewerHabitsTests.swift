import Foundation
import Testing

/// What a pv user types, with the real binary: sizes as pv's (`--expect 20m` is 20 MiB with
/// `--count-bytes`), the size of a regular file on stdin, a summary that says why a copy was
/// cut (the reader went away, a signal), and one-line hints for pv's words and options.
/// Detached from any terminal.
@Suite(.serialized) struct PipeViewerHabitsTests {
    let detached: DetachedShell

    init() throws { detached = try DetachedShell("ct-pv-habits") }

    func shell(_ shell: String) throws -> Spawn.Output { try detached.run("cd $DIR; " + shell) }

    /// `--expect 20m`, `20M`, `20MiB` and `20mib` are all 20 MiB with `--count-bytes` (as pv -s):
    /// 20 MiB of input meets them exactly (no share said, `percent=100`); with `--count-lines`
    /// `20k` stays 20,000 lines. Before: `20m` refused (64), `20M` was 20,000,000 (`104 %`).
    @Test func expectTakesSizesAsPvDoesWithBytes() throws {
        let run = try shell("""
            head -c 20971520 /dev/zero > big
            for size in 20m 20M 20MiB 20mib 20971520; do cat big | $BIN --count-bytes --expect $size 2> err | tail -1; echo "$? $(cat err)"; done
            seq 1 20000 | $BIN --count-lines --expect 20k 2> err | tail -1; cat err
            """)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 12, "\(run.stdout) \(run.stderr)")
        guard lines.count == 12 else { return }
        for pair in stride(from: 0, to: 10, by: 2) {
            #expect(lines[pair].hasPrefix("bytes=20971520 ") && lines[pair].contains(" percent=100"), "\(lines[pair])")
            #expect(lines[pair + 1].hasPrefix("0 20,971,520 bytes in ") && !lines[pair + 1].contains("expected"), "\(lines[pair + 1])")
        }
        #expect(lines[10].hasPrefix("lines=20000 ") && lines[10].contains(" percent=100"), "\(lines[10])")
        #expect(lines[11].hasPrefix("20,000 lines in ") && !lines[11].contains("expected"), "\(lines[11])")
    }

    /// A regular file on stdin gives the total expected, from where it stands (a part read
    /// before is not expected), as pv takes it: the percent is there from the first line; with
    /// `--count-lines` none. Before: no percent at all.
    @Test func aFileOnStdinGivesTheTotalExpected() throws {
        let run = try shell("""
            head -c 3000000 /dev/urandom > big
            (dd bs=1000 count=1 status=none > /dev/null; $BIN --count-bytes 2> err) < big > out; echo $?
            head -1 out; tail -1 out; cat err
            [ "$($BIN --count-bytes --tee < big 2> err2 | md5sum)" = "$(md5sum < big)" ] && echo same; cat err2
            seq 1 1000 > lines; $BIN --count-lines < lines 2> /dev/null | tail -1
            """)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(run.stdout) \(run.stderr)")
        guard lines.count == 7 else { return }
        #expect(lines[0] == "0")
        #expect(lines[1] == "bytes=0 elapsed=0.0s percent=0", "\(lines[1])")
        #expect(lines[2].hasPrefix("bytes=2999000 ") && lines[2].contains(" percent=100"), "\(lines[2])")
        #expect(lines[3].hasPrefix("2,999,000 bytes in ") && !lines[3].contains("expected"), "\(lines[3])")
        #expect(lines[4] == "same" && lines[5].hasPrefix("3,000,000 bytes in ") && !lines[5].contains("expected"), "\(lines[5])")
        // Lines are not bytes: a file's size gives no count of lines.
        #expect(lines[6].hasPrefix("lines=1000 ") && !lines[6].contains("percent"), "\(lines[6])")
    }

    /// A reader downstream that goes away cuts the copy: the summary says so, not that the input
    /// ended; by SIGPIPE (141) and with SIGPIPE ignored (74, one line before the summary).
    /// Before: `the input ended at 5 % of the 20,971,520 bytes expected`.
    @Test(arguments: [("", "141"), ("trap '' PIPE; ", "74")])
    func aReaderThatGoesAwayIsSaid(trap: String, status: String) throws {
        let run = try shell("""
            \(trap)head -c 20971520 /dev/zero > big
            { $BIN --count-bytes --tee --expect-size big big 2> err; echo $? > status; } | head -c 1048576 > /dev/null
            cat status; cat err; $BIN --count-bytes --tee < big 2> err2 | head -c 1048576 > /dev/null; cat err2
            """)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == status, "\(run.stdout) \(run.stderr)")
        let summaries = lines.filter { $0.contains(" bytes in ") }
        #expect(summaries.count == 2, "\(run.stdout)")
        for summary in summaries {
            #expect(summary.contains("; the reader downstream went away at ") && summary.hasSuffix(" % of the 20,971,520 bytes expected")
                && !summary.contains("input ended"), "\(summary)")
        }
    }

    /// A signal (Ctrl-C's SIGINT, or SIGTERM) before the end of the input: the summary says the
    /// count stopped, at the share reached. Before: `; 50 % of the 40,000,000 bytes expected`
    /// (`40M` was not 40 MiB) with no word of why.
    @Test(arguments: ["INT", "TERM"])
    func aSignalStopsTheCountAndTheSummarySaysSo(signal: String) throws {
        let run = try shell("""
            head -c 20971520 /dev/zero > big
            (cat big; sleep 4) | timeout -s \(signal) 1.5 $BIN --count-bytes --tee --expect 40M > /dev/null 2> err; cat err
            """)
        #expect(run.stdout.hasPrefix("20,971,520 bytes in ") && run.stdout.hasSuffix("; stopped at 50 % of the 41,943,040 bytes expected\n"),
                "\(run.stdout) \(run.stderr)")
    }

    /// `counter-tui big` (pv's habit) names the option that counts a file; a word that is no file
    /// stays as it was. Before: `Unexpected argument 'big'` alone.
    @Test func aFileWithoutACountGetsAHint() throws {
        let run = try shell("seq 1 10 > big; $BIN big; echo $?; $BIN nope; echo $?; $BIN 'my file' 2>&1; touch 'my file'; $BIN 'my file' 2>&1")
        #expect(run.stderr == "counter-tui: Unexpected argument 'big'; to count a file's bytes: counter-tui --count-bytes big\n"
            + "counter-tui: Unexpected argument 'nope'\n", "\(run.stderr)")
        #expect(run.stdout == "64\n64\ncounter-tui: Unexpected argument 'my file'\n"
            + "counter-tui: Unexpected argument 'my file'; to count a file's bytes: counter-tui --count-bytes 'my file'\n", "\(run.stdout)")
    }

    /// pv's short options are one line naming counter-tui's own. Before: `Unknown option '-l'`.
    @Test(arguments: [("-l", "pv's -l is --count-lines here"), ("-s 20m", "pv's -s SIZE is --expect SIZE here (or --expect-size FILE)"),
                      ("-L 5M", "pv's -L RATE is --rate-limit RATE here"), ("-N in", "pv's -N NAME is --name NAME here"),
                      ("-d 1", "pv's -d PID is --pid PID here"), ("-q", "pv's -q (show nothing) has no counterpart here"),
                      ("-c", "pv's -c is --inline here (each meter keeps its own line)")])
    func pvsShortOptionsNameTheirCounterparts(option: String, hint: String) throws {
        let run = try shell("seq 1 10 | $BIN --count-bytes \(option); echo $?")
        let word = option.split(separator: " ")[0]
        #expect(run.stderr == "counter-tui: \(word): unknown option; \(hint)\n", "\(run.stderr)")
        #expect(run.stdout == "64\n")
    }

    /// Stdin a directory is one line and 74, before anything is shown: nothing on stdout.
    /// Before: `bytes=0 elapsed=0.0s` on stdout first.
    @Test(arguments: ["--count-bytes", "--count-lines --tee", "--count-bytes - big"])
    func aDirectoryOnStdinIsOneLineAndNothingElse(arguments: String) throws {
        let run = try shell("seq 1 10 > big; $BIN \(arguments) < $DIR > out; echo $?; cat out")
        #expect(run.stdout == "74\n", "\(run.stdout)")
        #expect(run.stderr == "counter-tui: cannot read standard input: Is a directory\n", "\(run.stderr)")
    }
}
