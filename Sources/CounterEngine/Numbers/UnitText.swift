/// Numbers written in a unit chosen per value (`12.4 MiB`, `3.1 k`): the units notation of
/// `NumberFormat`.
enum UnitText {
    /// `value` written in `scale`'s unit for its size, padded after the unit to the widest unit,
    /// and the number that text stands for.
    static func shown(_ value: ExactNumber, format: NumberFormat, scale: UnitScale, rule: RoundingRule, nudge: Int,
                      tolerance: Double) -> (text: String, value: ExactNumber) {
        let v = value.doubleValue
        var k = scale.unit(for: abs(v))
        while true {
            let factor = scale.factor(k)
            let scaled = k == 0 ? value : ExactNumber(v / factor)
            let digits = k == 0 && scale.wholeBase ? 0 : format.maximumFractionDigits
            let rounded = DecimalRounding.round(scaled, fractionDigits: digits, rule: rule, nudge: nudge,
                                                tolerance: tolerance / factor)
            // 999.96 KiB rounds to 1000.0: written as 1.0 MiB instead.
            if abs(rounded.doubleValue) >= UnitScale.limit, k + 1 < scale.units.count {
                k += 1
                continue
            }
            let unit = scale.text(ofUnit: k)
            let pad = String(repeating: " ", count: max(scale.unitWidth - TextWidth.cells(unit), 0))
            let text = NumberText.render(rounded, format: format, fractionDigits: digits, minimumFractionDigits: digits,
                                        unit: unit) + pad
            return (text, k == 0 ? rounded : ExactNumber(rounded.doubleValue * factor))
        }
    }

    /// Values of a range whose text in `scale` is the widest: just below 1000 of each unit.
    static func edges(_ scale: UnitScale, low: Double, high: Double) -> [ExactNumber] {
        var edges: [ExactNumber] = []
        for k in scale.units.indices {
            for sign in [1.0, -1.0] {
                let edge = sign * 999.94 * scale.factor(k)
                if edge >= low && edge <= high { edges.append(ExactNumber(edge)) }
            }
        }
        return edges
    }
}
