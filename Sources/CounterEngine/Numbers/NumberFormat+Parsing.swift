extension NumberFormat {
    /// The names `--format` accepts besides patterns.
    package static let namedFormats = ["int", "float", "percent", "compact", "time", "bytes", "bytes-si", "si"]
    /// The time patterns `--format` accepts.
    package static let timeFormats = ["mm:ss", "hh:mm:ss", "m:ss", "h:mm:ss", "mm:ss.s", "mm:ss.ss"]

    /// Parses `int`, `float`, `percent`, `compact` or a pattern such as `,##0.00`, `#,##0`,
    /// `0.0`, `00000` or `#,##,##0` (Indian grouping; the grammar: `FormatPatternParser`).
    package static func parse(_ text: String) -> Result<NumberFormat, FormatParseError> { FormatPatternParser.parse(text) }
}

/// Why a format pattern was refused.
public enum FormatParseError: Error, Equatable, CustomStringConvertible {
    /// Each thing a pattern can get wrong (empty, too long, a character that is not `# 0 , .`, …).
    case empty, tooLong, unexpectedCharacter(Character), multipleDecimalPoints, groupingInFraction,
        noDigits, hashAfterZero, zeroAfterHash, groupingAtEnd, emptyGroup, tooManyDecimals, badTimePattern

    /// What was expected, and what was wrong with the pattern.
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
