import CounterEngine

/// Sanitizer: cleaned text holds only safe scalars, within the length asked for, and cleaning
/// twice changes nothing; escaped text (for error messages) is safe too and has no ESC at all;
/// display widths are never negative.
enum SanitizerCheck {
    static func run(_ bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        let limit = Int(input.byte())
        let text = input.rest()
        var problems: [String] = []
        let clean = TextSanitizer.clean(text, maximumLength: limit)
        if let bad = clean.unicodeScalars.first(where: { !TextSanitizer.isSafe($0) }) {
            problems.append("clean kept U+\(String(bad.value, radix: 16))")
        }
        if clean.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            problems.append("clean kept a C0/DEL/C1 control")
        }
        if clean.unicodeScalars.count > limit { problems.append("clean gave \(clean.unicodeScalars.count) scalars, limit \(limit)") }
        if TextSanitizer.clean(clean, maximumLength: limit) != clean { problems.append("clean is not idempotent") }
        let escaped = TextSanitizer.escaped(text)
        if escaped.unicodeScalars.contains(where: { !TextSanitizer.isSafe($0) }) { problems.append("escaped text is unsafe") }
        if TextWidth.cells(clean) < 0 || TextWidth.cells(text) < 0 { problems.append("negative width") }
        if TextWidth.cells(clean) > 2 * clean.unicodeScalars.count { problems.append("width above two cells a scalar") }
        return problems
    }
}
