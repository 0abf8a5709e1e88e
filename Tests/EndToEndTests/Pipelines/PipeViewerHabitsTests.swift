import Foundation
import Testing

/// What a pv user types, with the real binary: a summary that says why a copy was cut when the
/// reader downstream, a real process, went away. Detached from any terminal. (Sizes, a file on
/// stdin, a signal's summary and pv's options: PipeViewerHabitsProgramTests, in-process.)
@Suite(.serialized) struct PipeViewerHabitsTests {
    let detached: DetachedShell

    init() throws { detached = try DetachedShell("ct-pv-habits") }

    func shell(_ shell: String) throws -> Spawn.Output { try detached.run("cd $DIR; " + shell) }

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
}
