import CounterSystem
import Foundation
import Testing

/// `ShellCommand`: environment passed as values, stdin /dev/null, clean signals, its own group, every output, exit codes (128+N), nil when nothing starts.
@Suite struct ShellCommandTests {
    /// Runs `command` with its stdout captured through a pipe; the text and the exit status.
    private func capture(_ command: ShellCommand) throws -> (text: String, status: Int32) {
        let pipe = try TestPipe()
        defer { close(pipe.reader) }
        let pid = command.start(output: .capture(pipe.writer))
        close(pipe.writer)
        let started = try #require(pid)
        let bytes = try #require(readAll(pipe.reader))
        return (String(decoding: bytes, as: UTF8.self), ShellCommand.wait(for: started))
    }

    @Test func environmentVariablesReachTheCommandAsValues() throws {
        let tricky = "a b;$(touch /tmp/never) `x` \"q\" 'r' \\n"
        let run = try capture(ShellCommand("printf '%s|%s' \"$COUNTER_X\" \"$HOME\"",
                                           environment: ["COUNTER_X": tricky, "HOME": "/elsewhere"]))
        #expect(run.status == 0)
        #expect(run.text == tricky + "|/elsewhere")
        // Replaced, not added twice; the rest of ours passed through.
        let count = try capture(ShellCommand("env | grep -c '^HOME='", environment: ["HOME": "/elsewhere"]))
        #expect(count.text == "1\n")
        let path = try capture(ShellCommand("printf %s \"$PATH\""))
        #expect(path.text == ProcessInfo.processInfo.environment["PATH"])
    }

    @Test func stdinIsDevNull() throws {
        let run = try capture(ShellCommand("readlink /proc/$$/fd/0; cat; echo end"))
        #expect(run.text == "/dev/null\nend\n")
    }

    /// The tests' threads block many signals, and one is ignored here for the while: the child
    /// has neither (SigBlk, SigIgn of a program it execs). Signals 32 and 33 are glibc's own
    /// (`sigfillset` leaves them out, user code cannot change them): whatever they are here.
    @Test func noBlockedOrIgnoredSignals() async throws {
        try await ProcessSignals.exclusively {
            let saved = SavedDisposition(SIGXFSZ)
            defer { saved.restore() }
            signal(SIGXFSZ, SIG_IGN)
            let run = try await onFreshThread { () -> Result<(text: String, status: Int32), Error> in
                var all = sigset_t()
                sigfillset(&all)
                pthread_sigmask(SIG_BLOCK, &all, nil)
                return Result { try capture(ShellCommand("exec grep -E '^Sig(Blk|Ign)' /proc/self/status")) }
            }.get()
            let lines = run.text.split(separator: "\n").map { $0.split(separator: "\t") }
            try #require(lines.count == 2 && lines.allSatisfy { $0.count == 2 }, "\(run.text)")
            #expect(lines[0][0] == "SigBlk:" && lines[1][0] == "SigIgn:")
            let blocked = try #require(UInt64(lines[0][1], radix: 16))
            let ignored = try #require(UInt64(lines[1][1], radix: 16))
            let glibcOwn: UInt64 = 1 << 31 | 1 << 32
            #expect(blocked & ~glibcOwn == 0, "\(run.text)")
            #expect(ignored & ~glibcOwn == 0, "\(run.text)")
        }
    }

    @Test func aGroupOfItsOwn() throws {
        let pid = try #require(ShellCommand("sleep 30").start(quiet: true))
        #expect(getpgid(pid) == pid)
        // The whole group: the shell may have forked `sleep` rather than exec'd it.
        kill(-pid, SIGKILL)
        #expect(ShellCommand.wait(for: pid) == 128 + SIGKILL)
        // `spawn` without `ownGroup`: ours.
        let same = try #require(ShellCommand.spawn(["sleep", "30"], environment: [], output: .discard, ownGroup: false))
        #expect(getpgid(same) == getpgrp())
        kill(same, SIGKILL)
        #expect(ShellCommand.wait(for: same) == 128 + SIGKILL)
    }

    @Test func exitCodes() {
        #expect(ShellCommand("exit 7").run() == 7)
        #expect(ShellCommand("true").run() == 0)
        #expect(ShellCommand("exit 255").run() == 255)
        #expect(ShellCommand("kill -TERM $$").run() == 143)
        #expect(ShellCommand("kill -KILL $$").run() == 137)
        #expect(ShellCommand("kill -INT $$").run() == 130)
    }

    @Test func exitCodeFromWaitStatus() {
        #expect(ShellCommand.exitCode(fromWaitStatus: 0) == 0)
        #expect(ShellCommand.exitCode(fromWaitStatus: 7 << 8) == 7)
        #expect(ShellCommand.exitCode(fromWaitStatus: 255 << 8) == 255)
        #expect(ShellCommand.exitCode(fromWaitStatus: SIGTERM) == 143)
        // Killed by SIGSEGV with a core dump (0x80).
        #expect(ShellCommand.exitCode(fromWaitStatus: SIGSEGV | 0x80) == 128 + SIGSEGV)
    }

    @Test func outputToFilesCreatedOrTruncated() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/out", err = directory + "/err"
        try String(repeating: "old contents\n", count: 10).write(toFile: out, atomically: true, encoding: .utf8)
        let pid = try #require(ShellCommand("echo to-out; echo to-err >&2").start(output: .files(stdout: out, stderr: err)))
        #expect(ShellCommand.wait(for: pid) == 0)
        #expect(contents(of: out) == "to-out\n")
        #expect(contents(of: err) == "to-err\n")
        let mode = (try? FileManager.default.attributesOfItem(atPath: err)[.posixPermissions] as? Int) ?? -1
        #expect(mode == 0o600)
    }

    /// `.capture`: stdout to the pipe, stderr to /dev/null.
    @Test func captureTakesStdoutOnly() throws {
        let run = try capture(ShellCommand("echo visible; echo hidden >&2; e=$(readlink /proc/$$/fd/2); echo \"$e\""))
        #expect(run.text == "visible\n/dev/null\n")
    }

    /// Quiet: stdout and stderr to /dev/null; otherwise ours.
    @Test func quietOrInherited() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Read in command substitutions, so that no redirection of the shell's own is seen.
        let script = "o=$(readlink /proc/$$/fd/1); e=$(readlink /proc/$$/fd/2); printf '%s\\n%s\\n' \"$o\" \"$e\" > \"$D/out\""
        let quiet = try #require(ShellCommand(script, environment: ["D": directory]).start(quiet: true))
        #expect(ShellCommand.wait(for: quiet) == 0)
        #expect(contents(of: directory + "/out") == "/dev/null\n/dev/null\n")
        let ours = try #require(ShellCommand(script, environment: ["D": directory]).start(quiet: false))
        #expect(ShellCommand.wait(for: ours) == 0)
        let out = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/1")
        let err = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/2")
        #expect(contents(of: directory + "/out") == out + "\n" + err + "\n")
    }

    @Test func nothingToStart() {
        #expect(ShellCommand.spawn([], environment: [], output: .discard, ownGroup: false) == nil)
        #expect(ShellCommand.spawn(["/nonexistent/program"], environment: [], output: .discard, ownGroup: true) == nil)
        #expect(ShellCommand.spawn(["no-such-program-anywhere"], environment: ["PATH=/usr/bin:/bin"],
                                   output: .discard, ownGroup: false) == nil)
    }

    /// `wait` on a process that is not our child: -1 at once.
    @Test func waitingForAStranger() {
        #expect(ShellCommand.wait(for: 1) == -1)
    }

    /// A command that starts with `-` is run as a command, never taken as an option of sh
    /// (`--on-done -1` used to give "/bin/sh: 0: Illegal option -1").
    @Test func aCommandStartingWithADashIsACommand() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dash-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let status = ShellCommand("-1", environment: [:]).start(output: .files(stdout: dir + "/out", stderr: dir + "/err"))
            .map { ShellCommand.wait(for: $0) }
        // sh looked for a program called "-1": not found (127), not an option it refused (2).
        #expect(status == 127)
        let err = try String(contentsOfFile: dir + "/err", encoding: .utf8)
        #expect(err.contains("-1: not found"), "\(err)")
        #expect(!err.contains("Illegal option"))
    }
}
