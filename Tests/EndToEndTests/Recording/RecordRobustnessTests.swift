import CounterSystem
import CounterTUI
import Foundation
import Testing

/// `--record` against what goes wrong: signals during a recording rendered at once, a path that
/// is not a regular file, a file that cannot be written, SIGPIPE beside a live recording, too
/// many frames. The target never holds a cut file, and the exit status says what happened.
@Suite(.serialized) struct RecordRobustnessTests {
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "interactive=no"]) { $1 }
    }

    /// A fresh directory of its own, so that a left temporary file is seen.
    func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    func files(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// A run of the binary that may never end by itself (the defects these tests catch).
    final class Running {
        let pid: pid_t
        let errPath: String

        /// Runs `arguments`, its stdout to `stdout`.
        init(_ arguments: [String], directory: String, stdout: String = "/dev/null") throws {
            errPath = "\(directory)/../\(UUID().uuidString).err"
            guard let pid = ShellCommand.spawn(arguments, environment: RecordRobustnessTests.environment.map { "\($0.key)=\($0.value)" },
                                               output: .files(stdout: stdout, stderr: errPath), ownGroup: false)
            else { throw POSIXError(.ENOENT) }
            self.pid = pid
        }

        /// The exit status (128+N for signal N), or nil when it still runs after `seconds` (it
        /// is then killed).
        func status(within seconds: Double) -> Int32? {
            let deadline = Date().addingTimeInterval(seconds)
            var status: Int32 = 0
            while Date() < deadline {
                if waitpid(pid, &status, WNOHANG) == pid { return ShellCommand.exitCode(fromWaitStatus: status) }
                usleep(10_000)
            }
            kill(pid, SIGKILL)
            _ = ShellCommand.wait(for: pid)
            return nil
        }

        var stderr: String {
            defer { unlink(errPath) }
            return (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        }
    }

    /// Ctrl-C, SIGTERM, SIGHUP (and a SIGPIPE sent by kill, which left the temporary file) end a
    /// long recording rendered at once promptly, by the signal, with neither the target nor a
    /// temporary file left.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGPIPE])
    func offlineRecordingEndsBySignal(_ sig: Int32) throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try Running([Binary.path, "--from", "0", "--to", "99999999", "--duration", "4h", "--style", "big",
                               "--size", "200x60", "--record", "\(dir)/big.cast"], directory: dir)
        // Rendering has begun: a file is being written.
        let deadline = Date().addingTimeInterval(10)
        while files(in: dir).isEmpty && Date() < deadline { usleep(10_000) }
        #expect(!files(in: dir).isEmpty)
        kill(run.pid, sig)
        #expect(run.status(within: 3) == 128 + sig)
        #expect(files(in: dir) == [], "left: \(files(in: dir))")
        _ = run.stderr
    }

    /// A FIFO, a directory: refused in one line before anything is drawn, never opened (a FIFO
    /// with no reader blocked the run for ever).
    @Test func aPathThatIsNotARegularFileIsRefused() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = "\(dir)/ff.cast"
        #expect(mkfifo(fifo, 0o644) == 0)
        try FileManager.default.createDirectory(atPath: "\(dir)/d.svg", withIntermediateDirectories: false)
        for (path, arguments) in [(fifo, ["--to", "5", "--duration", "0.2"]), (fifo, ["--stdin"]),
                                  ("\(dir)/d.svg", ["--to", "5", "--duration", "0.2"])] {
            let run = try Running([Binary.path] + arguments + ["--record", path], directory: dir)
            #expect(run.status(within: 5) == 74, "\(arguments)")
            #expect(run.stderr == "counter-tui: --record: '\(path)' is not a regular file\n")
        }
        #expect(files(in: dir) == ["d.svg", "ff.cast"])
    }

    /// A live recording whose writes fail (here past a file size limit, with SIGXFSZ ignored as
    /// a shell's `trap '' XFSZ` leaves it: the write fails with EFBIG, as a full disk fails with
    /// ENOSPC) names the failing write's reason, ends with 74 and leaves no cut file.
    @Test func aLiveRecordingThatCannotBeWrittenEndsWith74() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/full.cast"
        // `--from 0`: the first frame is a big 0, too large for the limit (without a start it
        // would be a small `—`, issue 34, and the failure would come a frame later).
        let run = try Spawn.run(["sh", "-c", "seq 1 50 | (ulimit -f 1; trap '' XFSZ; exec \"$0\" --stdin --from 0 --style big "
                                 + "--duration 0.3 --fps 30 --record \"$1\") >/dev/null", Binary.path, path],
                                environment: Self.environment)
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr == "counter-tui: --record: cannot write '\(path)': File too large\n")
        #expect(files(in: dir) == [])
    }

    /// SIGPIPE beside a live recording (the reader of stdout went, or `kill -PIPE`): the SVG is
    /// finished and reported first, then the program dies by SIGPIPE as a writer does.
    @Test func sigpipeFinishesALiveRecordingFirst() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/Q.svg"
        let piped = try Spawn.run(["bash", "-c", "seq 1 100000 | \"$0\" --count-lines --record \"$1\" | head -1 >/dev/null; "
                                   + "echo \"${PIPESTATUS[1]}\"", Binary.path, path],
                                  environment: Self.environment)
        #expect(piped.stdout == "141\n", "\(piped.stderr)")
        #expect(piped.stderr.hasPrefix("counter-tui: recorded "), "\(piped.stderr)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
        unlink(path)

        let lines = "\(dir)/lines"
        let run = try Running([Binary.path, "--command", "echo 7", "--every", "0.2", "--record", path], directory: dir, stdout: lines)
        // Recording: its first line (the command's value) is out.
        let deadline = Date().addingTimeInterval(10)
        while !((try? String(contentsOfFile: lines, encoding: .utf8)) ?? "").contains("7") && Date() < deadline { usleep(10_000) }
        kill(run.pid, SIGPIPE)
        #expect(run.status(within: 5) == 141)
        #expect(run.stderr.hasPrefix("counter-tui: recorded "))
        let killed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(killed.hasPrefix("<svg ") && killed.hasSuffix("</svg>\n"))
    }

    /// With a recording rendered at once, `--on-done` runs once the file is written (with the
    /// final value, as after a display); `--stats`, with no frames shown to time, is refused.
    @Test func onDoneRunsAfterTheRecordingAndStatsIsRefused() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/x.cast"
        let done = try Binary.run(["--to", "5", "--duration", "0.2", "--record", path, "--on-done", "echo \"done $COUNTER_VALUE\""])
        #expect(done.status == 0)
        #expect(done.stdout == "done 5\n")
        #expect(done.stderr.hasPrefix("counter-tui: recorded 13 frames"))
        let refusal = "counter-tui: --stats: got --record with fixed targets too; expected one of them "
            + "(the recording is rendered at once, no frames are shown to time)\n"
        for arguments in [["--to", "5", "--duration", "0.2"], ["dashboard", "--counter", "to=5"]] {
            let stats = try Binary.run(arguments + ["--record", "\(dir)/s.svg", "--stats"])
            #expect(stats.status == 64)
            #expect(stats.stderr == refusal)
        }
        #expect(files(in: dir) == ["x.cast"])
    }
}
