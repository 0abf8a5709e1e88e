import CounterEngine
import Foundation

extension NumberSymbols {
    /// The decimal and grouping separators and group sizes of a locale such as `de_DE`, or nil
    /// when there is no such locale.
    public init?(locale identifier: String) {
        self.init(localeIdentifier: identifier)
    }

    /// The symbols of a locale identifier such as `de_DE` or `en_IN` (Foundation and ICU data),
    /// or nil when Foundation knows no such locale. Digits stay ASCII whatever the locale.
    package init?(localeIdentifier identifier: String) {
        // What LANG holds (`de_DE.UTF-8`, `sr_RS@latin`): the encoding and modifier say nothing
        // of how numbers are written.
        let base = identifier.prefix { $0 != "." && $0 != "@" }
        let id = base.replacingOccurrences(of: "-", with: "_")
        guard !id.isEmpty, id.count <= 64, Locale.availableIdentifiers.contains(id) else { return nil }
        let locale = Locale(identifier: id)
        // Read the grouping sizes off ICU's own rendering of a long integer.
        let sample = Int64(1_234_567_890_123).formatted(.number.locale(locale).grouping(.automatic))
        let decimal = locale.decimalSeparator ?? "."
        var group = locale.groupingSeparator ?? ","
        var groups = NumberSymbols.digitRuns(in: sample)
        if groups.count < 2 {
            groups = [13]
            group = ""
        }
        let primary = groups[groups.count - 1]
        let secondary = groups.count > 2 ? groups[groups.count - 2] : primary
        let small = Int64(1234).formatted(.number.locale(locale).grouping(.automatic))
        self.init(
            decimalSeparator: decimal, groupingSeparator: group.isEmpty ? "," : group,
            primaryGroupSize: group.isEmpty ? 1000 : primary, secondaryGroupSize: secondary,
            minimumGroupingDigits: NumberSymbols.digitRuns(in: small).count > 1 ? 1 : 2,
            compactUnits: NumberSymbols.compactUnits(of: locale)
        )
    }

    /// Compact units as ICU writes them in `locale` (short form: `1,2 Mio.` in de_DE, `12L` and
    /// `1.2Cr` in en_IN): for each magnitude, 1.2 × 10^m is formatted and its digits before the
    /// decimal separator give the unit's power; the text after the last digit is the unit.
    private static func compactUnits(of locale: Locale) -> [CompactUnit] {
        var units: [CompactUnit] = []
        var value = 1.2
        for magnitude in 0...14 {
            let text = value.formatted(.number.notation(.compactName).locale(locale))
            value *= 10
            let scalars = Array(text.unicodeScalars)
            guard let first = scalars.firstIndex(where: { $0.properties.numericType == .decimal }),
                let last = scalars.lastIndex(where: { $0.properties.numericType == .decimal })
            else { break }
            // 1.2 × 10^m shows "1" "2" when its unit starts at m (1,2 Mio.); otherwise every
            // digit is an integer digit (12 Mio., 12.000).
            let runs = NumberSymbols.digitRuns(in: String(String.UnicodeScalarView(scalars[first...last])))
            let integerDigits = runs == [1, 1] ? 1 : runs.reduce(0, +)
            let unit = String(String.UnicodeScalarView(scalars[(last + 1)...]))
            let power = magnitude - (integerDigits - 1)
            guard power >= 0, power <= magnitude, TextWidth.cells(unit) <= 8 else { break }
            units.append(CompactUnit(power: power, unit: unit))
        }
        return units.count > 3 ? units : CompactUnit.plain
    }

    /// Lengths of the runs of digits in `text`, left to right: any script's decimal digits, so
    /// locales that write Arabic-Indic or Persian digits (ar_EG, fa_IR) get their grouping too.
    private static func digitRuns(in text: String) -> [Int] {
        var runs: [Int] = []
        var current = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType == .decimal {
                current += 1
            } else if current > 0 {
                runs.append(current)
                current = 0
            }
        }
        if current > 0 { runs.append(current) }
        return runs
    }
}
