/// The fastest, slowest and average of a stopwatch's laps (two or more), from the lap times as
/// shown (whole display units), so the marks agree with the times on screen.
package struct LapStatistics: Sendable, Equatable {
    /// The fastest lap (from 0): the first of the shortest.
    package let fastest: Int
    /// The slowest lap (from 0): the first of the longest.
    package let slowest: Int
    /// The mean lap time, in display units (not rounded).
    package let average: Double
    /// The laps are not all as long: marking one fastest and one slowest says something.
    package let differ: Bool

    /// Nil for fewer than two laps (no statistics to speak of).
    package init?(units: [Double]) {
        guard units.count >= 2, let low = units.min(), let high = units.max(),
              let fastest = units.firstIndex(of: low), let slowest = units.firstIndex(of: high) else { return nil }
        self.fastest = fastest
        self.slowest = slowest
        average = units.reduce(0, +) / Double(units.count)
        differ = low < high
    }

    /// The word beside lap `index` in the list: `fastest`, `slowest`, or empty.
    package func mark(_ index: Int) -> String {
        guard differ else { return "" }
        if index == fastest { return "fastest" }
        return index == slowest ? "slowest" : ""
    }

    /// The rows under the laps, given each lap's number and a time as text:
    /// `fastest   Lap 3   0:12`, `slowest   Lap 1   0:20`, `average           0:15`.
    func rows(number: (Int) -> String, time: (Double) -> String, lapTime: (Int) -> String) -> [String] {
        let fields = [("fastest", number(fastest), lapTime(fastest)), ("slowest", number(slowest), lapTime(slowest)),
                      ("average", "", time(average))]
        let numberWidth = fields.map { TextWidth.cells($0.1) }.max() ?? 0
        let timeWidth = fields.map { TextWidth.cells($0.2) }.max() ?? 0
        return fields.map { label, lap, text in
            let lapGap = String(repeating: " ", count: max(numberWidth - TextWidth.cells(lap), 0))
            let timeGap = String(repeating: " ", count: max(timeWidth - TextWidth.cells(text), 0))
            return label + "   " + lap + lapGap + "   " + timeGap + text
        }
    }
}
