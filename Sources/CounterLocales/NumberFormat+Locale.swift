import CounterEngine

extension NumberFormat {
    /// The same format in the locale `identifier` (`de_DE`, `en-IN`, `de_DE.UTF-8` as in `LANG`):
    /// its separators and group sizes, and grouping turned on unless the format chose it (a
    /// pattern or `grouped(_:)`). `C` and `POSIX` leave the format as it is.
    public func locale(_ identifier: String) throws(UnknownLocaleError) -> NumberFormat {
        if ["C", "POSIX"].contains(identifier.prefix { $0 != "." && $0 != "@" }) { return self }
        guard let symbols = NumberSymbols(localeIdentifier: identifier) else { throw UnknownLocaleError(identifier: identifier) }
        return withLocaleSymbols(symbols)
    }
}
