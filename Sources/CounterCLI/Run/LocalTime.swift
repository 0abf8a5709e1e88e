import CounterLocales
import Foundation

/// Times of day on the local clock, as `E` shows a countdown's end.
enum LocalTime {
    /// `epochSeconds` (seconds since the Unix epoch) as `HH:MM:SS` on the local clock (`zone`), to the
    /// nearest second (an `--until` end is a whole second give or take a rounding error); with
    /// its day when that is not today (`now`'s): the weekday within the week ahead (`Tue
    /// 14:30:00`), else the date (`2027-03-01 14:30:00`), so that an end days or years away is
    /// not read as today's.
    static func text(_ epochSeconds: Double, now: Double = TestWallClock.epochSeconds(),
                     zone: @autoclosure () -> TimeZone = LocalZoneVariable.zone()) -> String {
        guard epochSeconds.isFinite, abs(epochSeconds) < 1e15 else { return "--:--:--" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone()
        let end = Date(timeIntervalSince1970: epochSeconds.rounded())
        let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute, .second], from: end)
        let time = two(parts.hour ?? 0) + ":" + two(parts.minute ?? 0) + ":" + two(parts.second ?? 0)
        let today = calendar.startOfDay(for: Date(timeIntervalSince1970: now))
        let days = calendar.dateComponents([.day], from: today, to: calendar.startOfDay(for: end)).day ?? 0
        if days == 0 { return time }
        if (1...6).contains(days), let weekday = parts.weekday, (1...7).contains(weekday) {
            return weekdays[weekday - 1] + " " + time
        }
        let year = parts.year ?? 0
        let digits = "\(abs(year))"
        let paddedYear = (year < 0 ? "-" : "") + String(repeating: "0", count: max(4 - digits.count, 0)) + digits
        return paddedYear + "-" + two(parts.month ?? 0) + "-" + two(parts.day ?? 0) + " " + time
    }

    /// Weekdays as `date` writes them in the C locale, Sunday first (Foundation's `weekday` 1).
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// `n` with two digits at least.
    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
