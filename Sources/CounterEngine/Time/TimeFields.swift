/// A whole number of seconds split into hours, minutes and seconds, on decimal digits, so
/// any size splits exactly (1e300 seconds has hours too) and nothing can overflow.
package struct TimeFields: Sendable, Equatable {
    /// Whole hours, as decimal digits, most significant first (empty for none).
    package var hours: [UInt8]
    /// Minutes: below 60 when `withHours`, else every whole minute, as decimal digits.
    package var minutes: [UInt8]
    /// Seconds, 0…59.
    package var seconds: Int

    /// Splits `digits` (a whole number of seconds, most significant first); `withHours` takes
    /// whole hours out of the minutes.
    package init(seconds digits: [UInt8], withHours: Bool) {
        let (allMinutes, s) = TimeFields.divide(digits, by: 60)
        seconds = s
        if withHours {
            let (h, m) = TimeFields.divide(allMinutes, by: 60)
            hours = h
            minutes = m == 0 ? [] : (m < 10 ? [UInt8(m)] : [UInt8(m / 10), UInt8(m % 10)])
        } else {
            hours = []
            minutes = allMinutes
        }
    }

    /// Long division of a decimal digit string by a small divisor: the quotient's digits (no
    /// leading zeros) and the remainder.
    package static func divide(_ digits: [UInt8], by divisor: Int) -> (quotient: [UInt8], remainder: Int) {
        var quotient: [UInt8] = []
        quotient.reserveCapacity(digits.count)
        var remainder = 0
        for d in digits {
            remainder = remainder * 10 + Int(d)
            let q = remainder / divisor
            remainder %= divisor
            if !(quotient.isEmpty && q == 0) { quotient.append(UInt8(q)) }
        }
        return (quotient, remainder)
    }
}
