import Foundation
import Testing
@testable import CounterCLI

/// A board's `defaults:` apply to the cards they fit (issue 34): `duration`, `ease` and
/// `history` were refused with exit 65 as soon as one card had `phases:`.
@Suite struct CardDefaultsTests {
    @Test func timersAndFixedCardsLeaveOutTheDefaultsThatDoNotFitThem() throws {
        let config = try DashboardFile.parse("""
            max_triggers: 4
            defaults: {duration: 3s, ease: out, history: 30, format: "#,##0"}
            counters:
              - {title: Focus, phases: "Work=25m; Break=5m"}
              - {title: Watch, stopwatch: true}
              - {title: Sales, to: 1200}
              - {title: Load, command: "echo 1"}
            """, path: "board.yaml")
        #expect(config.maxTriggers == 4)
        #expect(config.counters.map(\.title) == ["Focus", "Watch", "Sales", "Load"])
        #expect(config.counters[0].timer != nil && config.counters[0].history == nil)
        #expect(config.counters[2].duration == 3 && config.counters[2].history == nil)
        #expect(config.counters[3].history == 30)
    }

    @Test func aCardsOwnKeyAndABadDefaultAreStillRefused() {
        #expect(throws: ConfigError.self) {
            try DashboardFile.parse("counters:\n  - {title: Focus, phases: \"Work=25m\", duration: 3s}\n", path: "b.yaml")
        }
        #expect(throws: ConfigError.self) {
            try DashboardFile.parse("defaults: {ease: wobble}\ncounters:\n  - {title: Sales, to: 5}\n", path: "b.yaml")
        }
        #expect(throws: ConfigError.self) {
            try DashboardFile.parse("max_triggers: 0\ncounters:\n  - {title: Sales, to: 5}\n", path: "b.yaml")
        }
    }
}
