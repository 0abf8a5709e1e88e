@testable import CounterSystem
import Foundation
import Testing

/// `ProcessGroup.othersRunning` in forked children joining a group: running members count, stopped ones and zombies do not, odd names parse.
@Suite struct ProcessGroupTests {
    /// Whether a forked child sees others running after joining `group`; nil when it could not
    /// join or did not answer.
    private func othersRunning(inGroup group: pid_t) -> Bool? {
        let code = inForkedChild {
            guard setpgid(0, group) == 0, getpgrp() == group else { return 10 }
            return ProcessGroup.othersRunning() ? 1 : 0
        }
        return code.flatMap { $0 == 10 ? nil : $0 == 1 }
    }

    @Test func aRunningMemberCountsAStoppedOneDoesNot() throws {
        let leader = waitingGroupLeader()
        try #require(leader > 0)
        defer {
            kill(leader, SIGKILL)
            _ = reap(leader)
        }
        try #require(eventuallyBlocking { processState(leader) == "S" && getpgid(leader) == leader })
        #expect(othersRunning(inGroup: leader) == true)
        kill(leader, SIGSTOP)
        try #require(eventuallyBlocking { processState(leader) == "T" })
        #expect(othersRunning(inGroup: leader) == false)
        kill(leader, SIGCONT)
        try #require(eventuallyBlocking { processState(leader) == "S" })
        #expect(othersRunning(inGroup: leader) == true)
    }

    @Test func aZombieDoesNotCount() throws {
        let leader = waitingGroupLeader()
        try #require(leader > 0)
        defer { _ = reap(leader) }
        // Killed but not reaped yet: a zombie, still in its group.
        kill(leader, SIGKILL)
        try #require(eventuallyBlocking { processState(leader) == "Z" })
        #expect(othersRunning(inGroup: leader) == false)
    }

    /// Alone in its group (as its leader), nobody else runs.
    @Test func aloneInItsGroupNobodyElseRuns() {
        let code = inForkedChild {
            guard setpgid(0, 0) == 0 else { return 10 }
            return ProcessGroup.othersRunning() ? 1 : 0
        }
        #expect(code == 0)
    }

    /// We lead the group and another member runs (`counter-tui --tee | wc -l`: the shell makes
    /// the first command of a pipeline the leader): the doc promises true.
    @Test func weLeadTheGroupAndAnotherMemberRuns() {
        let code = inForkedChild {
            guard setpgid(0, 0) == 0 else { return 10 }
            let other = fork()
            if other == 0 {
                while true { pause() }
            }
            let answer: Int32 = ProcessGroup.othersRunning() ? 1 : 0
            kill(other, SIGKILL)
            var status: Int32 = 0
            waitpid(other, &status, 0)
            return answer
        }
        #expect(code == 1)
    }

    /// A leader whose command name looks like the end of the name and a stopped state: the
    /// state is read after the last `)`.
    @Test func aCommandNameWithParenthesesAndSpaces() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let program = directory + "/a) T 1 (b"
        try #require(symlink("/bin/sleep", program) == 0)
        let leader = try #require(ShellCommand.spawn([program, "30"], environment: [], output: .discard, ownGroup: true))
        defer {
            kill(leader, SIGKILL)
            _ = reap(leader)
        }
        try #require(eventuallyBlocking { processState(leader) == "S" })
        #expect(contents(of: "/proc/\(leader)/stat").contains("(a) T 1 (b)"))
        #expect(othersRunning(inGroup: leader) == true)
    }

    /// Someone else's group member in the process we are about: the leader of our own group here
    /// is the test process, which runs.
    @Test func aMemberOfTheTestsOwnGroup() {
        let code = inForkedChild { ProcessGroup.othersRunning() ? 1 : 0 }
        // The forked child is in the test process's group, whose other members run (the test
        // process itself, at least, waits in waitpid: state S).
        #expect(code == 1)
    }
}
