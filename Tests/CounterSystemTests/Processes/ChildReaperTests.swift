import CounterSystem
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `ChildReaper`: each child's status (128+N for a signal) reaches its handler on SIGCHLD, at once when already ended, -1 when not ours.
@Suite @MainActor struct ChildReaperTests {
    private func start(_ script: String) throws -> pid_t {
        try #require(ShellCommand(script).start(quiet: true))
    }

    @Test func eachChildsStatusReachesItsHandler() async throws {
        // The first two end when the test lets them (a line on a FIFO each), not after a time
        // that a busy machine may have spent before their handlers were given.
        let gates = try Gates(2)
        defer { gates.remove() }
        let seven = try start("read go < \(gates.path(0)); exit 7")
        let zero = try start("read go < \(gates.path(1))")
        let killed = try start("sleep 30")
        var statuses: [pid_t: Int32] = [:]
        for pid in [seven, zero, killed] {
            ChildReaper.shared.onExit(of: pid) { statuses[pid] = $0 }
        }
        #expect(statuses.isEmpty)
        gates.open()
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

/// FIFOs a child reads a line from before it goes on: held open by the test (read-write, so that
/// a line written waits there for the child), a line written to each by `open()`.
private final class Gates {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gates-\(UUID().uuidString)").path
    private var descriptors: [Int32] = []

    init(_ count: Int) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for i in 0..<count {
            guard mkfifo(path(i), 0o600) == 0 else { throw POSIXError(.EIO) }
            descriptors.append(Glibc.open(path(i), O_RDWR | O_CLOEXEC))
        }
    }

    /// The FIFO of gate `i`.
    func path(_ i: Int) -> String { "\(folder)/gate\(i)" }

    /// Lets every child waiting at a gate go on.
    func open() {
        for descriptor in descriptors { _ = Glibc.write(descriptor, "\n", 1) }
    }

    /// Closes the gates and removes their folder.
    func remove() {
        for descriptor in descriptors { Glibc.close(descriptor) }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
