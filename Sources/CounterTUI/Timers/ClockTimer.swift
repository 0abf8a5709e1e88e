import CounterEngine

/// The time of day as a timer (`counter-tui clock`, a `clock:` card): each part is one time
/// the face shows (a second, or a minute without seconds), read from the zone at that instant,
/// so DST changes, midnight and a suspended machine show the right time at the next part. The
/// animation clock must be the wall clock: animation time 0 is `origin`.
package struct ClockTimer: Sendable, Equatable {
    /// Seconds or minutes, 12 or 24 hours.
    package var dial: ClockDial
    /// Whose time it is.
    package var zone: any ZoneRules
    /// Seconds since the epoch at animation time 0.
    package var origin: Double
    /// The line under the time (`--date`), nil: none.
    package var dateLine: ClockDateFormat?
    /// AM/PM goes after the time in its text (`1:45:30 PM`); else into the label (big digits
    /// have no A or P).
    package var meridiemInText: Bool
    /// Seconds each new time rolls in over (rolling digits); 0: it is shown at once.
    package var rollSeconds: Double
    /// Drawn in a box (`--box`; a card has its own border).
    package var boxed = false
    /// The colons blink: shown the first half of each second, blank the second (`--blink`).
    package var blink = false

    /// The roll of rolling digits: the digits that change turn over this long, then rest.
    package static let roll = 0.3

    package init(dial: ClockDial, zone: any ZoneRules, origin: Double, dateLine: ClockDateFormat? = nil,
                 meridiemInText: Bool = true, rollSeconds: Double = 0) {
        self.dial = dial
        self.zone = zone
        self.origin = origin
        self.dateLine = dateLine
        self.meridiemInText = meridiemInText
        self.rollSeconds = rollSeconds
        // The parts are as fine as the face or the date line needs (`%T` changes each second).
        self.dial.dateGranularity = min(dial.seconds ? 1 : 60, dateLine?.granularity ?? 86_400)
    }

    package static func == (a: ClockTimer, b: ClockTimer) -> Bool {
        a.dial == b.dial && a.zone.name == b.zone.name && a.origin == b.origin && a.dateLine == b.dateLine
            && a.meridiemInText == b.meridiemInText && a.rollSeconds == b.rollSeconds && a.boxed == b.boxed && a.blink == b.blink
    }

    /// The format of the face: `hh:mm:ss`, `hh:mm` (minutes counted as `mm:ss`), `h:mm:ss`, `h:mm`.
    package var format: NumberFormat { .time(pattern) }

    /// The time pattern of the face (its colons shown).
    var pattern: TimePattern {
        switch (dial.seconds, dial.twelveHour) {
        case (true, false): return TimePattern(hours: .always, hourDigits: 2)
        case (true, true): return TimePattern(hours: .always, hourDigits: 1)
        case (false, false): return TimePattern(hours: .never, minuteDigits: 2)
        case (false, true): return TimePattern(hours: .never, minuteDigits: 1)
        }
    }

    /// The span at animation time `time`. A microsecond later: `origin + time` is a few tenths
    /// of a microsecond off the instant it stands for (doubles near 1.8e9), and a frame due at a
    /// new second must not show the one before.
    func span(at time: Double) -> ClockDial.Span { dial.span(at: origin + time + Self.nudge, zone: zone) }

    /// How much later than asked a time is read (see `span(at:)`).
    static let nudge = 1e-6

    /// The part `elapsed` seconds of animation time after 0 falls in (the timer starts at 0).
    /// With `blink`, each second is two parts: colons shown (index 0), then blank (index 1).
    func position(at elapsed: Double) -> PhasePlan.Position {
        let span = span(at: elapsed)
        guard blink else { return PhasePlan.Position(round: 0, index: 0, start: span.start - origin) }
        let into = max(origin + elapsed + Self.nudge - span.start, 0)
        let second = into.rounded(.down)
        let late = into - second >= 0.5
        return PhasePlan.Position(round: 0, index: late ? 1 : 0, start: span.start + second + (late ? 0.5 : 0) - origin)
    }

    /// Animation time at which the part at `position` ends.
    func spanEnd(after position: PhasePlan.Position) -> Double {
        blink ? position.start + 0.5 : span(at: position.start + Self.inside).end - origin
    }

    /// How far into a part its span is asked for: parts are at least half a second long.
    static let inside = 0.25

    /// The face's number for a span: seconds, or minutes without seconds.
    private func shown(_ span: ClockDial.Span) -> Int { dial.seconds ? span.shownStart : span.shownStart / 60 }

    /// The time of the part at `position`, shown from animation time `start`: rolled in from the
    /// time before it when that was one step less (not across midnight, noon or a DST change).
    func model(at position: PhasePlan.Position, start: Double) -> CounterModel {
        let now = span(at: position.start + Self.inside)
        let value = shown(now)
        var from = value
        if rollSeconds > 0 && position.index == 0 {
            let before = span(at: position.start - 0.5)
            if shown(before) == value - 1 && before.offset == now.offset { from = value - 1 }
        }
        var blinking = pattern
        blinking.blankColons = position.index == 1
        var face = NumberFormat.time(blinking)
        if dial.twelveHour && meridiemInText { face.suffix = now.afternoon ? " PM" : " AM" }
        return CounterModel(from: ExactNumber(from), to: ExactNumber(value),
                            duration: from == value ? 0 : rollSeconds, easing: from == value ? .linear : .penner(.cubic, .out),
                            format: face, start: start)
    }

    /// The label of the part at `position`: AM/PM (when not in the text) and the date line.
    func label(at position: PhasePlan.Position) -> String? {
        let now = span(at: position.start + Self.inside)
        var parts: [String] = []
        if dial.twelveHour && !meridiemInText { parts.append(now.afternoon ? "PM" : "AM") }
        if let dateLine {
            let local = CivilTime(localSeconds: now.localStart)
            parts.append(dateLine.render(local, abbreviation: zone.abbreviation(at: now.start), offset: now.offset))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
