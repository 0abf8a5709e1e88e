/// The widest text a format writes for any value of a range: a counter reserves it, so digits
/// never jump left and right while counting.
enum FormatWidth {
    /// The widest text any value between `lower` and `upper` can take, in terminal cells.
    static func maximum(_ format: NumberFormat, lower: ExactNumber, upper: ExactNumber) -> Int {
        var candidates = [lower, upper]
        // Each doubleValue is a decimal-to-binary conversion: once per bound.
        let low = lower.doubleValue
        let high = upper.doubleValue
        if format.notation == .compact {
            // The widest points sit just below each power of ten (999.99, 9.9999K, 99.999K, ...):
            // below a new unit, and where decimals are still shown; check those in range.
            for magnitude in 0...max(format.symbols.compactUnits.count, 14) {
                for sign in [false, true] {
                    let edge = ExactNumber(isNegative: sign, digits: [9, 9, 9, 9, 9], exponent: magnitude - 4)
                    let d = edge.doubleValue
                    if d >= low && d <= high { candidates.append(edge) }
                }
            }
        }
        if let scale = format.unitScale { candidates += UnitText.edges(scale, low: low, high: high) }
        var width = 0
        // Optional decimals (0.0#, compact): values inside the range can show more decimals than
        // its bounds (-63.99 is wider than -64.0, -0.9 than -1; found by the formatter fuzzer).
        if format.minimumFractionDigits < format.maximumFractionDigits, low < high {
            if format.notation == .compact {
                // Compact units scale with the value: a step relative to the range.
                let step = max(abs(low), abs(high)) * 1e-7
                candidates += [low + step, high - step].filter { $0 > low && $0 < high }.map { ExactNumber($0) }
            } else {
                let digits = format.maximumFractionDigits + (format.notation == .percent ? 2 : 0)
                candidates += [lower, upper].compactMap { fullFraction(below: $0, fractionDigits: digits) }
            }
        }
        for candidate in candidates {
            for rule in [RoundingRule.toNearest, .down, .up] {
                width = max(width, TextWidth.cells(format.format(candidate, rounding: rule)))
            }
        }
        return width
    }

    /// A number no larger in magnitude than `bound`, with as many integer digits as can be and
    /// all `fractionDigits` decimals shown (nonzero): the widest text at or inside the bound.
    static func fullFraction(below bound: ExactNumber, fractionDigits f: Int) -> ExactNumber? {
        guard f > 0 else { return nil }
        let integerDigits = max(bound.magnitude + 1, 0)
        // The last decimal nonzero, the others zero: the smallest such tail.
        let tail = [UInt8](repeating: 0, count: f - 1) + [1]
        let magnitude = abs(bound.doubleValue)
        // As many integer digits as the bound (10…0.01), else one fewer (9…9.01).
        for count in [integerDigits, integerDigits - 1] where count >= 0 {
            let head: [UInt8] = count == 0 ? [0] : (count == integerDigits ? [1] + [UInt8](repeating: 0, count: count - 1) : [UInt8](repeating: 9, count: count))
            let candidate = ExactNumber(isNegative: bound.isNegative, digits: head + tail, exponent: -f)
            if abs(candidate.doubleValue) <= magnitude { return candidate }
        }
        return nil
    }

}
