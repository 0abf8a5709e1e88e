/// What a clock's face shows and when it changes: the spans of time in which the shown time
/// counts up one second a second without a jump. A span ends at local midnight, at every
/// change of the zone's offset (DST), at 1:00, 12:00 and 13:00 on a 12-hour dial (where `12`
/// follows `11` and AM turns PM) and wherever the date line changes; so each span is a plain
/// count of seconds (or minutes), and the time is asked of the zone at every instant shown.
package struct ClockDial: Sendable, Equatable {
    /// Seconds shown (`13:45:30`); else hours and minutes (`13:45`).
    package var seconds: Bool
    /// `1:45:30` with AM/PM, not `13:45:30`.
    package var twelveHour: Bool
    /// Seconds of the local clock between changes of the date line (86 400: once a day).
    package var dateGranularity: Int

    package init(seconds: Bool, twelveHour: Bool, dateGranularity: Int = 86_400) {
        self.seconds = seconds
        self.twelveHour = twelveHour
        self.dateGranularity = dateGranularity
    }

    /// A span of time over which the face counts on without a jump.
    package struct Span: Sendable, Equatable {
        /// Its first instant and the instant after its last (seconds since the epoch, whole).
        package var start: Double
        package var end: Double
        /// The local clock's seconds since 1970-01-01 00:00 at `start`.
        package var localStart: Int64
        /// The zone's offset during the span.
        package var offset: Int
        /// What the face shows at `start`, in seconds (`1:00:00` is 3600 on a 12-hour dial at 13:00).
        package var shownStart: Int
        /// Past noon (PM).
        package var afternoon: Bool
    }

    /// The span `instant` falls in, on the clock of `zone`.
    package func span(at instant: Double, zone: any ZoneRules) -> Span {
        let now = instant.isFinite ? min(max(instant, -1e15), 1e15) : 0
        let offset = zone.offset(at: now)
        let local = now + Double(offset)
        let day = 86_400.0
        let secondOfDay = local - (local / day).rounded(.down) * day
        let step = Double(dateGranularity)
        var low = (secondOfDay / step).rounded(.down) * step
        var high = min(low + step, day)
        if twelveHour {
            for cut in [3600.0, 43_200, 46_800] {
                if cut <= secondOfDay { low = max(low, cut) } else { high = min(high, cut) }
            }
        }
        var start = (now - (secondOfDay - low)).rounded()
        var end = (now + (high - secondOfDay)).rounded()
        // A change of offset since that boundary starts the span; the next one ends it.
        var checks = 0
        while checks < 8, let change = zone.nextTransition(after: start), change <= now {
            start = change.rounded()
            checks += 1
        }
        if let change = zone.nextTransition(after: now), change < end { end = max(change.rounded(), start + 1) }
        let startOfDay = Int((secondOfDay - (now - start)).rounded())
        let localStart = Int64(start) + Int64(offset)
        var shown = startOfDay
        if twelveHour {
            if startOfDay < 3600 { shown += 43_200 } else if startOfDay >= 46_800 { shown -= 43_200 }
        }
        return Span(start: start, end: end, localStart: localStart, offset: offset, shownStart: shown,
                    afternoon: startOfDay >= 43_200)
    }
}
