import CounterEngine
@testable import CounterLive
import Testing
@testable import CounterTUI

#if canImport(Glibc)
import Glibc
#endif

/// `SerialCommands` at the end and on failure (issue 36, round 2): a command that ends with a
/// status other than 0 is counted and told (`onFailure`), a group left alive after its leader
/// ended (`sleep 9 &`) is remembered until it ends, and `endRest` drops what waits. A fake
/// spawner: no process is started, time plays no part.
@MainActor
@Suite struct SerialCommandFailureTests {
    @MainActor final class Fake {
        var handlers: [pid_t: @MainActor (Int32) -> Void] = [:]
        var alive: Set<pid_t> = []
        var spawner: TriggerSpawner {
            TriggerSpawner(start: { _, _ in .success(0) }, onExit: { _, _ in }, isAlive: { [self] in alive.contains($0) },
                           onExitStatus: { [self] pid, handler in handlers[pid] = handler })
        }
        func end(_ pid: pid_t, status: Int32) { handlers.removeValue(forKey: pid)?(status) }
    }

    @Test func aFailingCommandIsCountedAndToldWithItsStatus() {
        let fake = Fake()
        let commands = SerialCommands(spawner: fake.spawner)
        var told: [Int32] = []
        commands.onFailure = { told.append($0) }
        commands.request { .success(1001) }
        fake.end(1001, status: 3)
        commands.request { .success(1002) }
        fake.end(1002, status: 0)
        commands.request { .success(1003) }
        // Unknown (reaped elsewhere): not a failure.
        fake.end(1003, status: -1)
        #expect(commands.failed == 1 && commands.lastFailedStatus == 3 && told == [3] && commands.started == 3)
    }

    @Test func aGroupLeftAliveIsRememberedUntilItEnds() {
        let fake = Fake()
        let commands = SerialCommands(spawner: fake.spawner)
        commands.request { .success(2001) }
        fake.alive = [2001]
        fake.end(2001, status: 0)
        #expect(commands.leftBehind == [2001] && commands.running == nil)
        // Its background process ended by itself: forgotten at the next end.
        fake.alive = []
        commands.request { .success(2002) }
        fake.end(2002, status: 0)
        #expect(commands.leftBehind.isEmpty)
    }

    @Test func endRestDropsWhatWaitsAndCountsNothingLeftWhenAllHaveEnded() {
        let fake = Fake()
        let commands = SerialCommands(spawner: fake.spawner)
        commands.request { .success(3001) }
        fake.end(3001, status: 0)
        // The group is gone (the fake says so): nothing to end, nothing counted.
        commands.endRest(after: SIGTERM)
        #expect(commands.leftBehindEnded == 0 && commands.cutShort == 0 && commands.skipped == 0)
    }
}
