import Foundation

extension NumberSymbols {
    /// The symbols of a locale identifier such as `de_DE` or `en_IN` (Foundation and ICU data),
    /// or nil when Foundation knows no such locale. Digits stay ASCII whatever the locale.
    public init?(localeIdentifier identifier: String) {
        let id = identifier.replacingOccurrences(of: "-", with: "_")
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
            minimumGroupingDigits: NumberSymbols.digitRuns(in: small).count > 1 ? 1 : 2
        )
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
