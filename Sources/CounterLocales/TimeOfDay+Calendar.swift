import CounterEngine
import Foundation

extension TimeOfDay {
    /// Seconds from `now` to the next time the clock in `timeZone` shows this time: today if it
    /// is still ahead (0 if it is now), else tomorrow. Clock changes are the calendar's: a time
    /// skipped by a DST change falls on the next one that exists.
    package func seconds(from now: Date, in timeZone: TimeZone) -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var parts = calendar.dateComponents([.year, .month, .day], from: now)
        parts.hour = hour
        parts.minute = minute
        parts.second = second
        if let today = calendar.instant(parts), today >= now {
            return today.timeIntervalSince(now)
        }
        // Tomorrow: the next day of the calendar (noon of today plus a day, clear of any change).
        guard let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: now),
              let nextNoon = calendar.date(byAdding: .day, value: 1, to: noon) else { return 86_400 }
        var tomorrow = calendar.dateComponents([.year, .month, .day], from: nextNoon)
        tomorrow.hour = hour
        tomorrow.minute = minute
        tomorrow.second = second
        return calendar.instant(tomorrow).map { $0.timeIntervalSince(now) } ?? 86_400
    }
}
