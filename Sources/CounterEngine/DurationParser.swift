/// Parses durations as users write them: `10`, `2.5`, `10s`, `500ms`, `1m`, `1.5h`.
///
/// A bare number is seconds. Negative, NaN, infinite and over-long durations are refused.
public enum DurationParser {
    /// The longest duration accepted (24 hours), in seconds.
    public static let maximum = 86_400.0

    /// Seconds for `text`, or why it is not a duration.
    public static func parse(_ text: String) -> Result<Double, DurationParseError> {
        let trimmed = text.trimmingSpaces().lowercased()
        var number = Substring(trimmed)
        var scale = 1.0
        for (unit, factor) in [("ms", 0.001), ("s", 1.0), ("m", 60.0), ("h", 3600.0)] where number.hasSuffix(unit) {
            number = number.dropLast(unit.count)
            scale = factor
            break
        }
        guard !number.isEmpty else { return .failure(.malformed) }
        switch NumberParser.parse(String(number)) {
        case .failure(.notFinite): return .failure(.notFinite)
        case .failure: return .failure(.malformed)
        case .success(let value):
            let seconds = value.doubleValue * scale
            if value.isNegative { return .failure(.negative) }
            guard seconds.isFinite, seconds <= maximum else { return .failure(.tooLong) }
            return .success(seconds)
        }
    }
}

/// Why a text is not a duration.
public enum DurationParseError: Error, Equatable, CustomStringConvertible {
    case malformed, negative, notFinite, tooLong

    public var description: String {
        let expected = "expected a duration like 10, 2.5s, 500ms or 1m"
        switch self {
        case .malformed: return expected
        case .negative: return "\(expected), not negative"
        case .notFinite: return "\(expected) (NaN and infinity are refused)"
        case .tooLong: return "\(expected), at most 24h"
        }
    }
}
