/// Rounding of exact decimals to a number of fraction digits, by digit arithmetic (no Double).
enum DecimalRounding {
    /// `value` rounded to a multiple of 10^-fractionDigits by `rule`, then moved `nudge` units.
    /// With `.down` or `.up`, a value within `tolerance` of a multiple is that multiple: a Double
    /// computed as 3.0000000000000004 is 3, not a fraction above it (floating-point noise).
    static func round(_ value: ExactNumber, fractionDigits f: Int, rule: RoundingRule, nudge: Int,
                      tolerance: Double = 0) -> ExactNumber {
        let unitExponent = -f
        var kept: [UInt8]
        var dropped: ArraySlice<UInt8> = []
        if value.exponent >= unitExponent {
            kept = value.digits
        } else {
            // Digits below 10^-f are dropped; keep the ones at or above it.
            let keepCount = value.digits.count - (unitExponent - value.exponent)
            if keepCount > 0 {
                kept = Array(value.digits[0..<keepCount])
                dropped = value.digits[keepCount...]
            } else {
                kept = []
                dropped = value.digits[...]
                // Digits between 10^-f and the first digit are zeros that were not written.
                // Only the first dropped digit and "any non-zero" matter, so one zero stands for all.
                if keepCount < 0 { dropped = ([0] + Array(dropped))[...] }
            }
        }
        let keptExponent = max(value.exponent, unitExponent)
        var magnitude = kept
        let hasRemainder = dropped.contains { $0 != 0 }
        var increment = false
        switch rule {
        case .toNearest: increment = (dropped.first ?? 0) >= 5
        case .down, .up:
            let away = (rule == .down) == value.isNegative
            if hasRemainder, tolerance > 0, let nearer = snap(value, unitExponent: unitExponent, tolerance: tolerance) {
                increment = nearer
            } else {
                increment = hasRemainder && away
            }
        }
        // Work in units of 10^keptExponent; the nudge is in units of 10^-f.
        var negative = value.isNegative
        if increment { magnitude = add(one: magnitude) }
        var steps = nudge
        let unitPadding = keptExponent - unitExponent
        if steps != 0 {
            magnitude += [UInt8](repeating: 0, count: unitPadding)
            while steps != 0 {
                let up = steps > 0
                // Adding 1 to a negative value shrinks its magnitude, and the other way round.
                if up != negative {
                    magnitude = add(one: magnitude)
                } else if magnitude.allSatisfy({ $0 == 0 }) {
                    magnitude = [1]
                    negative = up ? false : true
                } else {
                    magnitude = subtract(one: magnitude)
                }
                steps += up ? -1 : 1
            }
            return ExactNumber(isNegative: negative, digits: magnitude, exponent: unitExponent)
        }
        return ExactNumber(isNegative: negative, digits: magnitude, exponent: keptExponent)
    }

    /// For a value within `tolerance` of a multiple of 10^unitExponent: true when that multiple
    /// is the one above in magnitude, false when below (the nearer when both are: a tolerance
    /// wider than a unit rounds to the nearest); nil for a real fraction.
    private static func snap(_ value: ExactNumber, unitExponent: Int, tolerance: Double) -> Bool? {
        // The dropped part, as a magnitude below one unit.
        let droppedCount = min(unitExponent - value.exponent, value.digits.count)
        let dropped = ExactNumber(isNegative: false, digits: Array(value.digits.suffix(droppedCount)),
                                  exponent: value.exponent).doubleValue
        let unit = ExactNumber(isNegative: false, digits: [1], exponent: unitExponent).doubleValue
        let below = dropped <= tolerance
        let above = unit - dropped <= tolerance
        if below && above { return dropped >= unit - dropped }
        return below ? false : above ? true : nil
    }

    private static func add(one digits: [UInt8]) -> [UInt8] {
        var d = digits
        var i = d.count - 1
        while i >= 0 {
            if d[i] == 9 {
                d[i] = 0
                i -= 1
            } else {
                d[i] += 1
                return d
            }
        }
        return [1] + d
    }

    private static func subtract(one digits: [UInt8]) -> [UInt8] {
        var d = digits
        var i = d.count - 1
        while i >= 0 {
            if d[i] == 0 {
                d[i] = 9
                i -= 1
            } else {
                d[i] -= 1
                return d
            }
        }
        return d
    }
}
