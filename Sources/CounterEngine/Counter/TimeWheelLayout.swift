/// The wheels of a time format, least significant first: the decimals, two for seconds (the
/// tens with 6 faces), the minutes (two, tens with 6 faces, under hours; as many as the widest
/// value needs without), then the hours; a `:` right of the minutes' and the hours' last wheel.
struct TimeWheelLayout {
    /// Faces of each wheel, least significant first.
    var radices: [Int]
    /// Wheels with a `:` to their right.
    var colonsAfter: Set<Int>
    /// Wheels that always show their digit.
    var alwaysShown: Int

    init(pattern: TimePattern, fractionWheels f: Int, lower: ExactNumber, upper: ExactNumber, maximumWheels: Int) {
        // The widest whole number of seconds the range reaches (rounded up, as a frame may show).
        let widest = [lower, upper].map { n in
            DecimalRounding.round(ExactNumber(isNegative: false, digits: n.digits, exponent: n.exponent),
                                  fractionDigits: 0, rule: .up, nudge: 0)
        }
        // (Types spelled out: inferred, this took the type checker 3.8 s of every debug build.)
        let wholes: [[UInt8]] = widest.map { TimeText.wholeAndFraction($0, fractionDigits: 0).whole }
        let seconds: [UInt8] = wholes.max { (a: [UInt8], b: [UInt8]) -> Bool in
            a.count < b.count || (a.count == b.count && a.lexicographicallyPrecedes(b))
        } ?? []
        let withHours: Bool
        switch pattern.hours {
        case .never: withHours = false
        case .always: withHours = true
        case .whenNeeded: withHours = !TimeFields.divide(seconds, by: 3600).quotient.isEmpty
        }
        let fields = TimeFields(seconds: seconds, withHours: withHours)
        radices = [Int](repeating: 10, count: f) + [10, 6]
        colonsAfter = [f + 2]
        let room = max(maximumWheels - f - 2, 1)
        if withHours {
            radices += [10, 6]
            colonsAfter.insert(f + 4)
            let hours = min(max(fields.hours.count, pattern.hourDigits, 1), max(room - 2, 1))
            radices += [Int](repeating: 10, count: hours)
            alwaysShown = f + 2 + (pattern.hours == .always ? 2 + pattern.hourDigits : 1)
        } else {
            let minutes = min(max(fields.minutes.count, pattern.minuteDigits, 1), room)
            radices += [Int](repeating: 10, count: minutes)
            alwaysShown = f + 2 + pattern.minuteDigits
        }
    }

    /// The mixed-radix digits of a whole number of display units, least significant first.
    static func mixedDigits(_ units: ExactNumber, radices: [Int]) -> [UInt8] {
        var rest = TimeText.wholeAndFraction(units, fractionDigits: 0).whole
        var digits = [UInt8](repeating: 0, count: radices.count)
        for (k, radix) in radices.enumerated() where !rest.isEmpty {
            let (quotient, remainder) = TimeFields.divide(rest, by: radix)
            digits[k] = UInt8(remainder)
            rest = quotient
        }
        return digits
    }
}
