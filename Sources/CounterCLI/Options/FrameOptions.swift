import CounterEngine
import CounterTUI

/// The one parser of `--fps` (and a board file's `fps:`): frames a second, 1 to 240.
enum FrameRateOption: OptionParser {
    /// Any text: no names to offer to completions.
    static let names: [String] = []

    /// The frame rate `text` asks for.
    static func read(_ text: String, key: String = "fps") throws(SpecError) -> Int {
        guard let f = Int(text), (1...240).contains(f) else {
            throw SpecError(key: key, got: text, expected: "a whole number from 1 to 240")
        }
        return f
    }
}

/// The one parser of `--size`: COLSxROWS, each from 1 to 1000.
enum FrameSizeOption: OptionParser {
    /// Any text: no names to offer to completions.
    static let names: [String] = []

    /// The size `text` spells.
    static func read(_ text: String, key: String = "size") throws(SpecError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]),
            (1...1000).contains(cols), (1...1000).contains(rows)
        else { throw SpecError(key: key, got: text, expected: "COLSxROWS with each from 1 to 1000, e.g. 80x24") }
        return Size(columns: cols, rows: rows)
    }
}
