/// A day of the Gregorian calendar as `--until` takes it: `2026-12-31` (ISO 8601, four-digit
/// year). Only real days parse: months 1 to 12, days up to the month's last (29 February in
/// leap years only).
package struct CalendarDate: Sendable, Equatable {
    package var year: Int
    package var month: Int
    package var day: Int

    /// Parses `YYYY-MM-DD`; nil for anything else (`2026-02-30`, `26-12-31`, `2026/12/31`).
    package init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, zip(parts, [4, 2, 2]).allSatisfy({ $0.count == $1 }),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            y >= 1, (1...12).contains(m), d >= 1, d <= CalendarDate.days(inMonth: m, year: y)
        else { return nil }
        year = y
        month = m
        day = d
    }

    /// Days in `month` (1…12) of `year` in the Gregorian calendar.
    package static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
