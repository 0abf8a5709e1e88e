import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

/// Clock cards on a board (`clock: ZONE`): read, defaults that do not fit left out, bad
/// zones and clock-only keys refused at their file:line:column.
@Suite struct ClockCardTests {
    func parse(_ text: String) throws(ConfigError) -> DashboardConfig {
        try DashboardFile.parse(text, path: "board.yaml")
    }

    @Test func aBoardOfClocks() throws {
        let config = try parse("""
            defaults:
              from: 5
              to: 100
              seconds: true
            counters:
              - title: Berlin
                clock: Europe/Berlin
                12h: true
                date: '%a %e %b'
              - title: Sales
                duration: 1s
            """)
        guard case .clock(let berlin)? = config.counters[0].timer else {
            Issue.record("the first card is not a clock: \(String(describing: config.counters[0].timer))")
            return
        }
        #expect(berlin.zone.name == "Europe/Berlin" && berlin.dial.seconds && berlin.dial.twelveHour && berlin.dateLine != nil)
        // The board's from/to are not the clock's; its seconds are not the counter's.
        #expect(config.counters[1].timer == nil && config.counters[1].to.description == "100")
    }

    @Test(arguments: [
        ("counters:\n  - clock: Europe/Berln\n", "board.yaml:2:12: clock: got 'Europe/Berln'; expected local, UTC or an IANA zone such as Europe/Berlin (did you mean Europe/Berlin?)"),
        ("counters:\n  - to: 5\n    seconds: true\n", "board.yaml:3:14: seconds: got 'true'; expected it with clock: ZONE (a clock card)"),
        ("counters:\n  - clock: UTC\n    to: 5\n", "board.yaml:3:9: to: got '5'; expected no to on a clock card (it shows the time of day)"),
        ("counters:\n  - clock: UTC\n    date: '%q'\n", "board.yaml:3:11: date: got '%q'; expected a date format of %Y %m %d %e %H %M %S %p %a %A %b %B %j %Z %z %F %T, e.g. '%a %e %b'"),
    ])
    func badClockCards(text: String, message: String) throws {
        do {
            _ = try parse(text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description == message)
            #expect(error.status == 65)
        }
    }
}
