extension NumberFormat {
    /// The names `--format` accepts besides patterns.
    public static let namedFormats = ["int", "float", "percent", "compact", "time", "bytes", "bytes-si", "si"]
    /// The time patterns `--format` accepts.
    public static let timeFormats = ["mm:ss", "hh:mm:ss", "m:ss", "h:mm:ss", "mm:ss.s", "mm:ss.ss"]

    /// Parses `int`, `float`, `percent`, `compact` or a pattern such as `,##0.00`, `#,##0`,
    /// `0.0`, `00000` or `#,##,##0` (Indian grouping).
    ///
    /// Pattern grammar: an integer part of `#`, `0` and `,` (a `,` turns grouping on; the digits
    /// after the last `,` are the group size, those between the last two the size of further
    /// groups; each `0` is a zero-padded digit), then optionally `.` and a fraction part of `0`s
    /// (always shown) followed by `#`s (shown when not zero).
    public static func parse(_ text: String) -> Result<NumberFormat, FormatParseError> {
        switch text {
        case "int": return .success(.int)
        case "float": return .success(.float)
        case "percent": return .success(.percent)
        case "compact": return .success(.compact)
        case "bytes": return .success(.units(.bytes))
        case "bytes-si": return .success(.units(.bytesSI))
        case "si": return .success(.units(.si))
        default: break
        }
        if let (pattern, decimals) = TimePattern.parse(text) { return .success(.time(pattern, decimals: decimals)) }
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

/// Why a `--format` value is not a format.
public enum FormatParseError: Error, Equatable, CustomStringConvertible {
    case empty, tooLong, unexpectedCharacter(Character), multipleDecimalPoints, groupingInFraction,
        noDigits, hashAfterZero, zeroAfterHash, groupingAtEnd, emptyGroup, tooManyDecimals, badTimePattern

    public var description: String {
        let expected = "expected int, float, percent, compact, bytes, bytes-si, si, time or a pattern like ,##0.00, #,##0, 0.0, 00000 or mm:ss"
        switch self {
        case .empty: return expected
        case .tooLong: return "\(expected) (at most 64 characters and 40 zeros)"
        case .unexpectedCharacter: return "\(expected) (patterns use only # 0 , and .)"
        case .multipleDecimalPoints: return "\(expected) (one '.' at most)"
        case .groupingInFraction: return "\(expected) (',' only before the '.')"
        case .noDigits: return "\(expected) (a pattern needs a # or 0)"
        case .hashAfterZero: return "\(expected) ('#' must come before '0' in the integer part)"
        case .zeroAfterHash: return "\(expected) ('0' must come before '#' in the fraction)"
        case .groupingAtEnd: return "\(expected) (',' must be followed by digits)"
        case .emptyGroup: return "\(expected) (two ',' need digits between them)"
        case .tooManyDecimals: return "\(expected) (at most \(NumberFormat.maximumDecimals) decimals)"
        case .badTimePattern: return "expected a time format: time, mm:ss, hh:mm:ss, m:ss, h:mm:ss, with .s, .ss or .sss for decimals"
        }
    }
}
