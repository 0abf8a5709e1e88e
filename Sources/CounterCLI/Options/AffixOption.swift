import CounterEngine
import Foundation

/// The one parser of `prefix` and `suffix`: at most 40 printable characters.
enum AffixOption: OptionParser {
    /// Any text: no names to offer to completions.
    static let names: [String] = []

    /// `text` without zero-width characters (as titles), marks composed; controls are refused.
    static func read(_ text: String, key: String) throws(SpecError) -> String {
        let affix = TextSanitizer.withoutFormatCharacters(text).precomposedStringWithCanonicalMapping
        guard TextSanitizer.clean(affix) == affix, affix.count <= 40 else {
            throw SpecError(key: key, got: affix, expected: "at most 40 printable characters")
        }
        return affix
    }
}
