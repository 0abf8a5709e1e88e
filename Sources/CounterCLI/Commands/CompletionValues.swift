import CounterEngine
import CounterTUI

/// The values shell completions offer for the options that take a name: the names each
/// option's parser takes, where it has a fixed list.
enum CompletionValues {
    static let easings = EasingOption.names
    static let styles = StyleOption.names
    static let rollModes = RollOption.names
    static let fonts = FontOption.names
    static let colors = ColorOption.names
    static let rates = RateOption.names
    static let formats = NumberFormat.namedFormats + NumberFormat.timeFormats + [",##0.00", "#,##0", "0.0", "00000"]
    static let locales = ["auto", "C", "POSIX", "en_US", "en_GB", "en_IN", "de_DE", "fr_FR", "es_ES", "ja_JP"]
    static let dashboardFileExtensions = ["yaml", "yml", "json"]
}
