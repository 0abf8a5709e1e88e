extension NumberFormat {
    /// A format in units chosen per value (`bytes`, `bytes-si`, `si`), one decimal.
    public static func units(_ scale: UnitScale) -> NumberFormat {
        NumberFormat(notation: .units(scale), minimumFractionDigits: 1, maximumFractionDigits: 1)
    }

    /// The scale of a units format, if it is one.
    public var unitScale: UnitScale? {
        if case .units(let scale) = notation { return scale }
        return nil
    }

    /// The unit the number is written in changes with its size (compact, bytes, si): such a
    /// number cannot roll on digit wheels.
    public var changesUnits: Bool {
        switch notation {
        case .compact, .units: return true
        default: return false
        }
    }

    /// `value` written in `scale`'s unit for its size, padded after the unit to the widest unit,
    /// and the number that text stands for.
    func shownInUnits(_ value: ExactNumber, scale: UnitScale, rule: RoundingRule, nudge: Int,
                      tolerance: Double) -> (text: String, value: ExactNumber) {
        let v = value.doubleValue
        var k = scale.unit(for: abs(v))
        while true {
            let factor = scale.factor(k)
            let scaled = k == 0 ? value : ExactNumber(v / factor)
            let digits = k == 0 && scale.wholeBase ? 0 : maximumFractionDigits
            let rounded = DecimalRounding.round(scaled, fractionDigits: digits, rule: rule, nudge: nudge,
                                                tolerance: tolerance / factor)
            // 999.96 KiB rounds to 1000.0: written as 1.0 MiB instead.
            if abs(rounded.doubleValue) >= UnitScale.limit, k + 1 < scale.units.count {
                k += 1
                continue
            }
            let unit = scale.text(ofUnit: k)
            let pad = String(repeating: " ", count: max(scale.unitWidth - TextWidth.cells(unit), 0))
            let text = render(rounded, fractionDigits: digits, minimumFractionDigits: digits, unit: unit) + pad
            return (text, k == 0 ? rounded : ExactNumber(rounded.doubleValue * factor))
        }
    }

    /// Values of a range whose text in `scale` is the widest: just below 1000 of each unit.
    func unitEdges(_ scale: UnitScale, low: Double, high: Double) -> [ExactNumber] {
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

extension NumberFormat {
    /// `text` of this format without the spaces that pad a unit to the widest one: for plain
    /// lines, where nothing is aligned.
    public func unpadded(_ text: String) -> String {
        guard unitScale != nil else { return text }
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        return String(text[..<end])
    }
}
