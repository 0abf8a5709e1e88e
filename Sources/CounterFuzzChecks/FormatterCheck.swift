import CounterEngine
import CounterLocales

/// Formatter: for any format, locale, affixes and range, every text shown while counting fits
/// the width reserved up front, holds no control characters, never shows a negative zero, and
/// the settled text is the final text; without overshoot no frame leaves [from, to] (`RangeCheck`);
/// a repeated sample settles on its exact text (`RepeatedSampleCheck`).
enum FormatterCheck {
    static let formats = NumberFormat.namedFormats + [",##0.00", "#,##0", "0.0", "00000", "#,##,##0", "0.0#", "0"]
    static let locales = ["en_US", "de_DE", "en_IN", "fr_FR", "ar_EG", "hi_IN"]
    static let extents: [ClosedRange<Double>] = [0...1, -0.1...1.1, -1...2, 0...1.5]

    static func run(_ bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        var format = pickFormat(&input)
        let choice = input.byte()
        if choice & 1 != 0 { format = format.withDecimals(Int(input.byte()) % (NumberFormat.maximumDecimals + 1)) }
        if choice & 2 != 0, let symbols = NumberSymbols(localeIdentifier: locales[Int(input.byte()) % locales.count]) {
            format = format.withSymbols(symbols)
        }
        if choice & 4 != 0 {
            format = format.withAffixes(prefix: affix(input.string()), suffix: affix(input.string()))
        }
        let from = number(&input)
        let to = number(&input)
        let extent = extents[Int(input.byte()) % extents.count]
        let display = CounterDisplay(format: format, from: from, to: to, extent: extent)

        var problems: [String] = []
        let final = display.text(for: to.doubleValue, settled: true)
        if final != display.finalText { problems.append("settled text '\(final)' is not the final text '\(display.finalText)'") }
        problems += DisplayRules.violations(of: final, what: "final text")
        let low = display.lowerBound.doubleValue
        let high = display.upperBound.doubleValue
        var values: [Double] = []
        for _ in 0..<4 {
            // A value the animation can reach: somewhere between the reserved bounds.
            let f = Double(input.byte()) / 255
            let value = min(max(low + (high - low) * f, low), high)
            guard value.isFinite else { continue }
            values.append(value)
            let text = display.paddedText(for: value, settled: false)
            if TextWidth.cells(text) > display.width {
                problems.append("\(value) shows as '\(text)', \(TextWidth.cells(text)) cells, wider than the reserved "
                    + "\(display.width) (\(from) → \(to), extent \(extent), bounds \(display.lowerBound)…\(display.upperBound), \(format))")
            }
            problems += DisplayRules.violations(of: text, what: "text for \(value)")
        }
        // Values from nowhere (NaN, infinities) must not trap either.
        _ = display.text(for: input.anyDouble(), settled: false)
        if extent == 0...1 { problems += RangeCheck.violations(display, from: from, values: values + [from.doubleValue]) }
        problems += RepeatedSampleCheck.run(&input, format: format, from: from, to: to)
        return problems
    }

    static func pickFormat(_ input: inout FuzzInput) -> NumberFormat {
        let selector = input.byte()
        if selector < 128 { return (try? NumberFormat.parse(formats[Int(selector) % formats.count]).get()) ?? .int }
        return (try? NumberFormat.parse(input.string()).get()) ?? .int
    }

    /// Affixes as the command line would accept them: sanitized, with no signs or digits (those
    /// would make the negative-zero rule ambiguous).
    static func affix(_ text: String) -> String {
        String(TextSanitizer.clean(text, maximumLength: 8).unicodeScalars.filter {
            $0 != "-" && $0 != "\u{2212}" && $0.properties.numericType == nil
        })
    }

    /// A number as a target can be: parsed from text, or a finite Double's exact value.
    static func number(_ input: inout FuzzInput) -> ExactNumber {
        if input.byte() < 128 {
            if case .success(let n) = NumberParser.parse(input.string()) { return n }
            return .zero
        }
        return ExactNumber(input.finiteDouble())
    }
}
