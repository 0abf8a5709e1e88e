/// Parses durations as users write them: `10`, `2.5`, `10s`, `500ms`, `1m`, `1.5h`, `1h30m`,
/// `2m30s`, `1h2m3.5s`, `2d`, and termdown's spaced `1h 5m 30s`.
///
/// A bare number is seconds. Units come largest first, each once; spaces may separate the parts
/// (not a number from its unit). Negative, NaN, infinite and over-long durations are refused.
package enum DurationParser {
    /// The longest duration accepted for `--duration`, `--delay` and intervals (24 hours), in seconds.
    package static let maximum = 86_400.0
    /// The largest duration accepted as a value (`--from 10m`): 277777 hours and a bit.
    package static let maximumValue = 1e9

    /// Seconds for `text`, or why it is not a duration.
    package static func parse(_ text: String) -> Result<Double, DurationParseError> {
        let trimmed = text.trimmingSpaces().lowercased()
        switch seconds(Substring(trimmed), bareNumber: true) {
        case .failure(let error): return .failure(error)
        case .success(let seconds):
            guard seconds <= maximum else { return .failure(.tooLong) }
            return .success(seconds)
        }
    }

    /// A duration written as a value (`10m`, `-1h30m`, `90s`), exactly in seconds; nil when
    /// `text` has no unit (a plain number is not a duration value).
    package static func parseValue(_ text: String) -> Result<ExactNumber, DurationParseError>? {
        let trimmed = text.trimmingSpaces().lowercased()
        guard let last = trimmed.last, "dhms".contains(last) else { return nil }
        let negative = trimmed.hasPrefix("-")
        let body = Substring(trimmed).dropFirst(negative || trimmed.hasPrefix("+") ? 1 : 0)
        switch seconds(body, bareNumber: false) {
        case .failure(let error): return .failure(error)
        case .success(let seconds):
            guard seconds <= maximumValue else { return .failure(.tooLongValue) }
            return .success(ExactNumber(negative ? -seconds : seconds))
        }
    }

    /// Parts of `text` in seconds: numbers each followed by a unit, units largest first.
    private static func seconds(_ text: Substring, bareNumber: Bool) -> Result<Double, DurationParseError> {
        let units: [(name: String, factor: Double)] = [("d", 86_400), ("h", 3600), ("m", 60), ("s", 1), ("ms", 0.001)]
        var rest = text
        var total = 0.0
        var nextUnit = 0
        guard !rest.isEmpty else { return .failure(.malformed) }
        while !rest.isEmpty {
            guard let end = rest.firstIndex(where: { "dhms".contains($0) }) else {
                // A number without a unit: seconds, only when it is all there is.
                guard bareNumber, nextUnit == 0 else { return .failure(.malformed) }
                return number(rest).map { $0 }
            }
            let unitName = rest[end...].hasPrefix("ms") ? "ms" : String(rest[end])
            guard let index = units.firstIndex(where: { $0.name == unitName }), index >= nextUnit else {
                return .failure(.malformed)
            }
            switch number(rest[..<end]) {
            case .failure(let error): return .failure(error)
            case .success(let value):
                // ms divides (500 / 1000 is exactly 0.5; 500 × 0.001 need not be).
                total += unitName == "ms" ? value / 1000 : value * units[index].factor
            }
            guard total.isFinite else { return .failure(.tooLong) }
            nextUnit = index + 1
            rest = rest[rest.index(end, offsetBy: unitName.count)...]
            // termdown's `1h 5m 30s`: spaces after a unit, before the next part.
            rest = rest.drop(while: { $0 == " " })
        }
        return .success(total)
    }

    /// One non-negative part.
    private static func number(_ text: Substring) -> Result<Double, DurationParseError> {
        guard !text.isEmpty, !text.hasPrefix("+") else { return .failure(.malformed) }
        switch NumberParser.parse(String(text)) {
        case .failure(.notFinite): return .failure(.notFinite)
        case .failure: return .failure(.malformed)
        case .success(let value):
            if value.isNegative { return .failure(.negative) }
            let d = value.doubleValue
            return d.isFinite ? .success(d) : .failure(.tooLong)
        }
    }
}

/// Why a text is not a duration.
package enum DurationParseError: Error, Equatable, CustomStringConvertible {
    case malformed, negative, notFinite, tooLong, tooLongValue

    package var description: String {
        let expected = "expected a duration like 10, 2.5s, 500ms or 1m"
        switch self {
        case .malformed: return expected
        case .negative: return "\(expected), not negative"
        case .notFinite: return "\(expected) (NaN and infinity are refused)"
        case .tooLong: return "\(expected), at most 24h"
        case .tooLongValue: return "expected a duration like 10m, 90s or 1h30m, at most 277777h"
        }
    }
}
