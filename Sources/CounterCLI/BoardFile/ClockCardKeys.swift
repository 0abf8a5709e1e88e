import CounterEngine
import CounterLocales
import CounterTUI

/// A dashboard card that is a clock: `clock: Europe/Berlin` (or `local`, `UTC`), with
/// `seconds: true`, `12h: true` and `date: '%a %e %b'`, so a board of clocks is a world clock.
enum ClockCardKeys {
    /// The one parser of `clock`: local, UTC or an IANA zone.
    enum Zone: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The zone `text` names.
        static func read(_ text: String, key: String = "clock") throws(SpecError) -> any ZoneRules {
            switch FoundationZone.named(text) {
            case .success(let found): return found.name == "UTC" ? FixedOffsetZone.utc : found
            case .failure(let error):
                throw SpecError(key: key, got: text,
                                expected: "local, UTC or an IANA zone such as Europe/Berlin" + (error.suggestion.map { " (did you mean \($0)?)" } ?? ""))
            }
        }
    }

    /// The one parser of `date`: a date line's format.
    enum DateLine: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The format `text` spells.
        static func read(_ text: String, key: String = "date") throws(SpecError) -> ClockDateFormat {
            let clean = TextSanitizer.clean(text)
            guard !clean.isEmpty, clean.count <= 200, case .success(let format) = ClockDateFormat.parse(clean) else {
                throw SpecError(key: key, got: text, expected: "a date format of %Y %m %d %e %H %M %S %p %a %A %b %B %j %Z %z %F %T, e.g. '%a %e %b'")
            }
            return format
        }
    }

    /// The clock a card's keys describe (its origin 0: the run sets it), nil without `clock:`.
    static func read(_ values: CounterOptions) throws(SpecError) -> ClockTimer? {
        guard let zone = values.clock else {
            for key in [CounterKey.seconds, .twelveHour, .date] where values.has(key) {
                throw SpecError(key: key.rawValue, got: values.text(key) ?? "", expected: "it with clock: ZONE (a clock card)")
            }
            return nil
        }
        for key in [CounterKey.from, .to, .command, .stopwatch, .phases] where values.has(key) {
            throw SpecError(key: key.rawValue, got: values.text(key) ?? "", expected: "no \(key.rawValue) on a clock card (it shows the time of day)")
        }
        let dial = ClockDial(seconds: values.seconds ?? false, twelveHour: values.twelveHour ?? false)
        return ClockTimer(dial: dial, zone: zone, origin: 0, dateLine: values.date)
    }
}
