import CounterEngine
import CounterLocales
import CounterTUI

/// A dashboard card that is a clock: `clock: Europe/Berlin` (or `local`, `UTC`), with
/// `seconds: true`, `12h: true` and `date: '%a %e %b'`, so a board of clocks is a world clock.
enum ClockCardKeys {
    /// The clock a card's keys describe (its origin 0: the run sets it), nil without `clock:`.
    static func read(_ values: CounterOptions) throws(SpecError) -> ClockTimer? {
        guard let name = values[.clock] else {
            for key in [CounterKey.seconds, .twelveHour, .date] where values[key] != nil {
                throw SpecError(key: key.rawValue, got: values[key] ?? "", expected: "it with clock: ZONE (a clock card)")
            }
            return nil
        }
        for key in [CounterKey.from, .to, .command, .stopwatch, .phases] where values[key] != nil {
            throw SpecError(key: key.rawValue, got: values[key] ?? "", expected: "no \(key.rawValue) on a clock card (it shows the time of day)")
        }
        let zone: any ZoneRules
        switch FoundationZone.named(name) {
        case .success(let found): zone = found.name == "UTC" ? FixedOffsetZone.utc : found
        case .failure(let error):
            throw SpecError(key: "clock", got: name,
                            expected: "local, UTC or an IANA zone such as Europe/Berlin" + (error.suggestion.map { " (did you mean \($0)?)" } ?? ""))
        }
        let seconds = try values[.seconds].map { text throws(SpecError) in try BoolOption.parse(text, key: "seconds") } ?? false
        let twelve = try values[.twelveHour].map { text throws(SpecError) in try BoolOption.parse(text, key: "12h") } ?? false
        var dateLine: ClockDateFormat?
        if let text = values[.date] {
            let clean = TextSanitizer.clean(text)
            guard !clean.isEmpty, clean.count <= 200, case .success(let format) = ClockDateFormat.parse(clean) else {
                throw SpecError(key: "date", got: text, expected: "a date format of %Y %m %d %e %H %M %S %p %a %A %b %B %j %Z %z %F %T, e.g. '%a %e %b'")
            }
            dateLine = format
        }
        return ClockTimer(dial: ClockDial(seconds: seconds, twelveHour: twelve), zone: zone, origin: 0, dateLine: dateLine)
    }
}
