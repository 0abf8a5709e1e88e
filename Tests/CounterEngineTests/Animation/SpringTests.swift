import Testing
@testable import CounterEngine

/// Springs against the closed form, their settle time, overshoot and the ones refused.
@Suite struct SpringTests {
    @Test(arguments: springReferenceTable.indices)
    func matchesClosedForm(index: Int) throws {
        let row = springReferenceTable[index]
        let spring = try #require(Spring(stiffness: row.stiffness, damping: row.damping))
        for (i, expected) in row.positions.enumerated() {
            let t = Double(i) / 20
            let position = 1 + spring.state(after: t, displacement: -1, velocity: 0).displacement
            #expect(abs(position - expected) < 1e-9, "spring(\(row.stiffness),\(row.damping)) at \(t) s")
        }
    }

    @Test func defaultSpringOvershootsALittleAndSettles() {
        let spring = Spring.standard
        let peak = (0...1000).map { spring.progress(atFraction: Double($0) / 1000) }.max() ?? 0
        #expect(peak > 1.01 && peak < 1.05)
        #expect(spring.settleTime > 0.4 && spring.settleTime < 1.0)
    }

    @Test func settledMeansWithinTenthOfAPercentAndAtRest() throws {
        for (k, c) in [(170.0, 20.0), (100.0, 20.0), (100.0, 30.0), (100.0, 5.0)] {
            let spring = try #require(Spring(stiffness: k, damping: c))
            let settle = spring.settleTime
            // From the settle time on, it stays within 0.1 % and nearly still.
            for i in 0...400 {
                let t = settle + Double(i) * 0.01
                let s = spring.state(after: t, displacement: -1, velocity: 0)
                #expect(abs(s.displacement) <= 0.001 + 1e-12)
                #expect(abs(s.velocity) / spring.angularFrequency <= 0.001 + 1e-12)
            }
            // Just before it, it was not yet settled.
            let before = spring.state(after: settle - 0.002, displacement: -1, velocity: 0)
            #expect(abs(before.displacement) > 0.001 || abs(before.velocity) / spring.angularFrequency > 0.001)
        }
    }

    @Test func criticalDampingNeverOvershoots() throws {
        let spring = try #require(Spring(stiffness: 100, damping: 20))
        #expect(spring.dampingRatio == 1)
        for i in 0...2000 {
            #expect(spring.progress(atFraction: Double(i) / 2000) <= 1 + 1e-12)
        }
    }

    @Test func springsThatNeverSettleAreRefused() {
        #expect(Spring(stiffness: 1, damping: 0.01) == nil)
        #expect(Spring(stiffness: -1, damping: 1) == nil)
        #expect(Spring(stiffness: .infinity, damping: 1) == nil)
    }
}
