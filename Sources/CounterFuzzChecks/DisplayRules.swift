import CounterEngine

/// Properties every text counter-tui puts on screen must have.
enum DisplayRules {
    /// Problems with `text` as display text: unsafe scalars, or a negative zero.
    static func violations(of text: String, what: String) -> [String] {
        var problems: [String] = []
        if let bad = text.unicodeScalars.first(where: { !TextSanitizer.isSafe($0) }) {
            problems.append("\(what) \(TextSanitizer.escaped(text)) holds unsafe U+\(String(bad.value, radix: 16))")
        }
        if showsNegativeZero(text) { problems.append("\(what) '\(text)' shows a negative zero") }
        return problems
    }

    /// True when the text has a minus sign and every digit in it is 0 ("-0", "-0.00", "-$0").
    static func showsNegativeZero(_ text: String) -> Bool {
        let minus = text.unicodeScalars.contains { $0 == "-" || $0 == "\u{2212}" }
        let digits = text.unicodeScalars.filter { $0.properties.numericType == .decimal }
        return minus && !digits.isEmpty && digits.allSatisfy { $0.properties.numericValue == 0 }
    }
}
