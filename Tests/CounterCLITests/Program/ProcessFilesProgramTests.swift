import CounterSystem
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// The rows of `screen`, blanks around each cut, blank rows left out.
private func rows(_ screen: String) -> [String] {
    screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}

/// `--pid PID` (issue 37) in-process: the progress of each regular file a running process has
/// open, as `pv -d` shows it, piped (lines of fields), on the full screen, inline and on a
/// board's card. The process is a shell holding the test's file (`FollowedShell`): the test moves
/// its position at exact times of the manual clock, and /proc is read (on the program's own
/// thread) at the instant each reading begins. Files opened later appear and closed ones go;
/// the run ends when the process does; a process that is gone is one line (66).
@MainActor
@Suite struct ProcessFilesProgramTests {
    /// A process reading 3 MiB at 1 MiB/s (512 KiB every half second): a line a second for the
    /// file, its percent rising, its size; the run ends with the process (0), a last line saying
    /// it ended, and one on stderr.
    @Test func pipedLinesFollowARunningProcess() throws {
        let folder = try ShortFolder()
        defer { folder.remove() }
        let data = folder.path + "/data"
        try makeFile(data, size: 3_145_728)
        let shell = try FollowedShell(holding: [data])
        let run = ProgramRun(["--pid", "\(shell.pid)"], piped: true) { program in
            for step in 1...5 {
                shell.seek(to: off_t(step) * 524_288)
                program.advance(by: 0.5)
            }
            shell.end()
            program.advance(by: 0.5)
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stdout == """
            fd=3 bytes=0 elapsed=0.0s percent=0 size=3145728 file=\(data)
            fd=3 bytes=524288 rate=524288/s elapsed=1.0s percent=16 left=5.0s size=3145728 file=\(data)
            fd=3 bytes=1572864 rate=786432/s elapsed=2.0s percent=50 left=2.0s size=3145728 file=\(data)
            fd=3 bytes=2621440 rate=873813/s elapsed=3.0s percent=83 left=0.6s size=3145728 file=\(data)
            fd=3 bytes=2621440 rate=873813/s elapsed=3.0s percent=83 avg=873813/s min=524288/s max=1048576/s size=3145728 file=\(data)
            pid=\(shell.pid) ended elapsed=3.0s

            """)
        #expect(run.stderrText == "pid \(shell.pid) (sh) ended; followed for 3.00 s\n")
    }

    /// A file opened later appears, one closed goes, a line a file a second in descriptor order;
    /// without files the line says so; at the end each file's last line again, then the process's.
    @Test func filesOpenedLaterAppearAndClosedOnesGo() throws {
        let folder = try ShortFolder()
        defer { folder.remove() }
        let first = folder.path + "/first", second = folder.path + "/second"
        try makeFile(first, size: 2)
        try makeFile(second, size: 2)
        let shell = try FollowedShell(holding: [first])
        let run = ProgramRun(["--pid", "\(shell.pid)"], piped: true) { program in
            program.advance(by: 1)
            shell.open(4, second)
            program.advance(by: 1)
            shell.close(3)
            program.advance(by: 1)
            shell.close(4)
            program.advance(by: 1)
            shell.end()
            program.advance(by: 0.5)
        }
        #expect(run.status == 0)
        #expect(run.stdout == """
            fd=3 bytes=0 elapsed=0.0s percent=0 size=2 file=\(first)
            fd=3 bytes=0 rate=0.0/s elapsed=1.0s percent=0 size=2 file=\(first)
            fd=3 bytes=0 rate=0.0/s elapsed=2.0s percent=0 size=2 file=\(first)
            fd=4 bytes=0 rate=0.0/s elapsed=0.5s percent=0 size=2 file=\(second)
            fd=4 bytes=0 rate=0.0/s elapsed=1.5s percent=0 size=2 file=\(second)
            pid=\(shell.pid) files=0
            fd=3 bytes=0 rate=0.0/s elapsed=2.5s percent=0 avg=0.0/s min=0.0/s max=0.0/s size=2 file=\(first)
            fd=4 bytes=0 rate=0.0/s elapsed=2.0s percent=0 avg=0.0/s min=0.0/s max=0.0/s size=2 file=\(second)
            pid=\(shell.pid) ended elapsed=4.5s

            """)
    }

    /// A process that never was (beyond any pid the kernel gives) or has ended: one line, 66,
    /// nothing drawn; a bad pid or another way to show it: 64, and no recording made.
    @Test func aProcessThatIsGoneIsOneLine() throws {
        let never = ProgramRun(["--pid", "2147483647"], piped: true)
        #expect(never.status == 66 && never.stdout.isEmpty)
        #expect(never.stderrText == "counter-tui: --pid: no process 2147483647 (it has ended, or never was)\n")
        let shell = try FollowedShell()
        shell.end()
        let ended = ProgramRun(["--pid", "\(shell.pid)"], piped: true)
        #expect(ended.status == 66 && ended.stdout.isEmpty)
        #expect(ended.stderrText == "counter-tui: --pid: no process \(shell.pid) (it has ended, or never was)\n")
        let folder = try ShortFolder()
        defer { folder.remove() }
        for arguments in [["--pid", "0"], ["--pid", "12x"], ["--pid", "1", "--frame-at", "1"], ["--pid", "1", "--record", folder.path + "/x.cast"]] {
            let bad = ProgramRun(arguments, piped: true)
            #expect(bad.status == 64 && bad.stdout.isEmpty, "\(arguments)")
            #expect(bad.stderr.split(separator: "\n").count == 1, "\(arguments): \(bad.stderrText)")
            if arguments.contains("--frame-at") {
                #expect(bad.stderr == "counter-tui: --pid: got --frame-at too; expected --pid alone (a running process is followed live)\n")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/x.cast"))
    }

    /// On the full screen: the process's heading, the file's name and size, its bar and percent
    /// rising, the rate and the time left, each half second as /proc is read; the run ends with
    /// the process, the terminal given back, a line on stderr.
    @Test func theFullScreenFollowsTheProcess() throws {
        let folder = try ShortFolder()
        defer { folder.remove() }
        let data = folder.path + "/data"
        try makeFile(data, size: 3_145_728)
        let shell = try FollowedShell(holding: [data])
        var screens: [[String]] = []
        let run = ProgramRun(["--pid", "\(shell.pid)"]) { program in
            // A quarter of a second after each reading: its frame is drawn.
            program.advance(by: 0.25)
            screens.append(rows(program.screen))
            for step in 1...3 {
                shell.seek(to: off_t(step) * 524_288)
                program.advance(by: 0.5)
                screens.append(rows(program.screen))
            }
            shell.end()
            program.advance(by: 0.5)
        }
        let heading = "pid \(shell.pid) (sh) · 1 open file"
        #expect(screens == [
            [heading, "fd 3 · \(data) · 0 B of 3.0 MiB", "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 0 %", "0 B/s · 0:00 · … left"],
            [heading, "fd 3 · \(data) · 512.0 KiB of 3.0 MiB", "████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 16 %",
             "1.0 MiB/s · 0:00 · 0:03 left"],
            [heading, "fd 3 · \(data) · 1.0 MiB of 3.0 MiB", "████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 33 %",
             "1.0 MiB/s · 0:01 · 0:03 left"],
            [heading, "fd 3 · \(data) · 1.5 MiB of 3.0 MiB", "█████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░ 50 %",
             "1.0 MiB/s · 0:01 · 0:02 left"],
        ])
        #expect(run.status == 0 && !run.endedByTest && run.terminal.ended)
        #expect(run.stderrText == "pid \(shell.pid) (sh) ended; followed for 2.00 s\n")
    }

    /// Inline: one line, the file's percent rising, ending with `ended`.
    @Test func theInlineLineFollowsTheProcess() throws {
        let folder = try ShortFolder()
        defer { folder.remove() }
        let data = folder.path + "/data"
        try makeFile(data, size: 2_097_152)
        let shell = try FollowedShell(holding: [data])
        let line = InlineLineTerminal()
        var shown: [String] = []
        let run = ProgramRun(["--pid", "\(shell.pid)", "--inline"], inline: line) { program in
            program.advance(by: 0.25)
            shown.append(line.text)
            for step in 1...2 {
                shell.seek(to: off_t(step) * 524_288)
                program.advance(by: 0.5)
                shown.append(line.text)
            }
            shell.end()
            program.advance(by: 0.5)
        }
        #expect(shown == ["fd 3 data 0 % · 0 B/s · 0:00 · … left", "fd 3 data 25 % · 1.0 MiB/s · 0:00 · 0:02 left",
                          "fd 3 data 50 % · 1.0 MiB/s · 0:01 · 0:02 left"])
        #expect(line.text == "fd 3 data 50 % · 682.7 KiB/s · 0:01 · ended\n")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// A board's card `pid: PID` shows its main file's percent rising, with the bar, the rate
    /// and the time left under it; a card of a process that never was says so (`!`).
    @Test func aCardFollowsAProcess() throws {
        let folder = try ShortFolder()
        defer { folder.remove() }
        let data = folder.path + "/data"
        try makeFile(data, size: 2_097_152)
        let shell = try FollowedShell(holding: [data])
        let board = folder.path + "/board.yaml"
        try "counters:\n  - title: restore\n    style: label\n    pid: \(shell.pid)\n  - title: gone\n    style: label\n    pid: 2147483647\n"
            .write(toFile: board, atomically: true, encoding: .utf8)
        var screens: [String] = []
        let run = ProgramRun(["dashboard", board], size: Size(columns: 100, rows: 14)) { program in
            program.advance(by: 0.25)
            screens.append(program.screen)
            for step in 1...3 {
                shell.seek(to: off_t(step) * 262_144)
                program.advance(by: 0.5)
                screens.append(program.screen)
            }
            program.type("q")
        }
        // The card's number rises toward the file's percent (12.5, 25, 37.5 % read), the bar with it.
        let percents = screens.map { screen in
            screen.range(of: #"[0-9]+(\.[0-9])? %  "#, options: .regularExpression).map { screen[$0].split(separator: " ")[0] }
        }
        #expect(percents == ["0", "4.1", "13.0", "24.1"], "\(screens)")
        #expect(screens.last == """

            ╭─ restore ─────────────────────────────────────╮ ╭─ gone ! ───────────────────────────────────────╮
            │                                               │ │                                                │
            │                                               │ │                                                │
            │                   24.1 %                      │ │                        —                       │
            │                                               │ │                                                │
            │ █████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 24 % │ │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 0 % │
            │          21.4 %/s · 0:01 · 0:03 left          │ │            0.0 %/s · 0:01 · … left             │
            │                                               │ │                                                │
            │                                               │ │                                                │
            ╰───────────────────────────────────────────────╯ ╰─ no process 2147483647 (it has ended, or nev… ─╯


            ! gone: no process 2147483647 (it has ended, or never was)
            """)
        #expect(run.status == 0 && run.terminal.ended)
    }

    /// A process that reads half of its file, closes it, then lingers before it ends: piped, the
    /// file's lines, `files=0`, then its last line again at the end, before the process's; inline,
    /// the last line is that file's last figures and `ended`, not `no open files`; on the full
    /// screen the file stays, marked `closed`, while the process lingers.
    @Test func theLastFileStaysWhenTheProcessClosesItBeforeItEnds() throws {
        let folder = try ShortFolder()
        defer { folder.remove() }
        let data = folder.path + "/data"
        try makeFile(data, size: 2_097_152)
        var lingering: [String] = []
        /// Reads 1 MiB at 512 KiB/s, waits half a second, closes the file, lingers a second.
        func follow(_ arguments: [String], piped: Bool = false, inline: InlineLineTerminal? = nil) throws -> ProgramRun {
            let shell = try FollowedShell(holding: [data])
            let script: @MainActor (ProgramRun) -> Void = { program in
                program.advance(by: 0.25)
                for step in 1...4 {
                    shell.seek(to: off_t(step) * 262_144)
                    program.advance(by: 0.5)
                }
                program.advance(by: 0.5)
                shell.close(3)
                program.advance(by: 0.5)
                lingering = rows(program.screen)
                program.advance(by: 0.5)
                shell.end()
                program.advance(by: 0.5)
            }
            let arguments = ["--pid", "\(shell.pid)"] + arguments
            return inline.map { ProgramRun(arguments, inline: $0, script: script) } ?? ProgramRun(arguments, piped: piped, script: script)
        }
        let piped = try follow([], piped: true)
        let pid = piped.stdout.split(separator: "\n").last.map { $0.dropFirst(4).prefix { $0 != " " } } ?? ""
        #expect(piped.stdout == """
            fd=3 bytes=0 elapsed=0.0s percent=0 size=2097152 file=\(data)
            fd=3 bytes=262144 rate=262144/s elapsed=1.0s percent=12 left=7.0s size=2097152 file=\(data)
            fd=3 bytes=786432 rate=393216/s elapsed=2.0s percent=37 left=3.3s size=2097152 file=\(data)
            fd=3 bytes=1048576 rate=0.0/s elapsed=3.0s percent=50 size=2097152 file=\(data)
            pid=\(pid) files=0
            fd=3 bytes=1048576 rate=349525/s elapsed=3.0s percent=50 avg=349525/s min=262144/s max=524288/s size=2097152 file=\(data)
            pid=\(pid) ended elapsed=4.0s

            """)
        let line = InlineLineTerminal()
        let inline = try follow(["--inline"], inline: line)
        #expect(inline.status == 0)
        #expect(line.text == "fd 3 data 50 % · 341.3 KiB/s · 0:03 · ended\n")
        #expect(!line.writes.joined().contains("no open files"))
        let screen = try follow([])
        #expect(screen.status == 0 && screen.terminal.ended)
        #expect(lingering.dropFirst() == ["fd 3 · \(data) · 1.0 MiB of 2.0 MiB · closed",
                                          "█████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░ 50 %", "341.3 KiB/s · 0:03"])
        #expect(lingering.first?.hasSuffix(" (sh) · no open files · 1 closed") == true, "\(lingering)")
    }

    /// A file first seen 1.2 MiB in, read at 1 MiB/s: the run's fastest second is 1 MiB, not
    /// the position already reached plus a second's bytes.
    @Test func aFileFirstSeenPartWayCountsItsSecondsFromWhereItWas() throws {
        let folder = try ShortFolder()
        defer { folder.remove() }
        let data = folder.path + "/r3"
        try makeFile(data, size: 4_194_304)
        let shell = try FollowedShell(holding: [data])
        shell.seek(to: 1_258_291)
        let run = ProgramRun(["--pid", "\(shell.pid)"], piped: true) { program in
            program.advance(by: 0.25)
            for step in 1...5 {
                shell.seek(to: 1_258_291 + off_t(step) * 524_288)
                program.advance(by: 0.5)
            }
            shell.end()
            program.advance(by: 0.5)
        }
        #expect(run.status == 0)
        // The first second counts from 1.2 MiB in: its 512 KiB; the next, 1 MiB.
        #expect(run.stdout == """
            fd=3 bytes=1258291 elapsed=0.0s percent=29 size=4194304 file=\(data)
            fd=3 bytes=1782579 rate=524288/s elapsed=1.0s percent=42 left=4.6s size=4194304 file=\(data)
            fd=3 bytes=2831155 rate=786432/s elapsed=2.0s percent=67 left=1.7s size=4194304 file=\(data)
            fd=3 bytes=3879731 rate=873813/s elapsed=3.0s percent=92 left=0.4s size=4194304 file=\(data)
            fd=3 bytes=3879731 rate=873813/s elapsed=3.0s percent=92 avg=873813/s min=524288/s max=1048576/s size=4194304 file=\(data)
            pid=\(shell.pid) ended elapsed=3.0s

            """)
    }
}
