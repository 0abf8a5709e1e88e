import CounterEngine
import Foundation

extension CountdownTarget {
    /// The zone whose clock the target is read on (`local` for none given); nil for a name no
    /// zone of the system answers to.
    package func timeZone(local: TimeZone) -> TimeZone? {
        switch zone {
        case .local: return local
        case .utc: return TimeZone(identifier: "UTC")
        case .offset(let seconds): return TimeZone(secondsFromGMT: seconds)
        case .named(let name):
            // The names `clock --tz` takes: the IANA database's, never Foundation's own forms.
            return ZoneDatabase.timeZone(named: name)
        }
    }

    /// The known zone name nearest to an unknown one (`Europe/Berln` → `Europe/Berlin`), if close.
    package static func zoneSuggestion(for name: String) -> String? {
        ZoneDatabase.suggestion(for: name)
    }

    /// Seconds from `now` to the target on `timeZone`'s clock: negative once a dated target has
    /// passed. A time of day alone is the next one (today, or tomorrow); a day alone is its
    /// midnight; a time skipped by a DST change falls on the next one that exists.
    package func seconds(from now: Date, in timeZone: TimeZone) -> Double {
        guard let date else { return time.map { $0.seconds(from: now, in: timeZone) } ?? 0 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard let noon = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)) else {
            return -1
        }
        let midnight = calendar.startOfDay(for: noon)
        guard let time else { return midnight.timeIntervalSince(now) }
        // The instant the day's clock shows the time, or the first that exists after it.
        let instant = calendar.instant(DateComponents(year: date.year, month: date.month, day: date.day, hour: time.hour,
                                                      minute: time.minute, second: time.second))
        return (instant ?? midnight).timeIntervalSince(now)
    }
}
