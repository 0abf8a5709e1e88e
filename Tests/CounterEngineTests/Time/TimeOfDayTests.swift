import Foundation
import Testing
@testable import CounterEngine
import CounterLocales

/// The seconds until the next occurrence of a time of day, in a time zone, and nonsense refused.
@Suite struct TimeOfDayTests {
    let utc = TimeZone(identifier: "UTC")!

    /// 2024-03-05 14:00:00 UTC plus `seconds`.
    func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_709_647_200 + seconds) }

    @Test func laterTodayOrTomorrowOncePast() throws {
        let t = try #require(TimeOfDay("14:30"))
        #expect(t.seconds(from: at(0), in: utc) == 1800)
        #expect(t.seconds(from: at(1799.25), in: utc) == 0.75)
        #expect(t.seconds(from: at(1800), in: utc) == 0)
        // Past: tomorrow's 14:30.
        #expect(t.seconds(from: at(1801), in: utc) == 86_399)
        let sevenFiveThirty: Double = 17 * 3600 + 5 * 60 + 30
        #expect(try #require(TimeOfDay("7:05:30")).seconds(from: at(0), in: utc) == sevenFiveThirty)
        #expect(try #require(TimeOfDay("00:00")).seconds(from: at(0), in: utc) == 10 * 3600)
    }

    @Test func theClockIsTheTimeZones() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        // 14:00 UTC is 15:00 in Berlin in March (CET): 15:30 is half an hour away.
        #expect(try #require(TimeOfDay("15:30")).seconds(from: at(0), in: berlin) == 1800)
        // Over the spring change (31 March 2024, 02:00 → 03:00): 30 March 12:00 to 31 March
        // 12:00 local is 23 hours.
        let noon30 = Date(timeIntervalSince1970: 1_711_796_400)  // 2024-03-30 12:00 CET
        #expect(try #require(TimeOfDay("11:00")).seconds(from: noon30, in: berlin) == 22 * 3600)
    }

    @Test(arguments: ["25:00", "24:00", "12:60", "12:30:60", "1230", "12:3", "123:00", "-1:00", "", "2pm", "12:30:", "١٢:٣٠"])
    func nonsenseIsRefused(text: String) {
        #expect(TimeOfDay(text) == nil)
    }
}
