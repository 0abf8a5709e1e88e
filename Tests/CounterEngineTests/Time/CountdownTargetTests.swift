import Foundation
import Testing
@testable import CounterEngine
import CounterLocales

/// `--until` targets as termdown takes them: dates, date-times, ISO `T`, zones (UTC, Z,
/// offsets, IANA names); what they resolve to on a fixed clock; nonsense refused.
@Suite struct CountdownTargetTests {
    let utc = TimeZone(identifier: "UTC")!
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    func date(_ y: Int, _ m: Int, _ d: Int) -> CalendarDate? { CalendarDate("\(y)-\(m < 10 ? "0" : "")\(m)-\(d < 10 ? "0" : "")\(d)") }
    func time(_ text: String) -> TimeOfDay? { TimeOfDay(text) }

    @Test func datesTimesAndZonesParse() {
        let eve = date(2026, 12, 31)
        let cases: [(String, CountdownTarget)] = [
            ("14:30", CountdownTarget(date: nil, time: time("14:30"))),
            ("14:30:15", CountdownTarget(date: nil, time: time("14:30:15"))),
            ("14:30 UTC", CountdownTarget(date: nil, time: time("14:30"), zone: .utc)),
            ("2026-12-31", CountdownTarget(date: eve, time: nil)),
            ("2026-12-31 23:59", CountdownTarget(date: eve, time: time("23:59"))),
            ("2026-12-31 23:59:30", CountdownTarget(date: eve, time: time("23:59:30"))),
            ("2026-12-31T23:59", CountdownTarget(date: eve, time: time("23:59"))),
            ("2026-12-31 23:59 UTC", CountdownTarget(date: eve, time: time("23:59"), zone: .utc)),
            ("2026-12-31 23:59 Z", CountdownTarget(date: eve, time: time("23:59"), zone: .utc)),
            ("2026-12-31T23:59Z", CountdownTarget(date: eve, time: time("23:59"), zone: .utc)),
            ("2026-12-31 23:59 +01:00", CountdownTarget(date: eve, time: time("23:59"), zone: .offset(seconds: 3600))),
            ("2026-12-31 23:59 -0500", CountdownTarget(date: eve, time: time("23:59"), zone: .offset(seconds: -18_000))),
            ("2026-12-31T23:59:30+05:30", CountdownTarget(date: eve, time: time("23:59:30"), zone: .offset(seconds: 19_800))),
            ("2026-12-31 23:59 Europe/Berlin", CountdownTarget(date: eve, time: time("23:59"), zone: .named("Europe/Berlin"))),
            ("2026-12-31 America/New_York", CountdownTarget(date: eve, time: nil, zone: .named("America/New_York"))),
            ("  2026-12-31   23:59  ", CountdownTarget(date: eve, time: time("23:59"))),
            // A 12-hour clock (`--until '12:00 PM'` was taken for a zone named PM).
            ("12:00 PM", CountdownTarget(date: nil, time: time("12:00"))),
            ("12:00 AM", CountdownTarget(date: nil, time: time("0:00"))),
            ("2:30 pm", CountdownTarget(date: nil, time: time("14:30"))),
            ("2:30pm", CountdownTarget(date: nil, time: time("14:30"))),
            ("11:59:30 p.m.", CountdownTarget(date: nil, time: time("23:59:30"))),
            ("7:05 AM UTC", CountdownTarget(date: nil, time: time("7:05"), zone: .utc)),
            ("2026-12-31 11:59 PM Europe/Berlin", CountdownTarget(date: eve, time: time("23:59"), zone: .named("Europe/Berlin"))),
        ]
        for (text, target) in cases {
            #expect(CountdownTarget(text) == target, "\(text)")
        }
    }

    @Test(arguments: ["", "UTC", "2026-13-01", "2026-02-29", "2026-12-32", "26-12-31", "2026/12/31", "2026-12-31 25:00",
                      "2026-12-31 23:59 +15:00", "2026-12-31 23:59 +1:00", "2026-12-31 23:59 UTC Europe/Berlin",
                      "2026-12-31T23:59Z UTC", "2026-12-31 23:59 Europe/Ber;lin", "14:30 15:00", "10m", "1h 5m 30s", "2026",
                      "13:00 PM", "0:30 AM", "2:30 PM PM", "2:30Zpm", "23:59Z PM"])
    func nonsenseIsRefused(text: String) {
        #expect(CountdownTarget(text) == nil)
    }

    @Test func leapDaysAreDays() {
        #expect(CalendarDate("2028-02-29") != nil)
        #expect(CalendarDate("2000-02-29") != nil)
        #expect(CalendarDate("2100-02-29") == nil)
    }

    /// 2026-12-31 23:58:00 UTC.
    let twoMinutesToMidnight = Date(timeIntervalSince1970: 1_798_761_480)

    @Test func aTargetIsAnInstantOnItsZonesClock() throws {
        func seconds(_ text: String, local: TimeZone? = nil) throws -> Double {
            let target = try #require(CountdownTarget(text))
            let zone = try #require(target.timeZone(local: local ?? utc))
            return target.seconds(from: twoMinutesToMidnight, in: zone)
        }
        #expect(try seconds("2027-01-01") == 120)
        #expect(try seconds("2027-01-01 00:00 UTC") == 120)
        #expect(try seconds("2026-12-31 23:59:30") == 90)
        #expect(try seconds("2026-12-31T23:59Z") == 60)
        // Berlin is UTC+1 in winter: its midnight passed an hour ago.
        #expect(try seconds("2027-01-01 Europe/Berlin") == -3480)
        #expect(try seconds("2027-01-01 01:00 +01:00") == 120)
        #expect(try seconds("2027-01-01 00:00", local: berlin) == -3480)
        #expect(try seconds("2026-12-31 18:58 America/New_York") == 0)
        // A time of day alone: the next one (tomorrow once it has passed), in its zone.
        #expect(try seconds("23:59") == 60)
        #expect(try seconds("23:57") == 86_340)
        #expect(try seconds("00:59 +01:00") == 60)
        // An unknown name is no zone.
        #expect(CountdownTarget("2027-01-01 Europe/Berln")?.timeZone(local: utc) == nil)
        #expect(CountdownTarget.zoneSuggestion(for: "Europe/Berln") == "Europe/Berlin")
    }

    @Test func aTimeSkippedByDSTFallsOnTheNextThatExists() throws {
        // 29 March 2026, Berlin: 02:00 CET becomes 03:00 CEST; 02:30 does not exist.
        let before = Date(timeIntervalSince1970: 1_774_738_800)  // 2026-03-29 00:00 CET (28 23:00 UTC)
        let target = try #require(CountdownTarget("2026-03-29 02:30 Europe/Berlin"))
        #expect(target.seconds(from: before, in: berlin) == 2 * 3600)
        // Over the change, 12:00 is 11 hours after midnight.
        #expect(try #require(CountdownTarget("2026-03-29 12:00")).seconds(from: before, in: berlin) == 11 * 3600)
    }
}
