/// A date and time of day on a zone's clock, from the seconds that clock shows since
/// 1970-01-01 00:00 (an instant plus the zone's offset): the fields a clock and its date line
/// write. Proleptic Gregorian calendar, pure arithmetic (no Foundation).
package struct CivilTime: Sendable, Equatable {
    package var year: Int
    /// 1…12.
    package var month: Int
    /// 1…31.
    package var day: Int
    package var hour: Int
    package var minute: Int
    package var second: Int
    /// 0 Sunday … 6 Saturday.
    package var weekday: Int
    /// 1…366.
    package var dayOfYear: Int

    /// The fields of local second `localSeconds` (whole seconds since 1970-01-01 00:00 local).
    package init(localSeconds: Int64) {
        let days = localSeconds >= 0 ? localSeconds / 86_400 : (localSeconds - 86_399) / 86_400
        let secondOfDay = Int(localSeconds - days * 86_400)
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
        weekday = Int(((days % 7) + 11) % 7)  // 1970-01-01 was a Thursday (4)
        // Civil from days (H. Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = Int(doy - (153 * mp + 2) / 5 + 1)
        month = Int(mp < 10 ? mp + 3 : mp - 9)
        year = Int(yoe + era * 400 + (month <= 2 ? 1 : 0))
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let before = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334][month - 1]
        dayOfYear = before + day + (leap && month > 2 ? 1 : 0)
    }
}
