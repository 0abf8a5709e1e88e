import Foundation
import Testing

extension LongTerminalRuns {
    /// `--pid PID` (issue 37), through the real binary: the progress of each regular file a
    /// running process has open, as `pv -d` shows it, piped (lines of fields), on the full screen
    /// and inline; files opened later appear and closed ones go; the run ends when the process
    /// does; a process that is gone (66) or not ours to read (77) is one line.
    @Suite(.serialized) struct ProcessFilesTests {
        let detached: DetachedShell
        var directory: URL { detached.directory }

        init() throws { detached = try DetachedShell("ct-pid") }

        /// Runs `shell` (using $BIN and $DIR) detached from any terminal.
        func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

        /// The value of `key` in a line of fields (`fd=3 bytes=… percent=40 …`).
        func field(_ key: String, in line: Substring) -> String? {
            line.split(separator: " ").first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
        }

        /// `pv -qL 1M FILE > /dev/null` reading 3 MiB: a line a second for the file, its percent
        /// rising, and the run ends with pv (0), a last line saying the process ended.
        @Test func pipedLinesFollowARunningPv() throws {
            let run = try shell("head -c 3145728 /dev/urandom > $DIR/data; pv -qL 1M $DIR/data > /dev/null & P=$!; "
                + "sleep 0.3; $BIN --pid $P; echo status=$?; kill -0 $P 2>/dev/null && echo pv-still-running; echo pid=$P")
            let lines = run.stdout.split(separator: "\n")
            #expect(lines.contains("status=0"), "\(run.stdout)\n\(run.stderr)")
            #expect(!run.stdout.contains("pv-still-running"))
            let data = directory.appendingPathComponent("data").path
            let percents = lines.filter { $0.hasSuffix("file=" + data) }.compactMap { field("percent", in: $0).flatMap { Int($0) } }
            // About 3 s at 1 MiB/s: three lines or more, the percent going up, from under a half.
            #expect(percents.count >= 3, "\(run.stdout)")
            #expect(percents == percents.sorted(), "\(percents)")
            #expect((percents.first ?? 100) < 50 && (percents.last ?? 0) >= 60, "\(percents)")
            #expect(Set(percents).count >= 3, "\(percents)")
            let size = lines.first { $0.hasSuffix("file=" + data) }.flatMap { field("size", in: $0) }
            #expect(size == "3145728")
            let pid = lines.last.map { String($0.dropFirst(4)) } ?? "?"
            #expect(lines.contains { $0.hasPrefix("pid=\(pid) ended elapsed=") }, "\(run.stdout)")
            #expect(run.stderr.contains("pid \(pid) (pv) ended; followed for "), "\(run.stderr)")
        }

        /// A file opened later appears, one closed goes; without files the line says so.
        @Test func filesOpenedLaterAppearAndClosedOnesGo() throws {
            let run = try shell("echo a > $DIR/first; echo b > $DIR/second; "
                + "sh -c 'exec 3< $DIR/first; sleep 1.6; exec 4< $DIR/second; sleep 1.6; exec 3<&-; sleep 1.6; exec 4<&-; sleep 1.6' > /dev/null 2>&1 & "
                + "sleep 0.2; $BIN --pid $!; echo status=$?")
            #expect(run.stdout.hasSuffix("status=0\n"), "\(run.stdout)\n\(run.stderr)")
            // A line a file a frame, in descriptor order: two lines in a row on one file are a frame
            // with that file alone (the other not yet open, or closed).
            let names = run.stdout.split(separator: "\n").map { line in
                line.hasSuffix("/first") ? "first" : line.hasSuffix("/second") ? "second" : line.contains(" files=0") ? "none" : "other"
            }.filter { $0 != "other" }
            let pairs = zip(names, names.dropFirst()).map { "\($0)+\($1)" }
            let alone = pairs.firstIndex(of: "first+first")
            let both = pairs.firstIndex(of: "first+second")
            let secondAlone = pairs.lastIndex(of: "second+second")
            #expect(alone != nil && both != nil && secondAlone != nil, "\(run.stdout)")
            if let alone, let both, let secondAlone {
                #expect(alone < both && both < secondAlone, "\(run.stdout)")
                #expect(names[secondAlone...].contains("none"), "\(run.stdout)")
            }
        }

        /// A process that never was (beyond any pid the kernel gives) or has ended: one line, 66.
        @Test func aProcessThatIsGoneIsOneLine() throws {
            let run = try shell("$BIN --pid 2147483647; echo status=$?; sh -c 'exit 0' & P=$!; wait $P; $BIN --pid $P; echo status=$?")
            #expect(run.stdout == "status=66\nstatus=66\n", "\(run.stdout)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 2, "\(run.stderr)")
            #expect(lines.first == "counter-tui: --pid: no process 2147483647 (it has ended, or never was)")
            let bad = try shell("$BIN --pid 0; echo status=$?; $BIN --pid 12x; echo status=$?; $BIN --pid 1 --frame-at 1; echo status=$?; "
                + "$BIN --pid 1 --record $DIR/x.cast; echo status=$?; test -e $DIR/x.cast && echo made")
            #expect(bad.stdout == "status=64\nstatus=64\nstatus=64\nstatus=64\n", "\(bad.stdout) \(bad.stderr)")
            #expect(bad.stderr.contains("counter-tui: --pid: got --frame-at too; expected --pid alone"), "\(bad.stderr)")
        }

        /// A process whose descriptors are not ours to read: one line, 77. The tests run as root
        /// here, and root reads every process's descriptors: counter-tui runs as `nobody`
        /// (`setpriv --reuid=65534`) against a process of root's; as any other user, against
        /// pid 1 (root's).
        @Test func aProcessNotOursToReadIsOneLine() throws {
            let root = getuid() == 0
            let script = root
                ? "sleep 20 & P=$!; setpriv --reuid=65534 --regid=65534 --clear-groups $BIN --pid $P; echo status=$?; kill $P"
                : "P=1; $BIN --pid 1; echo status=$?"
            let run = try shell(script)
            #expect(run.stdout == "status=77\n", "\(run.stdout) \(run.stderr)")
            #expect(run.stderr.hasPrefix("counter-tui: cannot read the files of process "), "\(run.stderr)")
            #expect(run.stderr.hasSuffix(": Permission denied\n") && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        }

        /// On the full screen: the file's bar and percent rise, and the run ends with pv, the
        /// terminal given back as it was; inline: one line, ending with `ended`.
        @Test func theFullScreenAndTheInlineLineFollowPv() throws {
            let tmux = try Tmux()
            let data = tmux.directory.appendingPathComponent("data").path
            _ = try Spawn.run(["sh", "-c", "head -c 3145728 /dev/urandom > \(data)"])
            let launcher = try tmux.script("watch", "pv -qL 1M \(data) > /dev/null & sleep 0.2; \"$@\" --pid $!")
            let before = try tmux.startFullScreen("", launcher: launcher)
            func percent() throws -> Int? {
                let screen = try tmux.screen()
                guard let range = screen.range(of: #"[0-9]+ %"#, options: .regularExpression) else { return nil }
                return Int(screen[range].dropLast(2))
            }
            #expect(try tmux.wait { try percent() != nil }, "\((try? tmux.screen()) ?? "")")
            let first = try percent() ?? 100
            #expect(try tmux.wait { try (percent() ?? 0) >= first + 20 }, "\((try? tmux.screen()) ?? "")")
            let screen = try tmux.screen()
            #expect(screen.contains("(pv) · 1 open file") || screen.contains("(pv) · 2 open files"), "\(screen)")
            #expect(screen.contains("fd 3 · ") && screen.contains(" of 3.0 MiB") && screen.contains("████"), "\(screen)")
            #expect(screen.contains("/s · 0:0") && screen.contains(" left"), "\(screen)")
            #expect(try tmux.status(timeout: 15) == 0, "\(tmux.stderr())")
            let problems = try tmux.restoreProblems(stateBefore: before)
            #expect(problems.isEmpty, "\(problems)")
            #expect(tmux.stderr().contains("(pv) ended; followed for "), "\(tmux.stderr())")

            let inline = try Tmux()
            let inlineData = inline.directory.appendingPathComponent("data").path
            _ = try Spawn.run(["sh", "-c", "head -c 2097152 /dev/urandom > \(inlineData)"])
            let inlineLauncher = try inline.script("watch", "pv -qL 1M \(inlineData) > /dev/null & sleep 0.2; \"$@\" --pid $!")
            try inline.start("--inline", launcher: inlineLauncher)
            #expect(try inline.wait { try inline.screen().contains(" % · ") }, "\((try? inline.screen()) ?? "")")
            #expect(try inline.screen().contains("fd 3 data "), "\((try? inline.screen()) ?? "")")
            #expect(try inline.status(timeout: 15) == 0)
            let rows = try inline.screen().split(separator: "\n")
            #expect(rows.contains { $0.hasPrefix("fd 3 data ") && $0.hasSuffix(" · ended") }, "\(rows)")
        }

        /// A board's card `pid: PID` shows its main file's percent rising, with the bar, the rate
        /// and the time left under it; a card of a process that never was says so (`!`).
        @Test func aCardFollowsAProcess() throws {
            let tmux = try Tmux(columns: 100, rows: 14)
            let data = tmux.directory.appendingPathComponent("data").path
            _ = try Spawn.run(["sh", "-c", "head -c 4194304 /dev/urandom > \(data)"])
            let launcher = try tmux.script("watch", "pv -qL 1M \(data) > /dev/null & P=$!; sleep 0.2; "
                + "printf 'counters:\\n  - title: restore\\n    style: label\\n    pid: %s\\n  - title: gone\\n    style: label\\n    pid: 2147483647\\n' $P > \(tmux.directory.path)/board.yaml; "
                + "\"$@\" dashboard \(tmux.directory.path)/board.yaml")
            let before = try tmux.startFullScreen("", launcher: launcher)
            func percent() throws -> Double? {
                let screen = try tmux.screen()
                guard let range = screen.range(of: #"[0-9]+\.[0-9] %"#, options: .regularExpression) else { return nil }
                return Double(screen[range].dropLast(2))
            }
            #expect(try tmux.wait { try (percent() ?? 0) > 0 }, "\((try? tmux.screen()) ?? "")")
            let first = try percent() ?? 100
            #expect(try tmux.wait { try (percent() ?? 0) >= first + 20 }, "\((try? tmux.screen()) ?? "")")
            let screen = try tmux.screen()
            #expect(screen.contains("╭─ restore ") && screen.contains("████") && screen.contains(" %/s · 0:0"), "\(screen)")
            #expect(screen.contains(" left"), "\(screen)")
            #expect(screen.contains("╭─ gone ! ") && screen.contains("no process 2147483647"), "\(screen)")
            try tmux.quitExpectingRestored(before)
        }
    }
}
