/// How a format writes a value in its notation: the scaling of percent and compact, units chosen
/// per value, then the rounded digits (`NumberFormat.shown`).
enum NotationText {
    /// One unit of the last shown decimal (of a second for times), or nil where units change
    /// with the value (`NumberFormat.displayStep`).
    static func displayStep(of format: NumberFormat) -> Double? {
        var digits = format.maximumFractionDigits
        switch format.notation {
        case .standard, .time: break
        case .percent: digits += 2
        case .compact, .units: return nil
        }
        var step = 1.0
        for _ in 0..<digits { step /= 10 }
        return step
    }

    /// `value` as `format` writes it, and the number that text stands for.
    static func shown(_ value: ExactNumber, format: NumberFormat, rounding rule: RoundingRule, nudge: Int,
                      tolerance: Double) -> (text: String, value: ExactNumber) {
        var number = value
        var unitSuffix = ""
        var fraction = format.maximumFractionDigits
        var power = 0
        var noise = tolerance
        switch format.notation {
        case .standard, .time:
            break
        case .units(let scale):
            return UnitText.shown(value, format: format, scale: scale, rule: rule, nudge: nudge, tolerance: tolerance)
        case .percent:
            power = 2
            unitSuffix = "%"
        case .compact:
            let (scale, unit, digits) = CompactScaling.scale(number, format: format, rule: rule, tolerance: tolerance)
            power = scale
            unitSuffix = unit
            fraction = digits
        }
        if power != 0 {
            number = number.scaled(byPowerOfTen: power)
            noise = tolerance * CompactScaling.powerOfTen(power)
        }
        let rounded = DecimalRounding.round(number, fractionDigits: fraction, rule: rule, nudge: nudge, tolerance: noise)
        var minFraction = min(format.minimumFractionDigits, fraction)
        if format.notation == .compact { minFraction = format.minimumFractionDigits == format.maximumFractionDigits ? fraction : 0 }
        // Below its first unit compact writes the whole number, grouped as the locale groups
        // (de_DE has no unit under Mio.: 809.375), from five digits on as ICU's compact
        // notation does (1200 stays 1200).
        if format.notation == .compact, power == 0, !format.usesGrouping {
            var grouped = format
            grouped.usesGrouping = true
            grouped.symbols.minimumGroupingDigits = max(format.symbols.minimumGroupingDigits, 2)
            return (NumberText.render(rounded, format: grouped, fractionDigits: fraction, minimumFractionDigits: minFraction,
                                     unit: unitSuffix), rounded)
        }
        if case .time(let pattern) = format.notation,
            let text = TimeText.withoutSeconds(rounded, pattern: pattern, fractionDigits: fraction, rule: rule, format: format) {
            return (text, rounded)
        }
        let text = NumberText.render(rounded, format: format, fractionDigits: fraction, minimumFractionDigits: minFraction,
                                    unit: unitSuffix)
        return (text, rounded.scaled(byPowerOfTen: -power))
    }
}
