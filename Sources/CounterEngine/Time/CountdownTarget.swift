/// What `--until` (and the shorthand) counts down to, as typed: a time of day (`14:30`, on a
/// 12-hour clock `2:30 PM`, `2:30pm`), a day
/// (`2026-12-31`, its midnight) or both (`2026-12-31 23:59`, `2026-12-31T23:59:30`), each
/// optionally followed by a zone (`UTC`, `Z`, `+01:00`, `-0500`, `Europe/Berlin`; glued to an
/// ISO time too: `23:59Z`, `23:59+01:00`). Pure parsing; the instant it names is worked out in
/// CounterLocales (`seconds(from:in:)`), where the calendars and zones are.
package struct CountdownTarget: Sendable, Equatable {
    /// The day; nil: a time of day alone, today or tomorrow once it has passed.
    package var date: CalendarDate?
    /// The time of day; nil: the day's midnight.
    package var time: TimeOfDay?
    package var zone: TargetZone

    package init(date: CalendarDate?, time: TimeOfDay?, zone: TargetZone = .local) {
        self.date = date
        self.time = time
        self.zone = zone
    }

    /// Parses a target as described above; nil for anything else.
    package init?(_ text: String) {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        // ISO 8601's `2026-12-31T23:59`: the day and the time as two words.
        if let first = words.first, first.count > 11, let t = first.firstIndex(where: { $0 == "T" || $0 == "t" }),
            CalendarDate(first[..<t]) != nil {
            words.replaceSubrange(0...0, with: [String(first[..<t]), String(first[first.index(after: t)...])])
        }
        guard !words.isEmpty, words.count <= 4 else { return nil }
        date = CalendarDate(words[0])
        if date != nil { words.removeFirst() }
        time = nil
        zone = .local
        if let word = words.first, word.contains(":") {
            guard var (time, glued) = CountdownTarget.time(word) else { return nil }
            words.removeFirst()
            // `2:30 PM`: the 12-hour clock's mark as a word of its own.
            if glued == nil, let mark = words.first, let twelve = CountdownTarget.twelveHour(time, mark[...]) {
                time = twelve
                words.removeFirst()
            } else if glued == nil, CountdownTarget.isTwelveHourMark(words.first ?? "") {
                return nil
            }
            self.time = time
            zone = glued ?? .local
            // A zone glued to the time is the only one.
            if glued != nil && !words.isEmpty { return nil }
        }
        guard date != nil || time != nil, words.count <= 1 else { return nil }
        if let word = words.first {
            // A 12-hour mark is no zone (`23:59Z PM`, `2:30 PM PM`).
            guard !CountdownTarget.isTwelveHourMark(word), let zone = TargetZone(word) else { return nil }
            self.zone = zone
        }
    }

    /// A time word and the zone glued to its end, if any (`23:59Z`, `23:59:30+01:00`); a
    /// 12-hour mark glued to it is read too (`2:30pm`).
    private static func time(_ word: String) -> (TimeOfDay, TargetZone?)? {
        if let time = TimeOfDay(word) { return (time, nil) }
        let lower = word.lowercased()
        for mark in ["am", "pm", "a.m.", "p.m."] where lower.hasSuffix(mark) {
            guard let time = TimeOfDay(String(word.dropLast(mark.count))) else { return nil }
            return twelveHour(time, Substring(mark)).map { ($0, nil) }
        }
        if word.last == "Z" || word.last == "z", let time = TimeOfDay(String(word.dropLast())) { return (time, .utc) }
        guard let sign = word.lastIndex(where: { $0 == "+" || $0 == "-" }), let time = TimeOfDay(String(word[..<sign])),
            let zone = TargetZone(word[sign...]), case .offset = zone
        else { return nil }
        return (time, zone)
    }

    /// Whether `word` is a 12-hour clock's mark: AM or PM, in any case, with or without dots.
    private static func isTwelveHourMark(_ word: String) -> Bool {
        ["am", "pm"].contains(String(word.lowercased().filter { $0 != "." }))
    }

    /// `time` read on a 12-hour clock with `mark` (12 AM is midnight, 12 PM noon); nil for no
    /// such mark or an hour outside 1 to 12.
    private static func twelveHour(_ time: TimeOfDay, _ mark: Substring) -> TimeOfDay? {
        guard isTwelveHourMark(String(mark)), (1...12).contains(time.hour) else { return nil }
        var read = time
        read.hour = time.hour % 12 + (mark.lowercased().hasPrefix("p") ? 12 : 0)
        return read
    }
}
