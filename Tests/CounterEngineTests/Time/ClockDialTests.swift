import CounterLocales
import Testing
@testable import CounterEngine

/// The clock's engine: local dates from local seconds, the date line's fields, and the spans of
/// a dial across midnight, noon and DST changes (a test zone, and Foundation's Europe/Berlin).
@Suite struct ClockDialTests {
    /// 2026-11-27 13:45:30 UTC.
    let friday = 1_795_787_130.0
    /// 2026-03-29 00:59:58 UTC: 01:59:58 CET, two seconds before Berlin's clocks go to 03:00.
    let spring = 1_774_745_998.0

    /// Berlin in 2026 as a test zone: CET, CEST from 29 March 01:00 UTC, CET from 25 October 01:00 UTC.
    var berlin: FixedOffsetZone {
        FixedOffsetZone(name: "Test/Berlin", seconds: 3600, abbreviation: "CET",
                        changes: [(1_774_746_000, 7200, "CEST"), (1_792_890_000, 3600, "CET")])
    }

    @Test func civilTimeOfLocalSeconds() {
        let t = CivilTime(localSeconds: Int64(friday))
        #expect((t.year, t.month, t.day, t.hour, t.minute, t.second) == (2026, 11, 27, 13, 45, 30))
        #expect(t.weekday == 5 && t.dayOfYear == 331)
        let epoch = CivilTime(localSeconds: 0)
        #expect((epoch.year, epoch.month, epoch.day, epoch.weekday) == (1970, 1, 1, 4))
        let before = CivilTime(localSeconds: -1)
        #expect((before.year, before.month, before.day, before.hour, before.weekday) == (1969, 12, 31, 23, 3))
        let leap = CivilTime(localSeconds: 951_782_400)  // 2000-02-29
        #expect((leap.month, leap.day, leap.dayOfYear) == (2, 29, 60))
    }

    @Test func theDateLineWritesEveryField() throws {
        let format = try ClockDateFormat.parse("%Y %y %m %d %e %H %I %M %S %p %a %A %b %B %j %Z %z %F %T %%").get()
        let line = format.render(CivilTime(localSeconds: Int64(friday) - 5 * 3600), abbreviation: "EST", offset: -18_000)
        #expect(line == "2026 26 11 27 27 08 08 45 30 AM Fri Friday Nov November 331 EST -0500 2026-11-27 08:45:30 %")
        #expect(try ClockDateFormat.parse(ClockDateFormat.isoDate).get().render(CivilTime(localSeconds: 0), abbreviation: "UTC", offset: 0)
                == "1970-01-01")
        #expect(ClockDateFormat.parse("%q") == .failure(.init(text: "%q")))
        #expect(ClockDateFormat.parse("50%") == .failure(.init(text: "%")))
        #expect(try ClockDateFormat.parse("%F").get().granularity == 86_400)
        #expect(try ClockDateFormat.parse("%H:%M").get().granularity == 60)
        #expect(try ClockDateFormat.parse("%T").get().granularity == 1)
    }

    /// Years as date(1) writes them (glibc's strftime): `%Y` at least four digits, `%F`'s year
    /// with a `+` past 9999 (`date -u -d 0999-03-04 '+%Y|%F'`, …).
    @Test(arguments: [
        (Int64(-30_636_403_200), "0999|0999-03-04"), (-59_037_638_400, "0099|0099-03-04"),
        (-61_877_779_200, "0009|0009-03-04"), (327_408_739_200, "12345|+12345-03-04"), (1_772_582_400, "2026|2026-03-04"),
    ])
    func yearsAreWrittenAsDateWritesThem(localSeconds: Int64, expected: String) throws {
        let format = try ClockDateFormat.parse("%Y|%F").get()
        #expect(format.render(CivilTime(localSeconds: localSeconds), abbreviation: "UTC", offset: 0) == expected)
    }

    @Test func aSecondsDialChangesOnceASecondInUTC() {
        let dial = ClockDial(seconds: true, twelveHour: false, dateGranularity: 1)
        let span = dial.span(at: friday + 0.4, zone: FixedOffsetZone.utc)
        #expect(span.start == friday && span.end == friday + 1 && span.shownStart == 13 * 3600 + 45 * 60 + 30)
        // Midnight is AM; the second before it PM.
        let midnight = friday - (13 * 3600 + 45 * 60 + 30)
        #expect(!dial.span(at: midnight, zone: FixedOffsetZone.utc).afternoon)
        #expect(dial.span(at: midnight - 1, zone: FixedOffsetZone.utc).afternoon)
    }

    @Test func aLongSpanEndsAtMidnightAndAtNoonAndOneOnTwelveHours() {
        let day = ClockDial(seconds: true, twelveHour: false)
        let span = day.span(at: friday, zone: FixedOffsetZone.utc)
        #expect(span.start == friday - (13 * 3600 + 45 * 60 + 30) && span.end == span.start + 86_400)
        let twelve = ClockDial(seconds: true, twelveHour: true)
        let afternoon = twelve.span(at: friday, zone: FixedOffsetZone.utc)
        // 13:00 to midnight shows 1:00:00 to 11:59:59 PM.
        #expect(afternoon.shownStart == 3600 && afternoon.afternoon && afternoon.end == span.start + 86_400)
        let midnightHour = twelve.span(at: span.start + 10, zone: FixedOffsetZone.utc)
        #expect(midnightHour.shownStart == 12 * 3600 && !midnightHour.afternoon && midnightHour.end == span.start + 3600)
        let noonHour = twelve.span(at: span.start + 12 * 3600 + 10, zone: FixedOffsetZone.utc)
        #expect(noonHour.shownStart == 12 * 3600 && noonHour.afternoon && noonHour.end == span.start + 13 * 3600)
    }

    @Test func aDSTChangeEndsTheSpanAndTheNextShowsTheNewTime() throws {
        let dial = ClockDial(seconds: true, twelveHour: false)
        for zone in [berlin as any ZoneRules, try FoundationZone.named("Europe/Berlin").get()] {
            let before = dial.span(at: spring, zone: zone)
            #expect(before.end == spring + 2, "\(zone.name)")
            #expect(before.shownStart + Int(spring - before.start) == 1 * 3600 + 59 * 60 + 58, "\(zone.name)")
            let after = dial.span(at: spring + 2, zone: zone)
            #expect(after.start == spring + 2 && after.shownStart == 3 * 3600 && after.offset == 7200, "\(zone.name)")
            // Autumn: 02:59:59 CEST, then 02:00:00 CET.
            let autumn = 1_792_889_999.0
            let late = dial.span(at: autumn, zone: zone)
            #expect(late.shownStart + Int(autumn - late.start) == 2 * 3600 + 59 * 60 + 59 && late.end == autumn + 1, "\(zone.name)")
            let back = dial.span(at: autumn + 1.5, zone: zone)
            #expect(back.start == autumn + 1 && back.shownStart == 2 * 3600 && back.offset == 3600, "\(zone.name)")
        }
    }
}

