import CounterEngine
import Testing
@testable import CounterTUI

/// `LevelCrossings`: the changes of the level shown during a move, found by bisection, tell the
/// level of every frame of a one-way move exactly as the number itself does; for a move that may
/// go back (an overshooting curve) they tell nothing, and the number is looked at.
@Suite struct LevelCrossingsTests {
    /// Warn at 50, critical at 80, on a number shown as a whole number.
    static func level(_ value: Double) -> ThresholdLevel {
        let shown = value.rounded(.down)
        return shown >= 80 ? .critical : shown >= 50 ? .warn : .normal
    }

    @Test func aOneWayMoveKnowsTheLevelOfEveryFrame() {
        var crossings = LevelCrossings()
        // 10 to 95 between 2 s and 3 s.
        let value = { (t: Double) in 10 + 85 * min(max(t - 2, 0), 1) }
        crossings.move(at: 2, from: .normal, until: 3, oneWay: true) { Self.level(value($0)) }
        var known = 0
        for ms in 2000...3200 {
            let t = Double(ms) / 1000
            if let level = crossings.level(at: t) {
                #expect(level == Self.level(value(t)), "at \(t)")
                known += 1
            }
        }
        // Unknown only within 10 µs of each change: never at a millisecond here.
        #expect(known == 1201)
        // Changes at 50 (t = 2 + 40/85) and 80 (2 + 70/85); the blink starts at the last.
        let last = crossings.lastChange(atOrBefore: 3)
        #expect(last.map { abs($0 - (2 + 70.0 / 85)) < 1e-5 } == true)
        #expect(crossings.lastChange(atOrBefore: 2.4).map { _ in true } == nil)
        #expect(crossings.level(at: 1.9) == nil)
    }

    @Test func aMoveThatMayGoBackIsLookedAt() {
        var crossings = LevelCrossings()
        crossings.move(at: 0, from: .warn, until: 1, oneWay: false) { _ in .warn }
        #expect(crossings.level(at: 0.5) == nil)
    }

    @Test func aJumpChangesTheLevelAtOnceAndAnEarlierBlinkIsKept() {
        var crossings = LevelCrossings()
        crossings.move(at: 1, from: .normal, until: 1, oneWay: true) { _ in .critical }
        #expect(crossings.level(at: 1) == .critical && crossings.lastChange(atOrBefore: 1) == 1)
        // A move within the level: the blink of the jump goes on.
        crossings.move(at: 1.5, from: .critical, until: 2, oneWay: true) { _ in .critical }
        #expect(crossings.lastChange(atOrBefore: 1.6) == 1 && crossings.level(at: 1.6) == .critical)
    }
}
