import CounterEngine
import CounterTUI
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One counter, fully validated: what `--from --to --duration …` on the command line, a
/// `counters:` entry of a dashboard file and a `--counter 'k=v,…'` all describe.
///
/// Built from option names and their text, so the three sources share one set of rules and
/// one set of messages.
public struct CounterSpec {
    /// The option names a counter accepts (flags without `--`, dashboard keys).
    static let keys = ["id", "title", "from", "to", "duration", "delay", "ease", "exponent", "format", "decimals",
                       "prefix", "suffix", "locale", "style", "roll", "font", "height", "color", "command", "every", "timeout",
                       "rate", "warn", "critical", "below", "history", "stopwatch", "phases", "repeat"]
    /// The keys only a dashboard's card takes (in its file and in `--counter`), beside `keys`.
    static let boardKeys = ["flash", "stale", "history_min", "history_max", "axis", "span", "width",
                            "on_warn", "on_critical", "on_ok"]
    /// Every key a card of a dashboard takes.
    static let cardKeys = keys + boardKeys

    var id: String?
    public var title: String
    public var from: ExactNumber
    public var to: ExactNumber
    public var duration: Double
    public var delay: Double
    public var easing: Easing
    public var format: NumberFormat
    /// No `format` or `decimals` was given: values (live ones too) show the decimals they were
    /// written with.
    public var decimalsAsTyped: Bool
    var style: CounterStyle
    var roll: RollMode
    /// nil: automatic (box when the locale is UTF-8, ASCII otherwise).
    var font: BigFont?
    /// Rows of big and rolling digits: the largest that fits, or at most N.
    var height: DigitHeight = .auto
    var color: Color
    /// Where live values come from: a shell command whose output's first number is the target
    /// (`command:`), run every `every:` (default 2 s) within `timeout:` (default the interval).
    /// Nil for a counter with fixed targets: a counter is live exactly when it has a feed.
    public var feed: (any LiveFeed)?
    /// The key that made the feed (`command`), for messages.
    var feedKey: String?

    /// The keys that make a live feed: a counter has at most one.
    static let feedKeys = ["command"]
    /// `from` or `to` was a duration (`10m`): values are seconds shown as a time.
    public var durationValues = false
    /// Live values are growing totals shown as their change per second, minute or hour (`rate:`).
    public var rate: RateUnit?
    /// `warn:`, `critical:` and `below:`.
    public var thresholds: Thresholds?
    /// Samples kept for a sparkline (`history:`).
    public var history: Int?
    /// The counter is a timer whose count is chosen by its time: an open-ended stopwatch
    /// (`stopwatch: true`) or phases run back to back (`phases: Work=25m:red; Break=5m`,
    /// `repeat: 4`). Nil for a count from one value to another.
    public var timer: CounterTimer?
    /// The card flashes a change of its value and blinks when it crosses a threshold (`flash:
    /// false` turns both off; the threshold colours stay).
    public var flash = true
    /// Live with nothing to start from (no `from` or `to`): until its first value the counter
    /// has none, and says so rather than show a `0` nobody measured.
    public var awaitsValue = false
    /// Seconds after which a live card's last value is stale (`stale:`; default three intervals
    /// of its command, none for stdin); nil: never (`stale: off`).
    public var staleAfter: Double?
    /// Fixed ends of the sparkline's axis (`history_min:`, `history_max:`, `axis: [0, 100]`);
    /// nil: the samples' own min or max.
    public var historyMin: Double?
    public var historyMax: Double?
    /// Grid columns the card takes in its row (`span:`, 1 to 64).
    public var span = 1
    /// The card's share of its row's width (`width:`, a weight above 0 up to 100); nil: its span.
    public var widthWeight: Double?
    /// Commands for crossing the thresholds (`on_warn`, `on_critical`, `on_ok`).
    public var triggers = LevelTriggers()

    /// The shortest interval between two runs of a command.
    static let minimumInterval = 0.1

    /// Validates `values` (option name → text); missing options take their defaults.
    /// - Parameter live: values arrive from stdin, so `to` may be left out (it starts at `from`).
    init(_ values: [String: String], live: Bool = false) throws(SpecError) {
        let timerKind = try Self.timerKind(values, live: live || values["command"] != nil)
        var values = values
        if let phases = timerKind?.phases {
            // The first phase is what a count of the spec alone would show.
            values["from"] = "\(phases.phases[0].seconds)s"
            values["to"] = "0s"
        }
        func value(_ key: String) -> String? { values[key] }
        id = try value("id").map { text throws(SpecError) in
            guard !text.isEmpty, text.count <= 64,
                text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || "0123456789_-.".unicodeScalars.contains($0)) })
            else { throw SpecError(key: "id", got: text, expected: "letters, digits, '_', '-' or '.', at most 64") }
            return text
        }
        // Titles come from outside: stored without control or format characters.
        // Combining marks composed where Unicode has the character (Cafe\u{301} → Café): a cell
        // holds one character.
        title = TextSanitizer.clean(value("title") ?? "").precomposedStringWithCanonicalMapping
        if title.count > 200 { throw SpecError(key: "title", got: title, expected: "at most 200 characters") }
        if let command = try Self.commandFeed(values) {
            feed = command
            feedKey = "command"
        }
        (rate, thresholds, history) = try Self.liveKeys(values, fed: live || feed != nil)
        if let text = values["flash"] { flash = try Self.bool(text, key: "flash") }
        let fed = live || feed != nil
        (historyMin, historyMax) = try Self.axis(values, history: history)
        for key in ["on_warn", "on_critical", "on_ok"] {
            guard let command = values[key] else { continue }
            guard !command.allSatisfy({ $0 == " " || $0 == "\t" }), command.utf8.count <= 4096,
                  !command.unicodeScalars.contains("\0")
            else { throw SpecError(key: key, got: command, expected: "a shell command of at most 4096 bytes") }
            guard thresholds != nil, fed else {
                throw SpecError(key: key, got: command, expected: "it with warn or critical on live values (command or --stdin)")
            }
            switch key {
            case "on_warn": triggers.onWarn = command
            case "on_critical": triggers.onCritical = command
            default: triggers.onOk = command
            }
        }
        if let text = values["span"] {
            guard let n = Int(text), (1...64).contains(n) else {
                throw SpecError(key: "span", got: text, expected: "a whole number of columns from 1 to 64")
            }
            span = n
        }
        if let text = values["width"] {
            let weight = (try? Self.number(text, key: "width"))?.doubleValue ?? 0
            guard weight > 0, weight <= 100 else {
                throw SpecError(key: "width", got: text, expected: "a weight above 0 and at most 100 (its share of the row)")
            }
            widthWeight = weight
        }
        awaitsValue = fed && values["from"] == nil && values["to"] == nil
        staleAfter = (feed as? CommandSource.Feed).map { 3 * max($0.interval, Self.minimumInterval) }
        if let text = values["stale"] {
            guard fed else { throw SpecError(key: "stale", got: text, expected: "it with command (or --stdin): only live values go stale") }
            if ["off", "never", "false", "no"].contains(text) {
                staleAfter = nil
            } else {
                let seconds = try Self.duration(text, key: "stale")
                guard seconds > 0 else { throw SpecError(key: "stale", got: text, expected: "a duration above 0 (10s, 1m) or off") }
                staleAfter = seconds
            }
        }
        let fromText = value("from") ?? "0"
        guard let toText = value("to") ?? (live || feed != nil || timerKind != nil ? fromText : nil) else {
            throw SpecError(key: "to", got: "", expected: "the number to count to (or live values from stdin or a command)",
                            missing: true)
        }
        let (start, startIsDuration) = try Self.numberOrDuration(fromText, key: "from")
        let (end, endIsDuration) = try Self.numberOrDuration(toText, key: "to")
        from = start
        to = end
        if timerKind != nil && timerKind?.phases == nil, abs(start.doubleValue) > DurationParser.maximumValue {
            throw SpecError(key: "from", got: fromText,
                            expected: "a start within 1e9 s (31 years) of 0 with stopwatch, e.g. 1h or 90")
        }
        // A timer's values are seconds, whether typed as 90 or 1m30s.
        durationValues = startIsDuration || endIsDuration || timerKind != nil
        // A countdown or stopwatch of durations runs in real time: the span, at the clock's pace.
        let natural = durationValues && value("duration") == nil
        duration = natural ? min(abs(end.doubleValue - start.doubleValue), DurationParser.maximumValue)
            : try Self.duration(value("duration") ?? "2", key: "duration")
        delay = try Self.duration(value("delay") ?? "0", key: "delay")
        let exponentText = value("exponent") ?? "3"
        let exponent = try Self.number(exponentText, key: "exponent").doubleValue
        guard exponent > 0, exponent <= 20 else {
            throw SpecError(key: "exponent", got: exponentText, expected: "a number above 0 and at most 20")
        }
        let easeText = value("ease") ?? (natural ? "linear" : "out")
        switch Easing.parse(easeText, exponent: exponent) {
        case .success(let e): easing = e
        case .failure(let error): throw SpecError(key: "ease", got: easeText, expected: error.description)
        }
        format = try Self.format(values, seconds: durationValues ? [start, end] : nil, rate: rate)
        decimalsAsTyped = values["format"] == nil && values["decimals"] == nil && !durationValues && rate == nil
        if durationValues && !format.isTime {
            let key = startIsDuration ? "from" : "to"
            throw SpecError(key: key, got: startIsDuration ? fromText : toText,
                            expected: "a number, or a duration with a time format (format time, mm:ss, …)")
        }
        let styleText = value("style") ?? "label"
        guard let chosen = CounterStyle(rawValue: styleText) else {
            throw SpecError(key: "style", got: styleText, expected: "label, big or rolling")
        }
        style = chosen
        let rollText = value("roll") ?? "carry"
        guard let mode = RollMode(rawValue: rollText) else {
            throw SpecError(key: "roll", got: rollText, expected: "carry, shortest, up or down")
        }
        roll = mode
        if chosen == .rolling && format.changesUnits {
            throw SpecError(key: "format", got: value("format") ?? "compact",
                            expected: "a format other than compact with style rolling (units change as it counts)")
        }
        switch value("font") ?? "auto" {
        case "auto": font = nil
        case "box": font = .box
        case "ascii": font = .ascii
        case let other: throw SpecError(key: "font", got: other, expected: "auto, box or ascii")
        }
        if let text = value("height") {
            guard let rows = DigitHeight(text) else {
                throw SpecError(key: "height", got: text,
                                expected: "auto or a whole number of rows from \(DigitHeight.range.lowerBound) to \(DigitHeight.range.upperBound)")
            }
            height = rows
        }
        let colorText = value("color") ?? "default"
        guard let colour = Color(rawValue: colorText) else {
            throw SpecError(key: "color", got: colorText, expected: Color.allCases.map(\.rawValue).joined(separator: ", "))
        }
        color = colour
        if let kind = timerKind {
            if let phases = kind.phases {
                timer = .phases(TimerPhases(plan: phases, colors: kind.colors, format: format))
            } else {
                timer = .stopwatch(Stopwatch(from: start.doubleValue, format: format))
            }
        }
    }

    /// A stopwatch, or timed phases with their colours, as the keys describe them (nil for
    /// neither); refused with a live feed or with the keys that shape a count.
    private static func timerKind(_ values: [String: String], live: Bool) throws(SpecError)
        -> (phases: PhasePlan?, colors: [Color?])?
    {
        if let text = values["repeat"], values["phases"] == nil {
            throw SpecError(key: "repeat", got: text, expected: "it together with phases (it repeats them)")
        }
        let stopwatch = try values["stopwatch"].map { text throws(SpecError) in try bool(text, key: "stopwatch") } ?? false
        let key = stopwatch ? "stopwatch" : "phases"
        guard stopwatch || values["phases"] != nil else { return nil }
        if stopwatch, let text = values["phases"] {
            throw SpecError(key: "phases", got: text, expected: "either a stopwatch or phases, not both")
        }
        // What a timer decides for itself: its end, its pace, its values.
        let shaping = stopwatch ? ["to", "duration", "ease"] : ["from", "to", "duration", "ease"]
        for other in shaping + ["rate", "history"] where values[other] != nil {
            throw SpecError(key: other, got: values[other] ?? "",
                            expected: "no \(other) with \(key) (a timer counts one second a second)")
        }
        if live {
            throw SpecError(key: key, got: values[key] ?? "",
                            expected: "no live values with it (stdin, command or a count): a timer counts time")
        }
        if let text = values["format"], case .success(let format) = NumberFormat.parse(text), !format.isTime {
            throw SpecError(key: "format", got: text, expected: "a time format with \(key) (time, mm:ss, hh:mm:ss, …)")
        }
        guard let text = values["phases"] else { return (nil, []) }
        var phases: [PhasePlan.Phase] = []
        var colors: [Color?] = []
        let example = "phases such as 'Work=25m:red; Break=5m', each NAME=DURATION with an optional :COLOUR"
        for item in text.split(separator: ";", omittingEmptySubsequences: false) {
            let item = item.trimmingCharacters(in: .whitespaces)
            guard let equals = item.lastIndex(of: "=") else { throw SpecError(key: "phases", got: item, expected: example) }
            let name = TextSanitizer.clean(String(item[..<equals])).trimmingCharacters(in: .whitespaces)
            var rest = String(item[item.index(after: equals)...])
            var color: Color?
            if let colon = rest.lastIndex(of: ":"), rest[rest.index(after: colon)...].allSatisfy(\.isLetter) {
                let word = String(rest[rest.index(after: colon)...])
                guard let named = Color(rawValue: word) else {
                    throw SpecError(key: "phases", got: item,
                                    expected: "a colour after ':', one of \(Color.allCases.map(\.rawValue).joined(separator: ", ")); '\(TextSanitizer.escaped(word))' is none")
                }
                color = named
                rest = String(rest[..<colon])
            }
            guard !name.isEmpty, name.count <= 40 else {
                throw SpecError(key: "phases", got: item, expected: example + " (a name of 1 to 40 characters)")
            }
            let seconds: Double
            switch DurationParser.parse(rest) {
            case .success(let value) where value > 0: seconds = value
            case .success: throw SpecError(key: "phases", got: item, expected: "a duration above 0 for each phase")
            case .failure(let error): throw SpecError(key: "phases", got: item, expected: "a duration for each phase: " + error.description)
            }
            phases.append(PhasePlan.Phase(name: name, seconds: seconds))
            colors.append(color)
        }
        guard phases.count <= 64 else { throw SpecError(key: "phases", got: text, expected: "at most 64 phases") }
        var rounds: Int? = 1
        if let text = values["repeat"] {
            if ["forever", "for-ever", "always"].contains(text) {
                rounds = nil
            } else {
                guard let n = Int(text), (1...100_000).contains(n) else {
                    throw SpecError(key: "repeat", got: text, expected: "a number of rounds from 1 to 100000, or forever")
                }
                rounds = n
            }
        }
        return (PhasePlan(phases: phases, rounds: rounds), colors)
    }

    /// `command:` with `every:` and `timeout:`: a shell command run on an interval.
    private static func commandFeed(_ values: [String: String]) throws(SpecError) -> CommandSource.Feed? {
        guard let command = values["command"] else {
            for key in ["every", "timeout"] where values[key] != nil {
                throw SpecError(key: key, got: values[key] ?? "", expected: "it only together with command")
            }
            return nil
        }
        guard !command.allSatisfy({ $0 == " " || $0 == "\t" }), command.utf8.count <= 4096,
              !command.unicodeScalars.contains("\0")
        else { throw SpecError(key: "command", got: command, expected: "a shell command of at most 4096 bytes") }
        var every = 2.0
        if let text = values["every"] {
            every = try duration(text, key: "every")
            guard every >= minimumInterval else {
                throw SpecError(key: "every", got: text, expected: "an interval of at least 100ms")
            }
        }
        var timeout: Double?
        if let text = values["timeout"] {
            let seconds = try duration(text, key: "timeout")
            guard seconds > 0 else { throw SpecError(key: "timeout", got: text, expected: "a duration above 0") }
            timeout = seconds
        }
        return CommandSource.Feed(command: command, interval: every, timeout: timeout)
    }

    /// - Parameter seconds: the values were durations: with no format given, they show as a time
    ///   with the decimals they have (at most 3).
    private static func format(_ values: [String: String], seconds: [ExactNumber]?, rate: RateUnit?) throws(SpecError)
        -> NumberFormat
    {
        var format: NumberFormat
        if values["format"] == nil, rate != nil {
            // A rate is a quotient: one decimal unless a format says otherwise.
            format = NumberFormat.int.withDecimals(1)
        } else if values["format"] == nil, let seconds {
            let typed = seconds.map { max(-$0.exponent, 0) }.max() ?? 0
            format = .time(.automatic, decimals: min(typed, TimePattern.maximumDecimals))
        } else if let text = values["format"] {
            switch NumberFormat.parse(text) {
            case .success(let f): format = f
            case .failure(let error): throw SpecError(key: "format", got: text, expected: error.description)
            }
            // A rate in units reads as one: 12.4 MiB/s.
            if let rate, case .units(var scale) = format.notation {
                scale.per = rate.per
                format.notation = .units(scale)
            }
        } else {
            // As many decimals as typed: --to 1234.5 ends on 1234.5, not 1235.
            let typed = max(typedDecimals(values["from"] ?? "0"), typedDecimals(values["to"] ?? "0"))
            format = NumberFormat.int.withDecimals(min(typed, NumberFormat.maximumTypedDecimals))
        }
        if let text = values["decimals"] {
            guard let n = Int(text), (0...NumberFormat.maximumDecimals).contains(n) else {
                throw SpecError(key: "decimals", got: text, expected: "a whole number from 0 to \(NumberFormat.maximumDecimals)")
            }
            format = format.withDecimals(n)
        }
        if let text = values["locale"] {
            let resolved = LocaleName.resolve(text, environment: localeEnvironment())
            if case .identifier(let id) = resolved {
                // `auto` from an environment Foundation does not know keeps the C conventions.
                if let symbols = NumberSymbols(localeIdentifier: id) {
                    format = format.withSymbols(symbols)
                    // A locale brings its grouping; a format given with it decides for itself.
                    if values["format"] == nil { format.usesGrouping = true }
                } else if text != "auto" {
                    throw SpecError(key: "locale", got: text, expected: "a locale such as en_US, de_DE, de_DE.UTF-8, en_IN, C or auto")
                }
            }
        }
        // Zero-width characters go, as from titles; controls are refused below.
        let prefix = TextSanitizer.withoutFormatCharacters(values["prefix"] ?? "").precomposedStringWithCanonicalMapping
        let suffix = TextSanitizer.withoutFormatCharacters(values["suffix"] ?? "").precomposedStringWithCanonicalMapping
        for (key, text) in [("prefix", prefix), ("suffix", suffix)] where TextSanitizer.clean(text) != text || text.count > 40 {
            throw SpecError(key: key, got: text, expected: "at most 40 printable characters")
        }
        return format.withAffixes(prefix: prefix, suffix: suffix)
    }

    /// The variables `--locale auto` reads.
    private static func localeEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_NUMERIC", "LANG"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// Decimals written in a number literal (`1234.50` → 2, `1.5e1` → 0).
    static func typedDecimals(_ text: String) -> Int {
        guard case .success(let n) = NumberParser.parse(text) else { return 0 }
        let lower = text.lowercased()
        if !lower.contains("e"), let dot = lower.firstIndex(of: ".") {
            return lower[lower.index(after: dot)...].filter(\.isNumber).count
        }
        return max(-n.exponent, 0)
    }

    /// A number, or a duration such as `10m` or `1h30m` in seconds (true).
    static func numberOrDuration(_ text: String, key: String) throws(SpecError) -> (ExactNumber, Bool) {
        switch DurationParser.parseValue(text) {
        case .success(let seconds)?: return (seconds, true)
        case .failure(let error)?: throw SpecError(key: key, got: text, expected: error.description)
        case nil:
            switch NumberParser.parse(text) {
            case .success(let n): return (n, false)
            case .failure(let error):
                let hint = error == .malformed ? ", or a duration like 10m or 1h30m" : ""
                throw SpecError(key: key, got: text, expected: error.description + hint)
            }
        }
    }

    /// A threshold: a number, or a duration in seconds (`5m`: 300, for a value shown as a time).
    static func level(_ text: String, key: String) throws(SpecError) -> Double {
        switch NumberParser.parse(text) {
        case .success(let n): return n.doubleValue
        case .failure(let error):
            if error == .malformed, case .success(let seconds) = DurationParser.parse(text) { return seconds }
            let hint = error == .malformed ? ", or a duration like 5m for a time" : ""
            throw SpecError(key: key, got: text, expected: error.description + hint)
        }
    }

    static func number(_ text: String, key: String) throws(SpecError) -> ExactNumber {
        switch NumberParser.parse(text) {
        case .success(let n): return n
        case .failure(let error): throw SpecError(key: key, got: text, expected: error.description)
        }
    }

    static func duration(_ text: String, key: String) throws(SpecError) -> Double {
        switch DurationParser.parse(text) {
        case .success(let d): return d
        case .failure(let error): throw SpecError(key: key, got: text, expected: error.description)
        }
    }

    /// `history_min`, `history_max` or `axis` (`[0, 100]`, `0,100`; not with the other two): the
    /// sparkline's fixed ends, below one another, with `history`.
    private static func axis(_ values: [String: String], history: Int?) throws(SpecError) -> (Double?, Double?) {
        var low: Double?
        var high: Double?
        var key = "history_max"
        if let text = values["axis"] {
            key = "axis"
            if values["history_min"] != nil || values["history_max"] != nil {
                throw SpecError(key: "axis", got: text, expected: "either axis or history_min/history_max, not both")
            }
            let inner = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
            guard parts.count == 2 else { throw SpecError(key: "axis", got: text, expected: "two numbers, the bottom and the top, like [0, 100]") }
            do {
                low = try number(parts[0], key: "axis").doubleValue
                high = try number(parts[1], key: "axis").doubleValue
            } catch {
                throw SpecError(key: "axis", got: text, expected: "two numbers, the bottom and the top, like [0, 100]")
            }
        } else {
            low = try values["history_min"].map { text throws(SpecError) in try number(text, key: "history_min").doubleValue }
            high = try values["history_max"].map { text throws(SpecError) in try number(text, key: "history_max").doubleValue }
            if values["history_max"] == nil { key = "history_min" }
        }
        guard low != nil || high != nil else { return (nil, nil) }
        if history == nil {
            throw SpecError(key: key, got: values[key] ?? "", expected: "it with history: N (the axis is the sparkline's)")
        }
        if let low, let high, low >= high {
            throw SpecError(key: key, got: values[key] ?? "",
                            expected: key == "axis" ? "a bottom below the top, like [0, 100]" : "a history_max above history_min")
        }
        return (low, high)
    }

    /// A yes-or-no key: `true`, `yes`, `on` or `false`, `no`, `off`.
    static func bool(_ text: String, key: String) throws(SpecError) -> Bool {
        switch text {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw SpecError(key: key, got: text, expected: "true or false")
        }
    }

    /// `rate`, `warn`, `critical`, `below` and `history`.
    private static func liveKeys(_ values: [String: String], fed: Bool) throws(SpecError)
        -> (RateUnit?, Thresholds?, Int?)
    {
        var rate: RateUnit?
        var thresholds: Thresholds?
        var history: Int?
        if let text = values["rate"] {
            guard let unit = RateUnit(rawValue: text) else {
                throw SpecError(key: "rate", got: text, expected: "second, minute or hour")
            }
            guard fed else {
                throw SpecError(key: "rate", got: text, expected: "it with command (or --stdin): a rate needs live totals")
            }
            if values["from"] != nil || values["to"] != nil {
                let key = values["from"] != nil ? "from" : "to"
                throw SpecError(key: key, got: values[key] ?? "", expected: "no from or to with rate (the rate comes from the samples)")
            }
            rate = unit
        }
        // A duration is its seconds: `--warn 5m` on a countdown shown as a time means 5:00 left.
        let warn = try values["warn"].map { text throws(SpecError) in try level(text, key: "warn") }
        let critical = try values["critical"].map { text throws(SpecError) in try level(text, key: "critical") }
        var below = false
        if let text = values["below"] {
            below = try bool(text, key: "below")
            guard warn != nil || critical != nil else {
                throw SpecError(key: "below", got: text, expected: "it together with warn or critical")
            }
        }
        if let warn, let critical, below ? critical > warn : critical < warn {
            throw SpecError(key: "critical", got: values["critical"] ?? "",
                            expected: below ? "a value at or below warn with below: true" : "a value at or above warn (or below: true)")
        }
        if warn != nil || critical != nil { thresholds = Thresholds(warn: warn, critical: critical, below: below) }
        if let text = values["history"] {
            guard let n = Int(text), (1...SampleHistory.maximumCapacity).contains(n) else {
                throw SpecError(key: "history", got: text, expected: "a whole number of samples from 1 to \(SampleHistory.maximumCapacity)")
            }
            guard fed else {
                throw SpecError(key: "history", got: text, expected: "it with command (or --stdin): history keeps live samples")
            }
            history = n
        }
        return (rate, thresholds, history)
    }

    /// What live samples go through before they are shown (nil: they are shown as they are).
    var track: LiveTrack? {
        guard rate != nil || thresholds != nil || history != nil else { return nil }
        var track = LiveTrack(rate: rate, history: history, thresholds: thresholds)
        track.history?.lower = historyMin
        track.history?.upper = historyMax
        return track
    }

    /// The same counter with every text in ASCII, for a full screen whose locale is not UTF-8.
    func transliterated() -> CounterSpec {
        var copy = self
        copy.title = Transliteration.ascii(title)
        copy.format = format.transliterated()
        if case .phases(var phases)? = timer {
            let names = phases.plan.phases.map { PhasePlan.Phase(name: Transliteration.ascii($0.name), seconds: $0.seconds) }
            phases.plan = PhasePlan(phases: names, rounds: phases.plan.rounds)
            phases.format = phases.format.transliterated()
            copy.timer = .phases(phases)
        } else if case .stopwatch(var stopwatch)? = timer {
            stopwatch.format = stopwatch.format.transliterated()
            copy.timer = .stopwatch(stopwatch)
        }
        return copy
    }

    /// The view of this counter's `model`, in `font` unless the spec names one.
    func makeView(_ model: CounterModel, font automatic: BigFont, theme: Theme) -> CounterView {
        var view = CounterView(display: model.display, title: title, style: style, font: font ?? automatic, theme: theme,
                               roll: roll)
        view.height = height
        return view
    }

    /// The model and view of this counter, starting at animation time `start`.
    func makeModel(start: Double) -> CounterModel {
        CounterModel(from: from, to: to, duration: duration, easing: easing, delay: delay, format: format,
                     decimalsAsTyped: decimalsAsTyped, start: start)
    }
}
