import CounterEngine

/// An open-ended stopwatch (`--stopwatch`): counts up one second a second from where it starts,
/// for ever, in a time format.
///
/// A counter's width is reserved for its whole range, and a stopwatch has none: it counts
/// through spans of values that end where the time grows a digit (at 1 h, 10 h, 100 h, …, and
/// at 0 from a negative start), each span a linear count of its own, so `0:05` is not padded
/// for `99:59:59` and the number widens once an hour has passed, as a stopwatch's does.
package struct Stopwatch: Sendable, Equatable {
    /// The time it starts from, in seconds (`--from`).
    package var from: Double
    /// The time format it counts in.
    package var format: NumberFormat

    /// The first value where a span ends (an hour), and the largest (past it, one long span).
    static let firstBound = 3600.0
    static let lastBound = 3.6e15

    package init(from: Double, format: NumberFormat) {
        self.from = from
        self.format = format
    }

    /// The span `elapsed` seconds after the start falls in, as the position of a part of a timer:
    /// its number (index) and the elapsed time at which it began.
    func position(at elapsed: Double) -> PhasePlan.Position {
        let value = from + max(elapsed.isFinite ? elapsed : 0, 0)
        let (index, low, _) = span(containing: value)
        return PhasePlan.Position(round: 0, index: index, start: low - from)
    }

    /// Seconds from the start to the end of the span at `position` (where the next one begins).
    func spanEnd(after position: PhasePlan.Position) -> Double {
        span(containing: from + position.start).high - from
    }

    /// The span of values `value` is in: its number from the first, its first value and its end.
    private func span(containing value: Double) -> (index: Int, low: Double, high: Double) {
        if value < 0 { return (0, from, 0) }
        var index = from < 0 ? 1 : 0
        var low = max(from, 0)
        var high = Self.firstBound
        while value >= high && high < Self.lastBound {
            low = high
            high *= 10
            index += 1
        }
        return (index, max(low, from), high)
    }

    /// The count of the span at `position`, its first frame at animation time `start`: up to the
    /// last time shown before the span's end (59:59, or 59:59.99 with hundredths), so the width
    /// reserved is the span's own and not the next one's.
    func model(at position: PhasePlan.Position, start: Double) -> CounterModel {
        let (_, low, high) = span(containing: from + position.start)
        let last = Self.lastShown(before: high, decimals: format.maximumFractionDigits)
        return CounterModel(from: ExactNumber(low), to: last, duration: max(last.doubleValue - low, 0), easing: .linear,
                            format: format, start: start)
    }

    /// `high` less one unit of the last decimal shown, exactly (3600 → 3599.99 with two decimals).
    static func lastShown(before high: Double, decimals: Int) -> ExactNumber {
        let whole = Int(high)
        let text: String
        if decimals == 0 {
            text = String(whole - 1)
        } else if whole > 0 {
            text = String(whole - 1) + "." + String(repeating: "9", count: decimals)
        } else {
            text = "-0." + String(repeating: "0", count: decimals - 1) + "1"
        }
        guard case .success(let n) = NumberParser.parse(text) else { return ExactNumber(high) }
        return n
    }
}
