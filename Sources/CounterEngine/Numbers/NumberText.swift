/// Writes an exactly rounded number as a format lays it out: sign, prefix, grouped digits,
/// decimals, unit, suffix.
enum NumberText {
    /// `n`, a multiple of 10^-fractionDigits, written with `format`'s symbols and affixes.
    static func render(_ n: ExactNumber, format: NumberFormat, fractionDigits: Int, minimumFractionDigits: Int,
                       unit: String) -> String {
        if case .time(let pattern) = format.notation {
            return TimeText.render(n, pattern: pattern, fractionDigits: fractionDigits, format: format)
        }
        // n is a multiple of 10^-fractionDigits: split its digits at the decimal point.
        let padding = max(n.exponent + fractionDigits, 0)
        let count = n.digits.count + padding
        let integerCount = max(count - fractionDigits, 0)
        func digit(_ i: Int) -> UInt8 { i < n.digits.count ? n.digits[i] : 0 }
        // Fraction digits, most significant first (leading zeros when the number is below 1).
        var fraction = [UInt8](repeating: 0, count: fractionDigits)
        for k in 0..<fractionDigits {
            let index = count - fractionDigits + k
            if index >= 0 { fraction[k] = digit(index) }
        }
        var shownFraction = fractionDigits
        while shownFraction > minimumFractionDigits, fraction[shownFraction - 1] == 0 { shownFraction -= 1 }
        // Built as UTF-8 bytes: appending scalars to a String one by one costs ten times more.
        var text: [UInt8] = []
        text.reserveCapacity(format.prefix.utf8.count + format.suffix.utf8.count + integerCount * 2 + shownFraction + 8)
        if n.isNegative { text.append(45) }
        text.append(contentsOf: format.prefix.utf8)
        let zeros = max(format.minimumIntegerDigits - integerCount, 0)
        let totalInteger = zeros + integerCount
        let symbols = format.symbols
        let primary = symbols.primaryGroupSize
        let groups = format.usesGrouping && totalInteger >= primary + symbols.minimumGroupingDigits
        let separator = Array(symbols.groupingSeparator.utf8)
        for position in 0..<totalInteger {
            text.append((position < zeros ? 0 : digit(position - zeros)) + 48)
            let right = totalInteger - position - 1
            if groups, right > 0, isGroupBoundary(right, symbols) { text.append(contentsOf: separator) }
        }
        if shownFraction > 0 {
            text.append(contentsOf: symbols.decimalSeparator.utf8)
            for k in 0..<shownFraction { text.append(fraction[k] + 48) }
        }
        text.append(contentsOf: unit.utf8)
        text.append(contentsOf: format.suffix.utf8)
        return String(decoding: text, as: UTF8.self)
    }

    /// True when a separator follows the digit that has `digitsToTheRight` integer digits after it.
    static func isGroupBoundary(_ digitsToTheRight: Int, _ symbols: NumberSymbols) -> Bool {
        let primary = symbols.primaryGroupSize
        if digitsToTheRight == primary { return true }
        if digitsToTheRight < primary { return false }
        return (digitsToTheRight - primary) % symbols.secondaryGroupSize == 0
    }
}
