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
            append(fields.hours, padded: pattern.hourDigits)
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
