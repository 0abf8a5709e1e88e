/// The line a count (`--count-lines`, `--count-bytes`) ends with on stderr: how much, in how
/// long, how fast, and with the run's statistics its lowest and highest rate.
package enum CountSummary {
    /// The line at the end of a count: `134,817 lines in 2.10 s, 64,198 lines/s`, in the
    /// counter's `format` (`160.2 MiB in 2.02 s, 79.3 MiB/s`) and the rate's `unit`; with the
    /// lowest and highest count of one whole second (`extremes`, per second), the average is
    /// named and they follow: `…, 64,198 lines/s avg, min 60,120 lines/s, max 68,001 lines/s`.
    /// With an `expected` total the count did not meet exactly, the share it reached, after how
    /// the count ended (`ending`): `; the input ended at 50 % of the 1,000,000 bytes expected`,
    /// `; the reader downstream went away at 15 % of …`, `; stopped at …`, running `; 50 % of …`.
    package static func line(total: UInt64, seconds: Double, noun: String, unit: RateUnit = .second,
                               format: NumberFormat = .int, expected: Double? = nil, ending: CountEnding = .running,
                               extremes: (minimum: Double, maximum: Double)? = nil) -> String {
        let span = seconds.isFinite ? max(seconds, 0) : 0
        var meter = Throughput(noun: noun, unit: unit, expected: expected)
        meter.add(Double(total), at: span)
        meter.finish(at: span)
        let rate = span > 0 ? meter.rateText(at: span, format: format) ?? "-" : "-"
        var line = "\(amountText(ExactNumber(whole: total), noun: noun, format: format)) in \(NumberFormat.fixed(span, decimals: 2)) s, \(rate)"
        if span > 0, let extremes {
            let low = meter.rateText(extremes.minimum * unit.seconds, format: format)
            let high = meter.rateText(extremes.maximum * unit.seconds, format: format)
            line += " avg, min \(low), max \(high)"
        }
        if let expected = meter.expected, Double(total) != expected, let share = meter.percentText {
            let whole = ExactNumber(expected.rounded(.down))
            line += "; \(ending.lead(short: Double(total) < expected))\(share) of the \(amountText(whole, noun: noun, format: format)) expected"
        }
        return line
    }

    /// An amount as the summary writes it: in the format's units (`160.2 MiB`), else grouped
    /// with the noun (`134,817 lines`; one of them `1 line`, `1 byte`).
    private static func amountText(_ amount: ExactNumber, noun: String, format: NumberFormat) -> String {
        if let scale = format.unitScale {
            let units = NumberFormat.units(scale).withSymbols(format.symbols)
            return units.unpadded(units.format(amount))
        }
        var plain = NumberFormat.int.withSymbols(format.symbols)
        plain.usesGrouping = true
        let one = amount == ExactNumber(whole: 1) && noun.hasSuffix("s")
        return plain.format(amount) + " " + (one ? String(noun.dropLast()) : noun)
    }
}
