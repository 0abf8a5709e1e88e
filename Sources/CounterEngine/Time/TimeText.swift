/// Seconds written as a time (`m:ss`, `h:mm:ss.s`): the time notation of `NumberFormat`.
enum TimeText {
    /// Writes `n` (seconds, a multiple of 10^-fractionDigits) as `pattern` lays a time out:
    /// sign, prefix, `h:`, minutes, `:ss`, decimals, suffix.
    static func render(_ n: ExactNumber, pattern: TimePattern, fractionDigits: Int, format: NumberFormat) -> String {
        let (whole, fraction) = wholeAndFraction(n, fractionDigits: fractionDigits)
        let withHours: Bool
        switch pattern.hours {
        case .never: withHours = false
        case .always: withHours = true
        case .whenNeeded: withHours = TimeFields.divide(whole, by: 3600).quotient.count > 0
        }
        let fields = TimeFields(seconds: whole, withHours: withHours)
        var text: [UInt8] = []
        if n.isNegative { text.append(45) }
        text.append(contentsOf: format.prefix.utf8)
        func append(_ digits: [UInt8], padded width: Int) {
            text.append(contentsOf: [UInt8](repeating: 48, count: max(width - digits.count, 0)))
            text.append(contentsOf: digits.map { $0 + 48 })
        }
        if withHours {
            // From a day on, a countdown's `time` leads with days: `3d 04:05:06`.
            let (days, hours) = pattern.hours == .whenNeeded && pattern.showsDays ? TimeFields.divide(fields.hours, by: 24) : ([], 0)
            if days.isEmpty {
                append(fields.hours, padded: pattern.hourDigits)
            } else {
                append(days, padded: 1)
                text.append(contentsOf: "d ".utf8)
                append([UInt8(hours / 10), UInt8(hours % 10)], padded: 2)
            }
            text.append(pattern.blankColons ? 32 : 58)
        }
        append(fields.minutes, padded: withHours ? 2 : pattern.minuteDigits)
        text.append(pattern.blankColons ? 32 : 58)
        append([UInt8(fields.seconds / 10), UInt8(fields.seconds % 10)], padded: 2)
        if fractionDigits > 0 {
            text.append(contentsOf: format.symbols.decimalSeparator.utf8)
            text.append(contentsOf: fraction.map { $0 + 48 })
        }
        text.append(contentsOf: format.suffix.utf8)
        return String(decoding: text, as: UTF8.self)
    }

    /// `n` (seconds, already rounded by `rule`) in minutes, units named so no one reads them as
    /// seconds (`2m`, `1h 05m`, `2d 04h 05m`), when the pattern hides seconds and more than a
    /// minute is shown (a minute or more counting up: a stopwatch shows seconds in its first
    /// minute only); nil to write it with seconds (`m:ss`). Minutes round by `rule`, so a
    /// countdown never shows less time than is left.
    static func withoutSeconds(_ n: ExactNumber, pattern: TimePattern, fractionDigits: Int, rule: RoundingRule,
                               format: NumberFormat) -> String? {
        guard pattern.hidesSeconds else { return nil }
        let (whole, fraction) = wholeAndFraction(n, fractionDigits: fractionDigits)
        // Past 15 digits of seconds (31 million years) seconds stay: Int arithmetic below.
        guard whole.count <= 15 else { return nil }
        let seconds = whole.reduce(0) { $0 * 10 + Int($1) }
        let exact = fraction.allSatisfy { $0 == 0 }
        guard rule == .down ? seconds >= 60 : (seconds > 60 || (seconds == 60 && !exact)) else { return nil }
        var minutes = seconds / 60
        let rest = seconds % 60
        switch rule {
        case .up where rest > 0 || !exact: minutes += 1
        case .toNearest where rest >= 30: minutes += 1
        default: break
        }
        let (hours, minute) = (minutes / 60, minutes % 60)
        func two(_ value: Int) -> String { (value < 10 ? "0" : "") + "\(value)" }
        var text = (n.isNegative ? "-" : "") + format.prefix
        if pattern.hours == .whenNeeded && pattern.showsDays && hours >= 24 {
            text += "\(hours / 24)d " + two(hours % 24) + "h " + two(minute) + "m"
        } else if hours > 0 || pattern.hours == .always {
            let h = String(hours)
            text += String(repeating: "0", count: max(pattern.hourDigits - h.count, 0)) + h + "h " + two(minute) + "m"
        } else {
            text += String(repeating: "0", count: max(pattern.minuteDigits - String(minute).count, 0)) + "\(minute)m"
        }
        return text + format.suffix
    }

    /// The integer digits (most significant first, none for 0) and exactly `fractionDigits`
    /// fraction digits of `n`, a multiple of 10^-fractionDigits.
    static func wholeAndFraction(_ n: ExactNumber, fractionDigits: Int) -> (whole: [UInt8], fraction: [UInt8]) {
        // n = digits × 10^exponent: pad with zeros up to the units (exponent > 0) and split.
        let padded = n.digits + [UInt8](repeating: 0, count: max(n.exponent + fractionDigits, 0))
        let integerCount = max(padded.count - fractionDigits, 0)
        var fraction = [UInt8](repeating: 0, count: fractionDigits)
        for k in 0..<fractionDigits {
            let index = padded.count - fractionDigits + k
            if index >= 0 { fraction[k] = padded[index] }
        }
        var whole = Array(padded[0..<integerCount])
        while whole.first == 0 { whole.removeFirst() }
        return (whole, fraction)
    }
}
