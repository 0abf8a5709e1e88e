import Foundation
import Testing

extension LongTerminalRuns {
    /// `--pid PID` (issue 37), through the real binary: a process not ours to read (77, as another
    /// user), and the full screen following a real `pv` with the program's real reader thread,
    /// ended by pv's end and the terminal given back. (What is drawn at given positions, piped,
    /// inline, on a card, files coming and going, a process gone: ProcessFilesProgramTests.)
    @Suite(.serialized) struct ProcessFilesTests {
        let detached: DetachedShell

        init() throws { detached = try DetachedShell("ct-pid") }

        /// Runs `shell` (using $BIN and $DIR) detached from any terminal.
        func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

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
        /// terminal given back as it was.
        @Test func theFullScreenFollowsPvAndGivesTheTerminalBack() throws {
            let tmux = try Tmux()
            let data = tmux.directory.appendingPathComponent("data").path
            _ = try Spawn.run(["sh", "-c", "head -c 2097152 /dev/urandom > \(data)"])
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
            #expect(screen.contains("fd 3 · ") && screen.contains(" of 2.0 MiB") && screen.contains("████"), "\(screen)")
            #expect(screen.contains("/s · 0:0") && screen.contains(" left"), "\(screen)")
            #expect(try tmux.status(timeout: 15) == 0, "\(tmux.stderr())")
            let problems = try tmux.restoreProblems(stateBefore: before)
            #expect(problems.isEmpty, "\(problems)")
            #expect(tmux.stderr().contains("(pv) ended; followed for "), "\(tmux.stderr())")
        }
    }
}
