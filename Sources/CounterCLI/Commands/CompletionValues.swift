import CounterEngine
import CounterTUI

/// The values shell completions offer for the options that take a name.
enum CompletionValues {
    static let easings = Easing.names
    static let styles = CounterStyle.allCases.map(\.rawValue)
    static let rollModes = RollMode.allCases.map(\.rawValue)
    static let fonts = ["auto"] + BigFont.all.map(\.name)
    static let colors = Color.allCases.map(\.rawValue)
    static let formats = NumberFormat.namedFormats + NumberFormat.timeFormats + [",##0.00", "#,##0", "0.0", "00000"]
    static let locales = ["auto", "C", "POSIX", "en_US", "en_GB", "en_IN", "de_DE", "fr_FR", "es_ES", "ja_JP"]
    static let dashboardFileExtensions = ["yaml", "yml", "json"]
}
