import CounterSystem
import Foundation
import Testing

/// `ChildGroup.end`: the whole group ends (grandchildren, the stubborn), the polite signal chosen, a stopped group continued, the child reaped.
@Suite struct ChildGroupTests {
    /// Starts `script` in a group of its own (`/bin/sh -c`), and waits until it wrote `ready`.
    private func start(_ script: String, in directory: String) throws -> pid_t {
        // No core files from SIGQUIT or SIGXCPU.
        let command = ShellCommand("ulimit -c 0; " + script, environment: ["DIR": directory])
        let pid = try #require(command.start(quiet: true))
        try #require(eventuallyBlocking { FileManager.default.fileExists(atPath: directory + "/ready") })
        return pid
    }

    @Test func theWholeGroupEndsGrandchildrenToo() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pid = try start("sleep 30 & echo $! > \"$DIR/grandchild\"; : > \"$DIR/ready\"; wait", in: directory)
        let grandchild = try #require(Int32(contents(of: directory + "/grandchild").trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(getpgid(grandchild) == pid)
        let started = Date()
        ChildGroup.end(pid, after: SIGTERM)
        #expect(Date().timeIntervalSince(started) < 2)
        // The child itself is reaped by `end`; the grandchild, reparented, by whoever adopts it.
        var status: Int32 = 0
        #expect(waitpid(pid, &status, WNOHANG) == -1 && errno == ECHILD)
        #expect(eventuallyBlocking { groupIsGone(pid) })
    }

    /// A group that ignores SIGTERM is killed after the grace period.
    @Test func aGroupIgnoringThePoliteSignalIsKilled() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pid = try start("trap '' TERM; sleep 30 & : > \"$DIR/ready\"; wait", in: directory)
        let started = Date()
        ChildGroup.end(pid, after: SIGTERM)
        let took = Date().timeIntervalSince(started)
        #expect(took >= 0.15 && took < 2, "\(took) s")
        if !eventuallyBlocking({ groupIsGone(pid) }) {
            Issue.record("group \(pid) still there: \(members(ofGroup: pid))")
            kill(-pid, SIGKILL)
        }
        var status: Int32 = 0
        _ = waitpid(pid, &status, WNOHANG)
    }

    /// The signal the group is sent first: the program's own for SIGINT, SIGTERM, SIGHUP and
    /// SIGQUIT, SIGTERM for the others.
    @Test(arguments: [(SIGINT, "INT"), (SIGTERM, "TERM"), (SIGHUP, "HUP"), (SIGQUIT, "QUIT"),
                      (SIGALRM, "TERM"), (SIGUSR1, "TERM"), (SIGXCPU, "TERM")])
    func thePoliteSignal(_ sig: Int32, _ expected: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var traps = ""
        for name in ["INT", "TERM", "HUP", "QUIT", "ALRM", "USR1", "XCPU"] {
            traps += "trap 'echo \(name) > \"$DIR/got\"; exit 0' \(name); "
        }
        let pid = try start(traps + ": > \"$DIR/ready\"; while :; do sleep 0.01; done", in: directory)
        ChildGroup.end(pid, after: sig)
        #expect(contents(of: directory + "/got") == expected + "\n")
        #expect(eventuallyBlocking { groupIsGone(pid) })
    }

    /// A stopped group is continued, so the polite signal is seen (the trap writes its file)
    /// before anything is killed.
    @Test func aStoppedGroupSeesThePoliteSignal() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Waiting in `wait`, not looping over `sleep`: dash starts commands with vfork, and a
        // shell stopped while its vfork child has not run yet shows D, not T.
        let pid = try start("trap 'echo TERM > \"$DIR/got\"; exit 0' TERM; sleep 30 & : > \"$DIR/ready\"; wait",
                            in: directory)
        kill(-pid, SIGSTOP)
        var state: Character?
        try #require(eventuallyBlocking { state = processState(pid); return state == "T" }, "state \(String(describing: state))")
        ChildGroup.end(pid, after: SIGTERM)
        #expect(contents(of: directory + "/got") == "TERM\n")
        #expect(eventuallyBlocking { groupIsGone(pid) })
    }
}
