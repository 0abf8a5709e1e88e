import CounterSystem
import Foundation
import Testing

/// `ChildReaper`: each child's status (128+N for a signal) reaches its handler on SIGCHLD, at once when already ended, -1 when not ours.
@Suite @MainActor struct ChildReaperTests {
    private func start(_ script: String) throws -> pid_t {
        try #require(ShellCommand(script).start(quiet: true))
    }

    @Test func eachChildsStatusReachesItsHandler() async throws {
        let seven = try start("sleep 0.05; exit 7")
        let zero = try start("sleep 0.1")
        let killed = try start("sleep 30")
        var statuses: [pid_t: Int32] = [:]
        for pid in [seven, zero, killed] {
            ChildReaper.shared.onExit(of: pid) { statuses[pid] = $0 }
        }
        #expect(statuses.isEmpty)
        // The whole group: the shell may have forked `sleep` rather than exec'd it.
        kill(-killed, SIGKILL)
        #expect(await eventually { statuses.count == 3 })
        #expect(statuses == [seven: 7, zero: 0, killed: 128 + SIGKILL])
        // Reaped: no zombie left.
        for pid in [seven, zero, killed] {
            var status: Int32 = 0
            #expect(waitpid(pid, &status, WNOHANG) == -1 && errno == ECHILD)
        }
    }

    @Test func aSignalsStatusIs128PlusIt() async throws {
        let pid = try start("kill -TERM $$; sleep 30")
        var status: Int32?
        ChildReaper.shared.onExit(of: pid) { status = $0 }
        #expect(await eventually { status != nil })
        #expect(status == 143)
    }

    /// Already a zombie when the handler is given: it is called before `onExit` returns.
    @Test func aChildThatEndedBeforeAnyoneListenedIsReportedAtOnce() async throws {
        let pid = try start("exit 5")
        #expect(await eventually { processState(pid) == "Z" })
        var status: Int32?
        ChildReaper.shared.onExit(of: pid) { status = $0 }
        #expect(status == 5)
    }

    @Test func aProcessThatIsNotOurChildIsReportedWithMinusOne() async throws {
        let pid = try start("exit 0")
        // Reaped by someone else first.
        #expect(ShellCommand.wait(for: pid) == 0)
        var status: Int32?
        ChildReaper.shared.onExit(of: pid) { status = $0 }
        #expect(status == -1)
    }

    /// A handler runs once, however many SIGCHLD arrive after (other children ending).
    @Test func eachHandlerRunsOnce() async throws {
        let pid = try start("exit 3")
        var calls = 0
        ChildReaper.shared.onExit(of: pid) { _ in calls += 1 }
        #expect(await eventually { calls == 1 })
        for _ in 0..<3 {
            let other = try start("exit 0")
            var done = false
            ChildReaper.shared.onExit(of: other) { _ in done = true }
            #expect(await eventually { done })
        }
        #expect(calls == 1)
    }
}
