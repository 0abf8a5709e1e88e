/// Compact notation (1.2K, 3.4M): which unit a value is written in, and with how many decimals.
enum CompactScaling {
    /// The power of ten that scales `value` to its unit, the unit's text, and its decimals.
    static func scale(_ value: ExactNumber, format: NumberFormat, rule: RoundingRule, tolerance: Double) -> (Int, String, Int) {
        let units = format.symbols.compactUnits
        var index = value.isZero ? 0 : min(max(value.magnitude, 0), units.count - 1)
        while true {
            let unit = units[index]
            let scaled = value.scaled(byPowerOfTen: -unit.power)
            let digits = fractionDigits(scaled, format: format)
            let noise = tolerance * powerOfTen(-unit.power)
            let rounded = DecimalRounding.round(scaled, fractionDigits: digits, rule: rule, nudge: 0, tolerance: noise)
            // Rounding 999.96K up gives 1000K: write it in the next size's unit (1M) instead.
            if !rounded.isZero, rounded.magnitude + unit.power > index, index + 1 < units.count,
                units[index + 1].power != unit.power
            {
                index += 1
                continue
            }
            return (-unit.power, unit.unit, digits)
        }
    }

    private static func fractionDigits(_ scaled: ExactNumber, format: NumberFormat) -> Int {
        if format.minimumFractionDigits == format.maximumFractionDigits { return format.maximumFractionDigits }
        // Like Intl: two significant digits at least, so 1.2K but 12K and 123K.
        return scaled.magnitude >= 1 ? 0 : format.maximumFractionDigits
    }

    /// 10^power as a Double, for the small powers notations scale by.
    static func powerOfTen(_ power: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(power) { result = power > 0 ? result * 10 : result / 10 }
        return result
    }

}
