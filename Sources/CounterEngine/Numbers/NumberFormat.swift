/// How a counter's number is written: digits, grouping, decimals, notation, prefix and suffix.
///
/// Formatting works on exact decimals (`ExactNumber`), so it never traps and never loses
/// digits: `1e30` in `int` format is a 1 followed by 30 zeros, -0 prints as 0.
public struct NumberFormat: Sendable, Equatable {
    /// Plain, ×100 with `%`, scaled to K/M/B/T, seconds written as a time (`m:ss`), or in
    /// units chosen per value (`12.4 MiB`).
    package enum Notation: Sendable, Equatable {
        case standard, percent, compact
        case time(TimePattern)
        case units(UnitScale)
    }

    package var notation: Notation

    /// The smallest change of value the text can show, where it is the same for every value
    /// (one unit of the last decimal; of a second for times); nil where units change with the
    /// value (compact, bytes).
    package var displayStep: Double? { NotationText.displayStep(of: self) }
    /// Zero-pads the integer part to this many digits (`00000` → 5).
    package var minimumIntegerDigits: Int
    package var minimumFractionDigits: Int
    package var maximumFractionDigits: Int
    /// Whether the integer part is grouped (`1,234`).
    package var usesGrouping: Bool
    package var symbols: NumberSymbols
    package var prefix: String
    package var suffix: String
    /// The format was given (a pattern or a name, or `grouped(_:)`) and decides its grouping:
    /// a locale then brings only its symbols, not grouping (`withLocaleSymbols(_:)`).
    package var groupingChosen = false

    /// The most fraction digits a format may ask for (`--decimals`, patterns).
    package static let maximumDecimals = 20
    /// The most fraction digits shown for numbers as typed (no format given): enough for the
    /// smallest Double written out (4.9e-324, 325 decimals) and anything the parser accepts plainly.
    package static let maximumTypedDecimals = NumberParser.maximumLength
    /// The most integer zero-padding a pattern may ask for.
    package static let maximumIntegerDigits = 40

    package init(notation: Notation = .standard, minimumIntegerDigits: Int = 1, minimumFractionDigits: Int = 0,
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

    /// Whole numbers (`%d`), no grouping.
    public static let int = NumberFormat()
    /// Two decimals (`%.2f`), no grouping.
    public static let float = NumberFormat(minimumFractionDigits: 2, maximumFractionDigits: 2)
    /// Percent: the value × 100 with `%`, whole percents, grouped.
    public static let percent = NumberFormat(notation: .percent, usesGrouping: true)
    /// Compact: 999, 1.2K, 12K, 123K, 3.4M, 5.6B, 7.8T.
    public static let compact = NumberFormat(notation: .compact, maximumFractionDigits: 1)
    /// Seconds as a time: `m:ss` below an hour, `h:mm:ss` above.
    public static let time = NumberFormat.time(.automatic)

    /// Seconds written as `pattern` with `decimals` fraction digits of a second.
    package static func time(_ pattern: TimePattern, decimals: Int = 0) -> NumberFormat {
        NumberFormat(notation: .time(pattern), minimumFractionDigits: decimals, maximumFractionDigits: decimals)
    }

    /// Whether values are seconds written as a time.
    package var isTime: Bool {
        if case .time = notation { return true }
        return false
    }

    /// The same format showing exactly `count` fraction digits (`--decimals`, or as typed).
    package func withDecimals(_ count: Int) -> NumberFormat {
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
    package func format(_ value: ExactNumber, rounding rule: RoundingRule = .toNearest, nudge: Int = 0,
                       tolerance: Double = 0) -> String {
        shown(value, rounding: rule, nudge: nudge, tolerance: tolerance).text
    }

    /// `value` as `format` writes it, and the number that text stands for (a whole number of
    /// display units; percent and compact scaled back).
    package func shown(_ value: ExactNumber, rounding rule: RoundingRule = .toNearest, nudge: Int = 0,
                      tolerance: Double = 0) -> (text: String, value: ExactNumber) {
        NotationText.shown(value, format: self, rounding: rule, nudge: nudge, tolerance: tolerance)
    }

    /// The widest text any value between `lower` and `upper` can take, in terminal cells.
    package func maximumWidth(lower: ExactNumber, upper: ExactNumber) -> Int {
        FormatWidth.maximum(self, lower: lower, upper: upper)
    }
}
