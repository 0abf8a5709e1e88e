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
    static let formats = FormatOption.names
    static let locales = LocaleOption.names
    static let dashboardFileExtensions = ["yaml", "yml", "json"]
}
