import CounterEngine

extension NumberFormat {
    /// The same format in the locale `identifier` (`de_DE`, `en-IN`): its separators and group
    /// sizes, and grouping turned on unless the format chose it (a pattern or `grouped(_:)`).
    public func locale(_ identifier: String) throws(UnknownLocaleError) -> NumberFormat {
        guard let symbols = NumberSymbols(localeIdentifier: identifier) else { throw UnknownLocaleError(identifier: identifier) }
        return withLocaleSymbols(symbols)
    }
}
