/// A time of day as `--until` takes it (`14:30`, `7:05`, `23:59:30`), and how far away its
/// next occurrence is from a given moment: later today, or tomorrow once it has passed.
/// "Now" is always an argument, so any moment can be tested (the calendar arithmetic is
/// `seconds(from:in:)`, in CounterLocales: time zones are Foundation's).
package struct TimeOfDay: Sendable, Equatable {
    package var hour: Int
    package var minute: Int
    package var second: Int

    /// Parses `H:MM` or `HH:MM`, optionally `:SS`; nil for anything else (`25:00`, `12:60`, `2pm`).
    package init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for (i, part) in parts.enumerated() {
            guard (i == 0 ? 1...2 : 2...2).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
                let n = Int(part)
            else { return nil }
            numbers.append(n)
        }
        guard numbers[0] < 24, numbers[1] < 60, (numbers.count == 2 ? 0 : numbers[2]) < 60 else { return nil }
        hour = numbers[0]
        minute = numbers[1]
        second = numbers.count == 3 ? numbers[2] : 0
    }
}
