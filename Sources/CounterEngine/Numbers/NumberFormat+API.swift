extension NumberFormat {
    /// Bytes in binary units chosen per value, one decimal: `512 B`, `12.4 MiB`.
    public static let bytes = NumberFormat.units(.bytes)

    /// The format a pattern spells: a name (`int`, `float`, `percent`, `compact`, `bytes`,
    /// `time`, `mm:ss`), a digit pattern (`,##0.00`, `#,##0`, `00000`) or printf's `%d`/`%.2f`.
    public init(pattern: String) throws(FormatParseError) {
        switch NumberFormat.parse(FormatPatternParser.printfPattern(pattern) ?? pattern) {
        case .success(let format): self = format
        case .failure(let error): throw error
        }
    }

    /// The same format showing exactly `count` decimals (0 to 20).
    public func decimals(_ count: Int) -> NumberFormat {
        withDecimals(min(max(count, 0), NumberFormat.maximumDecimals))
    }

    /// The same format with its integer part grouped (`1,234,567`) or not; a locale applied later
    /// keeps this choice.
    public func grouped(_ on: Bool = true) -> NumberFormat {
        var copy = self
        copy.usesGrouping = on
        copy.groupingChosen = true
        return copy
    }

    /// The same format with a locale's `symbols`, grouping turned on unless the format chose
    /// (a pattern or `grouped(_:)`): what `--locale` does.
    package func withLocaleSymbols(_ symbols: NumberSymbols) -> NumberFormat {
        var copy = withSymbols(symbols)
        if !groupingChosen { copy.usesGrouping = true }
        return copy
    }

    /// `value` as text, rounded to the nearest shown digit: `1234.5` in `,##0.00` is `1,234.50`.
    /// Units are not padded to one width (`42 B`, not `42 B  `: widgets keep the width).
    public func string(_ value: ExactNumber) -> String {
        let text = format(value)
        guard unitScale != nil || notation == .compact, !suffix.hasSuffix(" ") else { return text }
        return String(text[..<(text.lastIndex { $0 != " " }.map(text.index(after:)) ?? text.startIndex)])
    }

    /// The whole number `value` as text (`format.string(42)` needs no conversion).
    public func string(_ value: Int) -> String {
        string(ExactNumber(value))
    }

    /// `value` as text, by its exact decimal (the shortest that reads back as `value`); NaN is 0.
    public func string(_ value: Double) -> String {
        string(ExactNumber(value))
    }

    /// Formats that write every value alike (`groupingChosen` matters only to a locale, later).
    public static func == (a: NumberFormat, b: NumberFormat) -> Bool {
        a.notation == b.notation && a.minimumIntegerDigits == b.minimumIntegerDigits
            && a.minimumFractionDigits == b.minimumFractionDigits && a.maximumFractionDigits == b.maximumFractionDigits
            && a.usesGrouping == b.usesGrouping && a.symbols == b.symbols && a.prefix == b.prefix && a.suffix == b.suffix
    }
}
