import CounterEngine

/// The one parser of `format` (a name such as `bytes` or `time`, or a pattern such as
/// `,##0.00`) and of `decimals`.
enum FormatOption: OptionParser {
    /// The names it offers to completions.
    static let names: [String] = NumberFormat.namedFormats + NumberFormat.timeFormats + [",##0.00", "#,##0", "0.0", "00000"]

    /// The format `text` names or spells.
    static func read(_ text: String, key: String = "format") throws(SpecError) -> NumberFormat {
        switch NumberFormat.parse(text) {
        case .success(let format): return format
        case .failure(let error): throw SpecError(key: key, got: text, expected: error.description)
        }
    }

    /// The one parser of `decimals`: a whole number from 0 to `NumberFormat.maximumDecimals`.
    enum Decimals: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The decimals `text` asks for.
        static func read(_ text: String, key: String = "decimals") throws(SpecError) -> Int {
            guard let n = Int(text), (0...NumberFormat.maximumDecimals).contains(n) else {
                throw SpecError(key: key, got: text, expected: "a whole number from 0 to \(NumberFormat.maximumDecimals)")
            }
            return n
        }
    }
}
