/// How a time format writes seconds: which fields lead and how many digits they keep.
///
/// `time` shows `m:ss` below an hour and `h:mm:ss` above (`3d 04:05:06` from a day on, for
/// countdowns: `showsDays`); `mm:ss` keeps two minute digits and
/// never shows hours (90 minutes is `90:00`); `hh:mm:ss` always shows hours. Seconds always have
/// two digits; decimals (`mm:ss.s`) are the format's fraction digits.
package struct TimePattern: Sendable, Equatable {
    /// When the hours field is written.
    package enum Hours: Sendable, Equatable {
        /// Minutes lead and grow past 59.
        case never
        /// From one hour on (`time`).
        case whenNeeded
        /// Always, zero-padded to `hourDigits`.
        case always
    }

    package var hours: Hours
    /// Digits the hours field keeps at least when it is shown.
    package var hourDigits: Int
    /// Digits the minutes field keeps at least when it leads (with hours: always 2).
    package var minuteDigits: Int
    /// Seconds stay hidden above a minute (`--no-seconds`, as termdown's `-s`): minutes with
    /// their units, `25m`, `1h 05m` (rounded the way the count rounds: up while counting down),
    /// `m:ss` in the last minute.
    package var hidesSeconds = false
    /// With `.whenNeeded` hours: days lead from a day on (`3d 04:05:06`). Countdowns (set by the
    /// command line); a stopwatch keeps growing hours.
    package var showsDays = false
    /// The colons are blank (a clock's `--blink`, for the second half of each second).
    package var blankColons = false

    package init(hours: Hours, hourDigits: Int = 1, minuteDigits: Int = 1) {
        self.hours = hours
        self.hourDigits = hourDigits
        self.minuteDigits = minuteDigits
    }

    /// `time`: `m:ss`, and `h:mm:ss` from an hour on.
    package static let automatic = TimePattern(hours: .whenNeeded)

    /// The most decimals a time pattern writes (`mm:ss.sss`).
    package static let maximumDecimals = 3

    /// Parses `time`, `m:ss`, `mm:ss`, `h:mm:ss`, `hh:mm:ss` (each optionally followed by `.s`,
    /// `.ss` or `.sss`), `%M:%S` or `%H:%M:%S`: the pattern and its decimals; nil when `text`
    /// is not a time pattern.
    package static func parse(_ text: String) -> (pattern: TimePattern, decimals: Int)? {
        switch text {
        case "time": return (.automatic, 0)
        case "%M:%S": return (TimePattern(hours: .never, minuteDigits: 2), 0)
        case "%H:%M:%S": return (TimePattern(hours: .always, hourDigits: 2), 0)
        default: break
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        var decimals = 0
        if parts.count == 2 {
            decimals = parts[1].count
            guard (1...maximumDecimals).contains(decimals), parts[1].allSatisfy({ $0 == "s" }) else { return nil }
        }
        switch parts[0] {
        case "m:ss": return (TimePattern(hours: .never), decimals)
        case "mm:ss": return (TimePattern(hours: .never, minuteDigits: 2), decimals)
        case "h:mm:ss": return (TimePattern(hours: .always), decimals)
        case "hh:mm:ss": return (TimePattern(hours: .always, hourDigits: 2), decimals)
        default: return nil
        }
    }

    /// Whether `text` looks like an attempt at a time pattern (for a helpful refusal).
    static func looksLikeTime(_ text: String) -> Bool {
        text.contains(":") || text.hasPrefix("%")
    }
}
