#if canImport(Glibc)
import Glibc
#endif
import CounterEngine
import CounterLocales

/// The one parser of `locale`: an identifier such as `de_DE`, `C`, `POSIX` or `auto` (the
/// environment's).
enum LocaleOption: OptionParser {
    /// The names it offers to completions.
    static let names: [String] = ["auto", "C", "POSIX", "en_US", "en_GB", "en_IN", "de_DE", "fr_FR", "es_ES", "ja_JP"]

    /// The separators and grouping of the locale `text` names; nil for the C conventions (`C`,
    /// `POSIX`, or `auto` from an environment Foundation does not know).
    static func read(_ text: String, key: String = "locale") throws(SpecError) -> NumberSymbols? {
        guard case .identifier(let id) = LocaleName.resolve(text, environment: environment()) else { return nil }
        if let symbols = NumberSymbols(localeIdentifier: id) { return symbols }
        guard text == "auto" else {
            throw SpecError(key: key, got: text, expected: "a locale such as en_US, de_DE, de_DE.UTF-8, en_IN, C or auto")
        }
        return nil
    }

    /// The variables `--locale auto` reads.
    private static func environment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_NUMERIC", "LANG"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}
