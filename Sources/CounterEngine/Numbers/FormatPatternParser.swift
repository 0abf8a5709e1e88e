/// Reads `--format`: a named format, a time pattern or a digit pattern such as `,##0.00`. The
/// format it returns has chosen its grouping (a locale applied later keeps it).
///
/// Pattern grammar: an integer part of `#`, `0` and `,` (a `,` turns grouping on; the digits
/// after the last `,` are the group size, those between the last two the size of further
/// groups; each `0` is a zero-padded digit), then optionally `.` and a fraction part of `0`s
/// (always shown) followed by `#`s (shown when not zero).
enum FormatPatternParser {
    /// `%d` and `%i` as `0`, `%.Nf` as `0.` and N zeros (`%f` is `%.6f`), for printf-style format
    /// strings; nil for anything else.
    static func printfPattern(_ text: String) -> String? {
        if text == "%d" || text == "%i" { return "0" }
        guard text.hasPrefix("%"), text.hasSuffix("f") else { return nil }
        let middle = text.dropFirst().dropLast()
        if middle.isEmpty { return "0.000000" }
        guard middle.first == ".", let count = Int(middle.dropFirst()), (0...64).contains(count) else { return nil }
        return count == 0 ? "0" : "0." + String(repeating: "0", count: count)
    }

    /// The format `text` names or lays out (its grouping chosen), or why it cannot be one.
    static func parse(_ text: String) -> Result<NumberFormat, FormatParseError> {
        layout(text).map { format in
            var chosen = format
            chosen.groupingChosen = true
            return chosen
        }
    }

    private static func layout(_ text: String) -> Result<NumberFormat, FormatParseError> {
        switch text {
        case "int": return .success(NumberFormat.int)
        case "float": return .success(NumberFormat.float)
        case "percent": return .success(NumberFormat.percent)
        case "compact": return .success(NumberFormat.compact)
        case "bytes": return .success(NumberFormat.units(.bytes))
        case "bytes-si": return .success(NumberFormat.units(.bytesSI))
        case "si": return .success(NumberFormat.units(.si))
        default: break
        }
        if let (pattern, decimals) = TimePattern.parse(text) { return .success(NumberFormat.time(pattern, decimals: decimals)) }
        guard !text.isEmpty else { return .failure(.empty) }
        guard text.unicodeScalars.count <= 64 else { return .failure(.tooLong) }
        let scalars = Array(text.unicodeScalars)
        if let bad = scalars.first(where: { !"#0,.".unicodeScalars.contains($0) }) {
            if TimePattern.looksLikeTime(text) { return .failure(.badTimePattern) }
            return .failure(.unexpectedCharacter(Character(bad)))
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return .failure(.multipleDecimalPoints) }
        let integer = Array(parts[0])
        let fraction = parts.count == 2 ? Array(parts[1]) : []
        if fraction.contains(",") { return .failure(.groupingInFraction) }
        // Integer part: '#'s before '0's (commas anywhere between digits).
        let integerDigits = integer.filter { $0 != "," }
        guard !integerDigits.isEmpty || !fraction.isEmpty else { return .failure(.noDigits) }
        if let firstZero = integerDigits.firstIndex(of: "0"),
            integerDigits[firstZero...].contains("#")
        {
            return .failure(.hashAfterZero)
        }
        if integer.last == "," { return .failure(.groupingAtEnd) }
        if let firstHash = fraction.firstIndex(of: "#"), fraction[firstHash...].contains("0") {
            return .failure(.zeroAfterHash)
        }
        if fraction.count > NumberFormat.maximumDecimals { return .failure(.tooManyDecimals) }
        let minimumInteger = integerDigits.filter { $0 == "0" }.count
        if minimumInteger > NumberFormat.maximumIntegerDigits { return .failure(.tooLong) }
        var symbols = NumberSymbols.plain
        let commas = integer.indices.filter { integer[$0] == "," }
        if let last = commas.last {
            symbols.primaryGroupSize = integer.count - last - 1
            if commas.count >= 2 {
                symbols.secondaryGroupSize = last - commas[commas.count - 2] - 1
                if symbols.secondaryGroupSize == 0 { return .failure(.emptyGroup) }
            } else {
                symbols.secondaryGroupSize = symbols.primaryGroupSize
            }
        }
        return .success(NumberFormat(
            notation: .standard,
            minimumIntegerDigits: max(minimumInteger, 1),
            minimumFractionDigits: fraction.filter { $0 == "0" }.count,
            maximumFractionDigits: fraction.count,
            usesGrouping: !commas.isEmpty,
            symbols: symbols
        ))
    }
}
