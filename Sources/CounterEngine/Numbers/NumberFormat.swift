/// How a counter's number is written: digits, grouping, decimals, notation, prefix and suffix.
///
/// Formatting works on exact decimals (`ExactNumber`), so it never traps and never loses
/// digits: `1e30` in `int` format is a 1 followed by 30 zeros, -0 prints as 0.
public struct NumberFormat: Sendable, Equatable {
    /// Plain, ×100 with `%`, scaled to K/M/B/T, seconds written as a time (`m:ss`), or in
    /// units chosen per value (`12.4 MiB`).
    public enum Notation: Sendable, Equatable {
        case standard, percent, compact
        case time(TimePattern)
        case units(UnitScale)
    }

    public var notation: Notation

    /// The smallest change of value the text can show, where it is the same for every value
    /// (one unit of the last decimal; of a second for times); nil where units change with the
    /// value (compact, bytes).
    public var displayStep: Double? {
        var digits = maximumFractionDigits
        switch notation {
        case .standard, .time: break
        case .percent: digits += 2
        case .compact, .units: return nil
        }
        var step = 1.0
        for _ in 0..<digits { step /= 10 }
        return step
    }
    /// Zero-pads the integer part to this many digits (`00000` → 5).
    public var minimumIntegerDigits: Int
    public var minimumFractionDigits: Int
    public var maximumFractionDigits: Int
    /// Whether the integer part is grouped (`1,234`).
    public var usesGrouping: Bool
    public var symbols: NumberSymbols
    public var prefix: String
    public var suffix: String

    /// The most fraction digits a format may ask for (`--decimals`, patterns).
    public static let maximumDecimals = 20
    /// The most fraction digits shown for numbers as typed (no format given): enough for the
    /// smallest Double written out (4.9e-324, 325 decimals) and anything the parser accepts plainly.
    public static let maximumTypedDecimals = NumberParser.maximumLength
    /// The most integer zero-padding a pattern may ask for.
    public static let maximumIntegerDigits = 40

    public init(notation: Notation = .standard, minimumIntegerDigits: Int = 1, minimumFractionDigits: Int = 0,
                maximumFractionDigits: Int = 0, usesGrouping: Bool = false, symbols: NumberSymbols = .plain,
                prefix: String = "", suffix: String = "") {
        self.notation = notation
        self.minimumIntegerDigits = min(max(minimumIntegerDigits, 1), NumberFormat.maximumIntegerDigits)
        self.maximumFractionDigits = min(max(maximumFractionDigits, 0), NumberFormat.maximumTypedDecimals)
        self.minimumFractionDigits = min(max(minimumFractionDigits, 0), self.maximumFractionDigits)
        self.usesGrouping = usesGrouping
        self.symbols = symbols
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The seeds' `Int` output: whole numbers, no grouping.
    public static let int = NumberFormat()
    /// The seeds' `%.2f`: two decimals, no grouping.
    public static let float = NumberFormat(minimumFractionDigits: 2, maximumFractionDigits: 2)
    /// Percent: the value × 100 with `%`, whole percents, grouped.
    public static let percent = NumberFormat(notation: .percent, usesGrouping: true)
    /// Compact: 999, 1.2K, 12K, 123K, 3.4M, 5.6B, 7.8T.
    public static let compact = NumberFormat(notation: .compact, maximumFractionDigits: 1)
    /// Seconds as a time: `m:ss` below an hour, `h:mm:ss` above.
    public static let time = NumberFormat.time(.automatic)

    /// Seconds written as `pattern` with `decimals` fraction digits of a second.
    public static func time(_ pattern: TimePattern, decimals: Int = 0) -> NumberFormat {
        NumberFormat(notation: .time(pattern), minimumFractionDigits: decimals, maximumFractionDigits: decimals)
    }

    /// Whether values are seconds written as a time.
    public var isTime: Bool {
        if case .time = notation { return true }
        return false
    }

    /// The same format showing exactly `count` fraction digits (`--decimals`, or as typed).
    public func withDecimals(_ count: Int) -> NumberFormat {
        var copy = self
        copy.maximumFractionDigits = min(max(count, 0), NumberFormat.maximumTypedDecimals)
        copy.minimumFractionDigits = copy.maximumFractionDigits
        return copy
    }

    /// The same format with a locale's separators and grouping sizes.
    public func withSymbols(_ symbols: NumberSymbols) -> NumberFormat {
        var copy = self
        copy.symbols = symbols
        return copy
    }

    /// The same format with a prefix and suffix around the number (after the sign).
    public func withAffixes(prefix: String, suffix: String) -> NumberFormat {
        var copy = self
        copy.prefix = prefix
        copy.suffix = suffix
        return copy
    }

    /// `value` as text, rounded by `rule`; `nudge` moves the rounded result that many display
    /// units (the value of its last shown digit) up or down before it is written. With `.down`
    /// or `.up`, a value within `tolerance` of a display unit is that unit (floating-point noise).
    public func format(_ value: ExactNumber, rounding rule: RoundingRule = .toNearest, nudge: Int = 0,
                       tolerance: Double = 0) -> String {
        shown(value, rounding: rule, nudge: nudge, tolerance: tolerance).text
    }

    /// `value` as `format` writes it, and the number that text stands for (a whole number of
    /// display units; percent and compact scaled back).
    public func shown(_ value: ExactNumber, rounding rule: RoundingRule = .toNearest, nudge: Int = 0,
                      tolerance: Double = 0) -> (text: String, value: ExactNumber) {
        var number = value
        var unitSuffix = ""
        var fraction = maximumFractionDigits
        var power = 0
        var noise = tolerance
        switch notation {
        case .standard, .time:
            break
        case .units(let scale):
            return shownInUnits(value, scale: scale, rule: rule, nudge: nudge, tolerance: tolerance)
        case .percent:
            power = 2
            unitSuffix = "%"
        case .compact:
            let (scale, unit, digits) = compactScale(number, rule: rule, tolerance: tolerance)
            power = scale
            unitSuffix = unit
            fraction = digits
        }
        if power != 0 {
            number = number.scaled(byPowerOfTen: power)
            noise = tolerance * NumberFormat.powerOfTen(power)
        }
        let rounded = DecimalRounding.round(number, fractionDigits: fraction, rule: rule, nudge: nudge, tolerance: noise)
        var minFraction = min(minimumFractionDigits, fraction)
        if notation == .compact { minFraction = minimumFractionDigits == maximumFractionDigits ? fraction : 0 }
        // Below its first unit compact writes the whole number, grouped as the locale groups
        // (de_DE has no unit under Mio.: 809.375), from five digits on as ICU's compact
        // notation does (1200 stays 1200).
        if notation == .compact, power == 0, !usesGrouping {
            var grouped = self
            grouped.usesGrouping = true
            grouped.symbols.minimumGroupingDigits = max(symbols.minimumGroupingDigits, 2)
            return (grouped.render(rounded, fractionDigits: fraction, minimumFractionDigits: minFraction, unit: unitSuffix), rounded)
        }
        let text = render(rounded, fractionDigits: fraction, minimumFractionDigits: minFraction, unit: unitSuffix)
        return (text, rounded.scaled(byPowerOfTen: -power))
    }

    /// 10^power as a Double, for the small powers notations scale by.
    private static func powerOfTen(_ power: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(power) { result = power > 0 ? result * 10 : result / 10 }
        return result
    }

    /// The widest text any value between `lower` and `upper` can take, in terminal cells.
    public func maximumWidth(lower: ExactNumber, upper: ExactNumber) -> Int {
        var candidates = [lower, upper]
        // Each doubleValue is a decimal-to-binary conversion: once per bound.
        let low = lower.doubleValue
        let high = upper.doubleValue
        if notation == .compact {
            // The widest points sit just below each power of ten (999.99, 9.9999K, 99.999K, ...):
            // below a new unit, and where decimals are still shown; check those in range.
            for magnitude in 0...max(symbols.compactUnits.count, 14) {
                for sign in [false, true] {
                    let edge = ExactNumber(isNegative: sign, digits: [9, 9, 9, 9, 9], exponent: magnitude - 4)
                    let d = edge.doubleValue
                    if d >= low && d <= high { candidates.append(edge) }
                }
            }
        }
        if let scale = unitScale { candidates += unitEdges(scale, low: low, high: high) }
        var width = 0
        // Optional decimals (0.0#, compact): values inside the range can show more decimals than
        // its bounds (-63.99 is wider than -64.0, -0.9 than -1; found by the formatter fuzzer).
        if minimumFractionDigits < maximumFractionDigits, low < high {
            if notation == .compact {
                // Compact units scale with the value: a step relative to the range.
                let step = max(abs(low), abs(high)) * 1e-7
                candidates += [low + step, high - step].filter { $0 > low && $0 < high }.map { ExactNumber($0) }
            } else {
                let digits = maximumFractionDigits + (notation == .percent ? 2 : 0)
                candidates += [lower, upper].compactMap { NumberFormat.fullFraction(below: $0, fractionDigits: digits) }
            }
        }
        for candidate in candidates {
            for rule in [RoundingRule.toNearest, .down, .up] {
                width = max(width, TextWidth.cells(format(candidate, rounding: rule)))
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

    /// The power of ten that scales `value` to its unit, the unit's text, and its decimals.
    private func compactScale(_ value: ExactNumber, rule: RoundingRule, tolerance: Double) -> (Int, String, Int) {
        let units = symbols.compactUnits
        var index = value.isZero ? 0 : min(max(value.magnitude, 0), units.count - 1)
        while true {
            let unit = units[index]
            let scaled = value.scaled(byPowerOfTen: -unit.power)
            let digits = fractionDigitsForCompact(scaled)
            let noise = tolerance * NumberFormat.powerOfTen(-unit.power)
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

    private func fractionDigitsForCompact(_ scaled: ExactNumber) -> Int {
        if minimumFractionDigits == maximumFractionDigits { return maximumFractionDigits }
        // Like Intl: two significant digits at least, so 1.2K but 12K and 123K.
        return scaled.magnitude >= 1 ? 0 : maximumFractionDigits
    }

    func render(_ n: ExactNumber, fractionDigits: Int, minimumFractionDigits: Int, unit: String) -> String {
        if case .time(let pattern) = notation { return renderTime(n, pattern: pattern, fractionDigits: fractionDigits) }
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
        text.reserveCapacity(prefix.utf8.count + suffix.utf8.count + integerCount * 2 + shownFraction + 8)
        if n.isNegative { text.append(45) }
        text.append(contentsOf: prefix.utf8)
        let zeros = max(minimumIntegerDigits - integerCount, 0)
        let totalInteger = zeros + integerCount
        let primary = symbols.primaryGroupSize
        let groups = usesGrouping && totalInteger >= primary + symbols.minimumGroupingDigits
        let separator = Array(symbols.groupingSeparator.utf8)
        for position in 0..<totalInteger {
            text.append((position < zeros ? 0 : digit(position - zeros)) + 48)
            let right = totalInteger - position - 1
            if groups, right > 0, NumberFormat.isGroupBoundary(right, symbols) { text.append(contentsOf: separator) }
        }
        if shownFraction > 0 {
            text.append(contentsOf: symbols.decimalSeparator.utf8)
            for k in 0..<shownFraction { text.append(fraction[k] + 48) }
        }
        text.append(contentsOf: unit.utf8)
        text.append(contentsOf: suffix.utf8)
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
