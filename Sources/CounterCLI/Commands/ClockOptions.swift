import ArgumentParser
import CounterEngine
import CounterLocales

/// `clock`'s own options: what time it shows and how (the group "Clock" of `help clock`).
struct ClockOptions: ParsableArguments {
    /// The group's title in `help clock`.
    static let title = "Clock"

    @Option(name: .customLong("style"), parsing: .unconditional, help: ArgumentHelp("big (big digits, the default), label or rolling (digits that roll over at each change).", valueName: "STYLE"))
    var style = Parsed<StyleOption>("big")

    @Flag(name: .customLong("seconds"), help: "Show seconds: 13:45:30 (else 13:45).")
    var seconds = false

    @Flag(name: .customLong("12h"), help: "A 12-hour clock: 1:45:30 PM.")
    var twelveHour = false

    @Flag(name: .customLong("utc"), help: "The time in UTC.")
    var utc = false

    @Option(name: .customLong("tz"), parsing: .unconditional, help: ArgumentHelp("The time in this zone: a name of the IANA database such as Europe/Berlin, America/New_York or Etc/GMT-5 (UTC+5; not GMT+5). (default: the local zone)", valueName: "ZONE"))
    var zone: Parsed<ZoneName>?

    @Option(name: .customLong("date"), parsing: .unconditional, help: ArgumentHelp("A date line with the time, strftime-like: %Y %y %m %d %e %H %I %M %S %p %a %A %b %B %j %Z %z %F %T %%. --date alone is %Y-%m-%d.", valueName: "FORMAT"))
    var date: Parsed<DateLineFormat>?

    @Flag(name: .customLong("blink"), help: "Blink the colons: shown the first half of each second.")
    var blink = false

    @Flag(name: .customLong("box"), help: "Draw a box round the time (and its date line).")
    var box = false

    init() {}

    /// The one parser of `--tz`: a zone of the IANA database.
    enum ZoneName: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The zone `text` names.
        static func read(_ text: String, key: String = "tz") throws(SpecError) -> FoundationZone {
            switch FoundationZone.named(text) {
            case .success(let zone): return zone
            case .failure(let error): throw SpecError(key: key, got: text, expected: "", said: error.description)
            }
        }
    }

    /// The one parser of `--date`: a date line's strftime-like format, at most 200 characters.
    enum DateLineFormat: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The format `text` spells.
        static func read(_ text: String, key: String = "date") throws(SpecError) -> ClockDateFormat {
            let clean = TextSanitizer.clean(text)
            if clean.count > 200 {
                throw SpecError(key: key, got: text, expected: "", said: "got a format of \(clean.count) characters; expected at most 200")
            }
            guard !clean.isEmpty, case .success(let format) = ClockDateFormat.parse(clean) else {
                throw SpecError(key: key, got: text, expected: "a date format of %Y %y %m %d %e %H %I %M %S %p %a %A %b %B %j %Z %z %F %T %%, e.g. '%a %e %b %Y'")
            }
            return format
        }
    }

    /// `--date` with no value (last, or before another option) takes `%Y-%m-%d`, as tty-clock's
    /// `%F`: argument-parser has no options with an optional value.
    static func expandDate(_ arguments: [String]) -> [String] {
        guard arguments.first == "clock" else { return arguments }
        var out: [String] = []
        for (i, argument) in arguments.enumerated() {
            out.append(argument)
            guard argument == "--date" else { continue }
            let next = i + 1 < arguments.count ? arguments[i + 1] : nil
            if next == nil || next?.hasPrefix("--") == true { out.append("%Y-%m-%d") }
        }
        return out
    }
}
