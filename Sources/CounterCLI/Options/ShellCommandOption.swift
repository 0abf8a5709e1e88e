import CounterEngine
import CounterTUI

/// The one check of a shell command given as an option (`command`, `--on-done`, `on_warn`, …).
enum ShellCommandOption: OptionParser {
    /// Any text: no names to offer to completions.
    static let names: [String] = []

    /// The longest command, in bytes.
    static let maximumBytes = 4096

    /// `text` when it is a command: not blank, at most 4096 bytes, no NUL.
    static func read(_ text: String, key: String) throws(SpecError) -> String {
        guard !text.allSatisfy({ $0 == " " || $0 == "\t" }), text.utf8.count <= maximumBytes,
              !text.unicodeScalars.contains("\0")
        else { throw SpecError(key: key, got: text, expected: "a shell command of at most 4096 bytes") }
        return text
    }
}
