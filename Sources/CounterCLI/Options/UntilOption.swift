import ArgumentParser
import CounterEngine
import CounterLocales
import Foundation

/// `--until` (and the shorthand's dates and times of day): the seconds from now to the target,
/// or a one-line usage error: not a target, an unknown zone, a dated target that has passed, or
/// one further than a countdown goes.
enum UntilOption: OptionParser {
    /// Any text: no names to offer to completions.
    static let names: [String] = []

    /// What `--until` takes, for its errors and help.
    static let expected = "a time HH:MM[:SS] or a date YYYY-MM-DD [HH:MM[:SS]], optionally with a zone "
        + "(UTC, Z, +01:00, Europe/Berlin), e.g. 14:30 or '2026-12-31 23:59 UTC'"

    /// The target `text` names: a time of day or a date, and its zone.
    static func read(_ text: String, key: String = "until") throws(SpecError) -> CountdownTarget {
        guard let target = CountdownTarget(text) else { throw SpecError(key: key, got: text, expected: expected) }
        return target
    }

    /// Seconds from `now` to `target` (given as `text`) on `localZone`'s clock (or the zone it names).
    static func seconds(_ target: CountdownTarget, text: String, now: Date, localZone: TimeZone) throws -> Double {
        guard let zone = target.timeZone(local: localZone) else {
            let name = if case .named(let name) = target.zone { name } else { text }
            let hint = CountdownTarget.zoneSuggestion(for: name).map { "; did you mean '\($0)'?" } ?? " (IANA names such as Europe/Berlin, or UTC, or +01:00)"
            throw ValidationError("--until: got '\(TextSanitizer.escaped(text, maximumLength: 60))'; no time zone is named '\(TextSanitizer.escaped(name, maximumLength: 60))'\(hint)")
        }
        let seconds = target.seconds(from: now, in: zone)
        if seconds < 0 { throw ValidationError("--until: \(TextSanitizer.escaped(text, maximumLength: 60)) has passed") }
        if seconds > DurationParser.maximumValue {
            throw ValidationError("--until: \(TextSanitizer.escaped(text, maximumLength: 60)) is more than 1e9 s (about 31 years 8 months) away, the longest a countdown goes")
        }
        return seconds
    }
}
