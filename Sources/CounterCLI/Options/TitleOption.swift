import CounterEngine
import Foundation

/// The one parser of `title` (and `--name`): at most 200 characters, stored without control or
/// format characters (titles come from outside), combining marks composed where Unicode has the
/// character (`Cafe\u{301}` → `Café`: a cell holds one character).
enum TitleOption: OptionParser {
    /// Any text: no names to offer to completions.
    static let names: [String] = []

    /// `text`, made safe to draw.
    static func read(_ text: String, key: String = "title") throws(SpecError) -> String {
        let title = TextSanitizer.clean(text).precomposedStringWithCanonicalMapping
        if title.count > 200 { throw SpecError(key: key, got: title, expected: "at most 200 characters") }
        return title
    }
}
