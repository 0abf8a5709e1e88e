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
        if let today = calendar.date(from: parts), today >= now {
            return today.timeIntervalSince(now)
        }
        let next = calendar.nextDate(after: now, matching: DateComponents(hour: hour, minute: minute, second: second),
                                     matchingPolicy: .nextTime)
        return next.map { $0.timeIntervalSince(now) } ?? 86_400
    }
}
