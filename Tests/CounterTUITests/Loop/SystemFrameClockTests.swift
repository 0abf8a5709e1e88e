@testable import CounterLive
import Testing
@testable import CounterTUI

/// The program's monotonic clock as a frame clock: it never goes back, and each counts from its
/// own creation.
@Suite struct SystemFrameClockTests {
    @Test func itIsMonotonic() {
        let clock = SystemFrameClock()
        var last = clock.now
        for _ in 0..<1000 {
            let now = clock.now
            #expect(now >= last)
            last = now
        }
    }

    /// Each system clock counts from its own creation, so a later one reads less.
    @Test func theSystemClockCountsFromItsCreation() {
        let first = SystemFrameClock()
        let second = SystemFrameClock()
        let b = second.now
        let a = first.now
        #expect(b >= 0 && b <= a)
        #expect(a < 60)
        // It moves: reading it again and again, time passes (no sleep, a bounded spin).
        var later = first.now
        var reads = 0
        while later <= a, reads < 10_000_000 {
            later = first.now
            reads += 1
        }
        #expect(later > a)
    }
}
