import Testing
@testable import CounterEngine
import CounterTestSupport

/// The clock protocol: a manual clock moves only forward when told.
@Suite struct FrameClockTests {
    /// What an animation does with a clock: reads `now` through the protocol.
    func frame(of tween: Tween, on clock: any FrameClock) -> Double { tween.value(at: clock.now) }

    @Test func aManualClockDrivesFramesThroughTheProtocol() {
        let manual = ManualClock(now: 5)
        let clock: any FrameClock = manual
        let tween = Tween(from: 0, to: 100, start: 5, duration: 2, easing: .linear)
        #expect(frame(of: tween, on: clock) == 0)
        manual.advance(by: 1)
        #expect(frame(of: tween, on: clock) == 50)
        manual.set(7)
        #expect(frame(of: tween, on: clock) == 100)
    }

    /// A clock is one object: every holder reads the same time.
    @Test func everyHolderSeesTheSameTime() {
        let manual = ManualClock()
        let a: any FrameClock = manual
        let b: any FrameClock = manual
        manual.advance(by: 0.25)
        #expect(a.now == 0.25 && b.now == 0.25)
        #expect(a === b)
    }

    @Test func aManualClockIgnoresMovesBackOrToNowhere() {
        let clock = ManualClock(now: 10)
        for bad in [Double.infinity, -.infinity, .nan, 0, -3] {
            clock.advance(by: bad)
            clock.set(bad)
        }
        #expect(clock.now == 10)
        clock.set(12.5)
        clock.advance(by: 0.5)
        #expect(clock.now == 13)
    }
}
