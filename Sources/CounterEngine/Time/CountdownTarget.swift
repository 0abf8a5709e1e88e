/// What `--until` (and the shorthand) counts down to, as typed: a time of day (`14:30`), a day
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
        guard !words.isEmpty, words.count <= 3 else { return nil }
        date = CalendarDate(words[0])
        if date != nil { words.removeFirst() }
        time = nil
        zone = .local
        if let word = words.first, word.contains(":") {
            guard let (time, glued) = CountdownTarget.time(word) else { return nil }
            self.time = time
            zone = glued ?? .local
            words.removeFirst()
            // A zone glued to the time is the only one.
            if glued != nil && !words.isEmpty { return nil }
        }
        guard date != nil || time != nil, words.count <= 1 else { return nil }
        if let word = words.first {
            guard let zone = TargetZone(word) else { return nil }
            self.zone = zone
        }
    }

    /// A time word and the zone glued to its end, if any (`23:59Z`, `23:59:30+01:00`).
    private static func time(_ word: String) -> (TimeOfDay, TargetZone?)? {
        if let time = TimeOfDay(word) { return (time, nil) }
        if word.last == "Z" || word.last == "z", let time = TimeOfDay(String(word.dropLast())) { return (time, .utc) }
        guard let sign = word.lastIndex(where: { $0 == "+" || $0 == "-" }), let time = TimeOfDay(String(word[..<sign])),
            let zone = TargetZone(word[sign...]), case .offset = zone
        else { return nil }
        return (time, zone)
    }
}
