#if canImport(Glibc)
import Glibc
#endif
import CounterEngine
import CounterTUI
import Foundation

/// `format`, `decimals`, `locale`, `prefix` and `suffix`: how a counter's number is written.
enum FormatKeys {
    /// - Parameter seconds: the values were durations: with no format given, they show as a time
    ///   with the decimals they have (at most 3).
    static func read(_ values: CounterOptions, seconds: [ExactNumber]?, rate: RateUnit?) throws(SpecError)
        -> NumberFormat
    {
        var format: NumberFormat
        if values[.format] == nil, rate != nil {
            // A rate is a quotient: one decimal unless a format says otherwise.
            format = NumberFormat.int.withDecimals(1)
        } else if values[.format] == nil, let seconds {
            let typed = seconds.map { max(-$0.exponent, 0) }.max() ?? 0
            format = .time(.automatic, decimals: min(typed, TimePattern.maximumDecimals))
        } else if let text = values[.format] {
            switch NumberFormat.parse(text) {
            case .success(let f): format = f
            case .failure(let error): throw SpecError(key: "format", got: text, expected: error.description)
            }
            // A rate in units reads as one: 12.4 MiB/s.
            if let rate, case .units(var scale) = format.notation {
                scale.per = rate.per
                format.notation = .units(scale)
            }
        } else {
            // As many decimals as typed: --to 1234.5 ends on 1234.5, not 1235.
            let typed = max(NumberOption.typedDecimals(values.orDefault(.from)), NumberOption.typedDecimals(values[.to] ?? "0"))
            format = NumberFormat.int.withDecimals(min(typed, NumberFormat.maximumTypedDecimals))
        }
        if let text = values[.decimals] {
            guard let n = Int(text), (0...NumberFormat.maximumDecimals).contains(n) else {
                throw SpecError(key: "decimals", got: text, expected: "a whole number from 0 to \(NumberFormat.maximumDecimals)")
            }
            format = format.withDecimals(n)
        }
        if let text = values[.locale] {
            let resolved = LocaleName.resolve(text, environment: localeEnvironment())
            if case .identifier(let id) = resolved {
                // `auto` from an environment Foundation does not know keeps the C conventions.
                if let symbols = NumberSymbols(localeIdentifier: id) {
                    format = format.withSymbols(symbols)
                    // A locale brings its grouping; a format given with it decides for itself.
                    if values[.format] == nil { format.usesGrouping = true }
                } else if text != "auto" {
                    throw SpecError(key: "locale", got: text, expected: "a locale such as en_US, de_DE, de_DE.UTF-8, en_IN, C or auto")
                }
            }
        }
        // Zero-width characters go, as from titles; controls are refused below.
        let prefix = TextSanitizer.withoutFormatCharacters(values.orDefault(.prefix)).precomposedStringWithCanonicalMapping
        let suffix = TextSanitizer.withoutFormatCharacters(values.orDefault(.suffix)).precomposedStringWithCanonicalMapping
        for (key, text) in [("prefix", prefix), ("suffix", suffix)] where TextSanitizer.clean(text) != text || text.count > 40 {
            throw SpecError(key: key, got: text, expected: "at most 40 printable characters")
        }
        return format.withAffixes(prefix: prefix, suffix: suffix)
    }

    /// The variables `--locale auto` reads.
    private static func localeEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_NUMERIC", "LANG"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}
