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
        if values.format == nil, rate != nil {
            // A rate is a quotient: one decimal unless a format says otherwise.
            format = NumberFormat.int.withDecimals(1)
        } else if values.format == nil, let seconds {
            let typed = seconds.map { max(-$0.exponent, 0) }.max() ?? 0
            format = .time(.automatic, decimals: min(typed, TimePattern.maximumDecimals))
        } else if let given = values.format {
            format = given
            // A rate in units reads as one: 12.4 MiB/s.
            if let rate, case .units(var scale) = format.notation {
                scale.per = rate.per
                format.notation = .units(scale)
            }
        } else {
            // As many decimals as typed: --to 1234.5 ends on 1234.5, not 1235.
            let typed = max(values.from?.typedDecimals ?? 0, values.to?.typedDecimals ?? 0)
            format = NumberFormat.int.withDecimals(min(typed, NumberFormat.maximumTypedDecimals))
        }
        if let decimals = values.decimals {
            // A time shows tenths, hundredths or milliseconds: no finer.
            if format.isTime && decimals > TimePattern.maximumDecimals {
                throw SpecError(key: "decimals", got: values.text(.decimals) ?? "", expected: "0 to \(TimePattern.maximumDecimals) for a time (1 tenths, 2 hundredths, 3 milliseconds)")
            }
            format = format.withDecimals(decimals)
        }
        if let symbols = values.locale {
            // A locale brings its grouping; a format given with it decides for itself (the library's rule).
            format = format.withLocaleSymbols(symbols)
        }
        return format.withAffixes(prefix: values.prefix ?? "", suffix: values.suffix ?? "")
    }
}
