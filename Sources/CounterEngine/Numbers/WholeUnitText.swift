/// Writing whole numbers of display units without building exact decimals: the frame path's
/// formatter (no allocation for texts of up to 15 bytes, no parsing).
package enum WholeUnitText {
    /// 10^maximumFractionDigits, the number of display units in one, when `text(_:format:)` can
    /// write `format` (plain notation, at most 15 decimals, short affixes); nil otherwise.
    package static func scale(of format: NumberFormat) -> Double? {
        guard case .standard = format.notation, format.maximumFractionDigits <= 15,
              format.prefix.utf8.count + format.suffix.utf8.count + format.symbols.groupingSeparator.utf8.count
                + format.symbols.decimalSeparator.utf8.count <= 32
        else { return nil }
        var scale = 1.0
        for _ in 0..<format.maximumFractionDigits { scale *= 10 }
        return scale
    }

    /// `units` × 10^-maximumFractionDigits written exactly as `format.format(_:)` writes that
    /// number (only for formats with a `scale(of:)`).
    package static func text(_ units: Int64, format: NumberFormat) -> String {
        let symbols = format.symbols
        let fraction = format.maximumFractionDigits
        var power: UInt64 = 1
        for _ in 0..<fraction { power *= 10 }
        let magnitude = units.magnitude
        let integerPart = magnitude / power
        var fractionPart = magnitude % power
        // Trailing zeros go, down to the decimals the format always shows.
        var shownFraction = fraction
        let minimumFraction = min(format.minimumFractionDigits, fraction)
        var dropped: UInt64 = 1
        while shownFraction > minimumFraction, fractionPart % (dropped * 10) == 0 {
            shownFraction -= 1
            dropped *= 10
        }
        fractionPart /= dropped
        var integerDigits = 0
        var rest = integerPart
        while rest > 0 {
            integerDigits += 1
            rest /= 10
        }
        let totalInteger = max(format.minimumIntegerDigits, integerDigits)
        let groups = format.usesGrouping && totalInteger >= symbols.primaryGroupSize + symbols.minimumGroupingDigits
        // Sign, prefix, grouped digits, decimals, suffix: at most 40 + 20·separator + 32 bytes.
        let capacity = 160 + totalInteger * (symbols.groupingSeparator.utf8.count + 1)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { bytes in
            var count = 0
            func append(_ byte: UInt8) {
                bytes[count] = byte
                count += 1
            }
            func append(_ text: String) {
                for byte in text.utf8 { append(byte) }
            }
            if units < 0 { append(45) }
            append(format.prefix)
            for position in 0..<totalInteger {
                let digitsToTheRight = totalInteger - position - 1
                // Digits beyond the integer part's own are the format's leading zeros.
                let digit = digitsToTheRight >= 19 ? 0 : integerPart / Self.power(digitsToTheRight) % 10
                append(UInt8(digit) + 48)
                if groups, digitsToTheRight > 0, NumberText.isGroupBoundary(digitsToTheRight, symbols) {
                    append(symbols.groupingSeparator)
                }
            }
            if shownFraction > 0 {
                append(symbols.decimalSeparator)
                var scale = Self.power(shownFraction - 1)
                while scale > 0 {
                    append(UInt8(fractionPart / scale % 10) + 48)
                    scale /= 10
                }
            }
            append(format.suffix)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<count]), as: UTF8.self)
        }
    }

    /// 10^exponent for 0...18.
    private static func power(_ exponent: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// `value` in whole display units of `scale` (10^decimals), rounded by `rule` as
    /// `NumberFormat.shown(_:rounding:tolerance:)` rounds the exact decimal of `value`, with `tolerance` in
    /// display units: nil when the Double arithmetic cannot tell (a value within a hair of a
    /// rounding boundary, or beyond 2^50 units); the caller then takes the exact path.
    package static func units(of value: Double, scale: Double, rule: RoundingRule, tolerance: Double) -> Int64? {
        let scaled = value * scale
        let magnitude = abs(scaled)
        guard magnitude.isFinite, magnitude < 0x1p50, tolerance < 0.25 else { return nil }
        let floor = magnitude.rounded(.down)
        let remainder = magnitude - floor
        // Far more than the Double errors (of the shortest decimal, of the product, of the
        // exact path's own comparisons), so both sides agree outside this band.
        let margin = 8 * magnitude.ulp + 1e-9
        let away: Bool
        switch rule {
        case .toNearest: return nil
        case .down: away = scaled < 0
        case .up: away = scaled > 0
        }
        let rounded: Double
        if remainder == 0 && scale == 1 {
            rounded = floor
        } else if remainder <= tolerance - margin {
            rounded = floor
        } else if remainder >= 1 - tolerance + margin {
            rounded = floor + 1
        } else if remainder >= tolerance + margin, remainder <= 1 - tolerance - margin {
            rounded = away ? floor + 1 : floor
        } else {
            return nil
        }
        let units = Int64(rounded)
        return scaled < 0 ? -units : units
    }
}
