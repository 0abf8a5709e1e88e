import CounterEngine
@testable import CounterLive
import Testing
@testable import CounterTUI

#if canImport(Glibc)
import Glibc
#endif

/// `SerialCommands` (`--exec-cmd`, `--say`): one command at a time, only the newest waits (the
/// others counted as skipped), a command that cannot start reported. A fake spawner: no process
/// is started, time plays no part.
@MainActor
@Suite struct SerialCommandsTests {
    @MainActor final class Fake {
        var handlers: [pid_t: @MainActor () -> Void] = [:]
        var spawner: TriggerSpawner {
            TriggerSpawner(start: { _, _ in .success(0) }, onExit: { [self] pid, handler in handlers[pid] = handler },
                           isAlive: { _ in false })
        }
        func end(_ pid: pid_t) { handlers.removeValue(forKey: pid)?() }
    }

    @Test func oneRunsAtATimeAndOnlyTheNewestWaits() {
        let fake = Fake()
        let commands = SerialCommands(spawner: fake.spawner)
        var ran: [Int] = []
        for value in 1...5 {
            commands.request {
                ran.append(value)
                return .success(pid_t(1000 + value))
            }
        }
        // 1 runs; 2, 3 and 4 were each replaced by a newer change while it ran; 5 waits.
        #expect(ran == [1] && commands.running == 1001 && commands.skipped == 3)
        fake.end(1001)
        #expect(ran == [1, 5] && commands.running == 1005 && commands.started == 2)
        fake.end(1005)
        #expect(commands.running == nil)
        // A command that cannot start is counted, with why, and the next one still runs.
        commands.request { .failure(TriggerStartFailure(reason: "Resource temporarily unavailable (ulimit -u)")) }
        commands.request { .success(2000) }
        #expect(commands.failedToStart == 1 && commands.lastFailure == "Resource temporarily unavailable (ulimit -u)")
        #expect(commands.running == 2000)
    }

    @Test func theEndDropsWhatStillWaitsOnceTheBoundHasPassed() {
        let fake = Fake()
        let commands = SerialCommands(spawner: fake.spawner)
        // A pid that is no child of ours: waitpid says so at once (ECHILD), it counts as ended.
        commands.request { .success(999_999) }
        var second = false
        commands.request {
            second = true
            return .success(999_998)
        }
        commands.drain(within: 0.5)
        #expect(second && commands.running == nil && commands.skipped == 0 && commands.cutShort == 0)
    }
}
