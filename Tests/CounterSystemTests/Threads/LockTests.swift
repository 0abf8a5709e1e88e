import CounterSystem
import Foundation
import Testing

/// `Lock`: exclusive sections, a wait that ends when its condition holds after a signal, and one
/// that gives up at its deadline on the monotonic clock.
@Suite struct LockTests {
    final class Shared: @unchecked Sendable {
        let lock = Lock()
        var value = 0
    }

    @Test func sectionsAreExclusive() async {
        let shared = Shared()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<10_000 { shared.lock.withLock { shared.value += 1 } }
                }
            }
        }
        #expect(shared.value == 40_000)
    }

    @Test func aWaitEndsWhenItsConditionHolds() {
        let shared = Shared()
        Thread.detachNewThread {
            usleep(50_000)
            shared.lock.withLock { shared.value = 7 }
            shared.lock.signal()
        }
        let started = Date()
        #expect(shared.lock.wait(seconds: 10) { shared.value == 7 })
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aWaitGivesUpAtItsDeadline() {
        let shared = Shared()
        let started = Date()
        #expect(!shared.lock.wait(seconds: 0.1) { shared.value == 1 })
        let waited = Date().timeIntervalSince(started)
        #expect(waited >= 0.09 && waited < 5)
        // A condition that holds already returns at once; nonsense deadlines do not trap.
        #expect(shared.lock.wait(seconds: .nan) { true })
        #expect(!shared.lock.wait(seconds: -1) { false })
    }
}
