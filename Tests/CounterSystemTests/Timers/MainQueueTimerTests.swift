@testable import CounterSystem
import Foundation
import Testing

/// `MainQueueTimer`: one-shot and repeating timers on the main queue, never early, cancelled, rescheduled, and `nanoseconds` clamping.
@Suite @MainActor struct MainQueueTimerTests {
    private static let queueKey = DispatchSpecificKey<String>()

    private static var onMainQueue: Bool {
        DispatchQueue.main.setSpecific(key: queueKey, value: "main")
        return DispatchQueue.getSpecific(key: queueKey) == "main"
    }

    /// Seconds since `start` on the monotonic clock.
    private func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    @Test func aOneShotFiresOnceOnTheMainQueueNotBeforeItsDelay() async {
        let start = DispatchTime.now()
        var firedAfter: [Double] = []
        var onMain: [Bool] = []
        let timer = MainQueueTimer.start(after: 0.05) {
            firedAfter.append(self.seconds(since: start))
            onMain.append(Self.onMainQueue)
        }
        defer { timer.cancel() }
        #expect(await eventually { !firedAfter.isEmpty })
        #expect(firedAfter[0] >= 0.05)
        #expect(onMain == [true])
        await quietWindow(milliseconds: 100)
        #expect(firedAfter.count == 1)
    }

    @Test func aRepeatingTimerKeepsFiringUntilCancelledNeverEarly() async {
        let start = DispatchTime.now()
        var times: [Double] = []
        let timer = MainQueueTimer.start(after: 0.02, repeating: 0.01) { times.append(self.seconds(since: start)) }
        #expect(await eventually { times.count >= 6 })
        timer.cancel()
        let atCancel = times.count
        // The k-th call comes no earlier than its place on the grid: delay + k periods.
        for (k, time) in times.enumerated() {
            #expect(time >= 0.02 + Double(k) * 0.01 - 0.0005, "call \(k) at \(time)")
        }
        await quietWindow(milliseconds: 50)
        #expect(times.count == atCancel)
    }

    @Test func cancelledBeforeItsTimeItNeverFires() async {
        var fired = false
        let timer = MainQueueTimer.start(after: 0.02) { fired = true }
        timer.cancel()
        await quietWindow(milliseconds: 60)
        #expect(!fired)
    }

    @Test func scheduleMovesATimer() async {
        var fired = 0
        let start = DispatchTime.now()
        let timer = MainQueueTimer.start(after: 3600) { fired += 1 }
        defer { timer.cancel() }
        MainQueueTimer.schedule(timer, after: 0.01)
        #expect(await eventually { fired == 1 })
        #expect(seconds(since: start) < 60)
        // And makes it repeat.
        MainQueueTimer.schedule(timer, after: 0.005, repeating: 0.005)
        #expect(await eventually { fired >= 4 })
    }

    /// A negative or NaN delay fires at once rather than trapping; a period under a millisecond
    /// is a millisecond.
    @Test func oddDelaysAndPeriodsAreClamped() async {
        var fired: [String] = []
        let negative = MainQueueTimer.start(after: -5) { fired.append("negative") }
        let nan = MainQueueTimer.start(after: .nan) { fired.append("nan") }
        defer { negative.cancel(); nan.cancel() }
        #expect(await eventually { fired.count == 2 })

        var calls = 0
        let start = DispatchTime.now()
        let fast = MainQueueTimer.start(after: 0, repeating: 0) { calls += 1 }
        #expect(await eventually { calls >= 5 })
        try? await Task.sleep(for: .milliseconds(30))
        fast.cancel()
        let elapsed = seconds(since: start)
        // At most one call a millisecond (plus the first, at once).
        #expect(Double(calls) <= elapsed * 1000 + 2, "\(calls) calls in \(elapsed) s")
    }

    @Test func nanosecondsAreWholeAndBounded() {
        #expect(MainQueueTimer.nanoseconds(1.5) == 1_500_000_000)
        #expect(MainQueueTimer.nanoseconds(0.001) == 1_000_000)
        #expect(MainQueueTimer.nanoseconds(1e-10) == 0)
        #expect(MainQueueTimer.nanoseconds(0) == 0)
        #expect(MainQueueTimer.nanoseconds(-1) == 0)
        #expect(MainQueueTimer.nanoseconds(-.infinity) == 0)
        #expect(MainQueueTimer.nanoseconds(.nan) == 0)
        #expect((0...1_000_000_000_000_000).contains(MainQueueTimer.nanoseconds(.infinity)))
        // About 11 days at most, whatever is asked.
        #expect(MainQueueTimer.nanoseconds(1e6) == 1_000_000_000_000_000)
        #expect(MainQueueTimer.nanoseconds(1e300) == 1_000_000_000_000_000)
        #expect(MainQueueTimer.nanoseconds(.greatestFiniteMagnitude) == 1_000_000_000_000_000)
    }
}
