import CounterSystem
import Foundation
import Testing

/// `OnDoneCommand` through the binary: stragglers, signals, Ctrl-Z and fg, inherited-ignored SIGTERM, the
/// command's process group. (Its outputs and the program's own status: OnDoneProgramTests.)
@Suite struct OnDoneCommandTests {
    /// counter-tui started in a process group of its own, stdin /dev/null, output to files in
    /// a directory of its own (`DIR` in its environment, and so in the command's).
    private struct Run {
        let pid: pid_t
        let directory: String

        init(_ arguments: [String], launcher: [String] = []) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("final-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var env = ProcessInfo.processInfo.environment
            env["SWIFT_BACKTRACE"] = "interactive=no"
            env["DIR"] = directory
            env.removeValue(forKey: "TMUX")
            env.removeValue(forKey: "NO_COLOR")
            env.removeValue(forKey: "COUNTER_TUI_ANIMATIONS")
            pid = try #require(ShellCommand.spawn(launcher + [Binary.path] + arguments,
                                                  environment: env.map { "\($0.key)=\($0.value)" },
                                                  output: .files(stdout: directory + "/out", stderr: directory + "/err"),
                                                  ownGroup: true))
        }

        /// The exit status (128+N for signal N) once it ended within `timeout` seconds; else nil,
        /// and it is killed.
        func status(within timeout: Double = 10) -> Int32? {
            let deadline = Date().addingTimeInterval(timeout)
            var status: Int32 = 0
            while Date() < deadline {
                if waitpid(pid, &status, WNOHANG) == pid { return ShellCommand.exitCode(fromWaitStatus: status) }
                usleep(5_000)
            }
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            return nil
        }

        /// The group of the `--on-done` command, once it wrote its pid (`$$`, its group's id) to
        /// `$DIR/group`.
        func commandGroup(timeout: Double = 10) -> pid_t? {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                let text = (try? String(contentsOfFile: directory + "/group", encoding: .utf8)) ?? ""
                if text.hasSuffix("\n"), let pid = Int32(text.dropLast()) { return pid }
                usleep(5_000)
            }
            return nil
        }

        /// Ends what is left (after a failed expectation) and removes the files.
        func cleanUp(group: pid_t? = nil) {
            if let group { kill(-group, SIGKILL) }
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, WNOHANG)
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    private static func wait(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            usleep(5_000)
        }
        return true
    }

    /// No live process is left in `group` (a zombie awaiting its adopter does not count).
    private static func isGone(_ group: pid_t) -> Bool {
        ProcessStat.members(ofGroup: group).allSatisfy { ProcessStat($0).map { $0.state == "Z" } ?? true }
    }

    /// A background job the command left behind is killed with its group when it ends.
    @Test func stragglersGoWithTheCommand() throws {
        let run = try Run(["--to", "1", "--duration", "0",
                           "--on-done", "echo $$ > \"$DIR/group\"; sleep 30 & echo $! > \"$DIR/straggler\"; exit 0"])
        let group = run.commandGroup()
        defer { run.cleanUp(group: group) }
        #expect(run.status() == 0)
        let straggler = try #require(Int32(((try? String(contentsOfFile: run.directory + "/straggler", encoding: .utf8)) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        let commandGroup = try #require(group)
        #expect(getpgid(straggler) == commandGroup || getpgid(straggler) == -1)
        #expect(Self.wait { ProcessStat(straggler).map { $0.state == "Z" } ?? true })
        #expect(Self.wait { Self.isGone(commandGroup) })
    }

    /// A signal while the command runs ends the program at once as that signal, and the
    /// command's whole group (a grandchild too).
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalEndsBoth(_ sig: Int32) throws {
        let run = try Run(["--to", "1", "--duration", "0", "--on-done", "echo $$ > \"$DIR/group\"; sleep 30 & wait"])
        let group = run.commandGroup()
        defer { run.cleanUp(group: group) }
        let commandGroup = try #require(group)
        #expect(Self.wait { ProcessStat.members(ofGroup: commandGroup).count == 2 })
        let sent = Date()
        kill(run.pid, sig)
        #expect(run.status() == 128 + sig)
        #expect(Date().timeIntervalSince(sent) < 3)
        #expect(Self.wait { Self.isGone(commandGroup) }, "\(ProcessStat.members(ofGroup: commandGroup))")
    }

    /// Ctrl-Z while the command runs stops the command and the program; SIGCONT (`fg`)
    /// continues both.
    @Test func suspendAndContinueBoth() throws {
        let run = try Run(["--to", "1", "--duration", "0", "--on-done", "echo $$ > \"$DIR/group\"; sleep 30 & wait"])
        let group = run.commandGroup()
        defer { run.cleanUp(group: group) }
        let commandGroup = try #require(group)
        #expect(Self.wait { ProcessStat.members(ofGroup: commandGroup).count == 2 })
        func states() -> [String] {
            ([run.pid] + ProcessStat.members(ofGroup: commandGroup).sorted()).map { ProcessStat($0)?.state ?? "-" }
        }
        kill(run.pid, SIGTSTP)
        #expect(Self.wait { states() == ["T", "T", "T"] }, "\(states())")
        kill(run.pid, SIGCONT)
        #expect(Self.wait { !states().contains("T") }, "\(states())")
        kill(run.pid, SIGTERM)
        #expect(run.status() == 143)
        #expect(Self.wait { Self.isGone(commandGroup) })
    }

    /// SIGTERM ignored when the program started (`trap '' TERM` in the launching shell) stays
    /// ignored while the command runs; SIGINT still ends both.
    @Test func aSignalIgnoredAtTheStartStaysIgnored() throws {
        let run = try Run(["--to", "1", "--duration", "0", "--on-done", "echo $$ > \"$DIR/group\"; sleep 30 & wait"],
                          launcher: ["/bin/sh", "-c", "trap '' TERM; exec \"$0\" \"$@\""])
        let group = run.commandGroup()
        defer { run.cleanUp(group: group) }
        let commandGroup = try #require(group)
        kill(run.pid, SIGTERM)
        // Nothing to wait for but time: the program would end within milliseconds.
        usleep(300_000)
        var status: Int32 = 0
        #expect(waitpid(run.pid, &status, WNOHANG) == 0)
        #expect(!Self.isGone(commandGroup))
        kill(run.pid, SIGINT)
        #expect(run.status() == 130)
        #expect(Self.wait { Self.isGone(commandGroup) })
    }
}
