extension NumberFormat {
    /// The same format in ASCII only (prefix, suffix, separators, compact units), for a
    /// terminal whose locale is not UTF-8.
    package func transliterated() -> NumberFormat {
        var copy = self
        copy.prefix = Transliteration.ascii(prefix)
        copy.suffix = Transliteration.ascii(suffix)
        copy.symbols.decimalSeparator = Transliteration.ascii(symbols.decimalSeparator)
        copy.symbols.groupingSeparator = Transliteration.ascii(symbols.groupingSeparator)
        copy.symbols.compactUnits = symbols.compactUnits.map { CompactUnit(power: $0.power, unit: Transliteration.ascii($0.unit)) }
        return copy
    }
}
