import Foundation
import Testing
@testable import CounterCLI

/// `LocalTime.text`: what `E` shows of a countdown's end, with its day when it is not today.
@Suite struct LocalTimeTests {
    let utc = TimeZone(identifier: "UTC")!
    /// 2026-12-07 10:00:00 UTC, a Monday.
    let now = 1_796_637_600.0

    @Test func anEndTodayIsItsTimeOfDay() {
        #expect(LocalTime.text(now + 3_600 + 61, now: now, zone: utc) == "11:01:01")
        #expect(LocalTime.text(now + 13 * 3_600 + 59 * 60 + 59, now: now, zone: utc) == "23:59:59")
    }

    @Test func anEndWithinTheWeekNamesItsDay() {
        #expect(LocalTime.text(now + 14 * 3_600, now: now, zone: utc) == "Tue 00:00:00")
        #expect(LocalTime.text(now + 6 * 86_400, now: now, zone: utc) == "Sun 10:00:00")
    }

    /// As `date -u -d @EPOCH '+%F %T'` writes it.
    @Test func aFartherEndNamesItsDate() {
        #expect(LocalTime.text(now + 7 * 86_400, now: now, zone: utc) == "2026-12-14 10:00:00")
        #expect(LocalTime.text(now + 999_999_999, now: now, zone: utc) == "2058-08-15 11:46:39")
        #expect(LocalTime.text(.infinity, now: now, zone: utc) == "--:--:--")
    }

    /// The day is the local one: 23:30 UTC on Monday is Tuesday in Berlin.
    @Test func theDayIsTheZones() {
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        #expect(LocalTime.text(now + 13.5 * 3_600, now: now, zone: berlin) == "Tue 00:30:00")
    }
}
