import CounterEngine

/// A stopwatch's laps (`l`): each lap's time and the split (the time on the stopwatch when it
/// was taken), in the stopwatch's format, drawn newest first under the time and printed whole
/// on exit.
package struct LapList: Sendable, Equatable {
    /// The time on the stopwatch at each lap, in order.
    package private(set) var splits: [Double] = []
    /// The time the stopwatch started from (the first lap is measured from it).
    package let origin: Double
    /// The stopwatch's format.
    package let format: NumberFormat
    /// Each lap's time in whole display units, as shown (see `record`).
    private var shownLaps: [Double] = []

    package init(origin: Double, format: NumberFormat) {
        self.origin = origin
        self.format = format
    }

    /// Records a lap with the stopwatch at `value`.
    package mutating func record(_ value: Double) {
        guard value.isFinite else { return }
        // Each lap's time as shown: each split down to the display unit, as the stopwatch showed
        // it, and each lap the difference of the splits shown, so the laps add up to the split
        // (2.3 s and 3.2 s later are 0:02 and 0:03, 0:05).
        shownLaps.append(max(shown(value) - shown(splits.last ?? origin), 0))
        splits.append(value)
    }

    package var isEmpty: Bool { splits.isEmpty }
    package var count: Int { splits.count }

    /// `seconds` down to the display unit, in units.
    private func shown(_ seconds: Double) -> Double { (seconds / (format.displayStep ?? 1)).rounded(.down) }

    /// `units` display units as the stopwatch's text.
    private func text(_ units: Double) -> String {
        format.unpadded(format.format(ExactNumber(units * (format.displayStep ?? 1)), rounding: .toNearest))
    }

    /// Fastest, slowest and average of the laps as shown; nil for fewer than two.
    package var statistics: LapStatistics? { LapStatistics(units: shownLaps) }

    /// Lap `index` (from 0) as its number, its lap time and its split, as shown.
    func fields(_ index: Int) -> (number: String, lap: String, split: String) {
        ("Lap \(index + 1)", text(shownLaps[index]), text(shown(splits[index])))
    }

    /// Laps `indices` as aligned rows, `Lap 2   0:12   0:45`, after a heading over the columns
    /// (`lap`, `split`) when asked; with two laps or more the fastest and the slowest are marked
    /// (`Lap 3   0:10   0:35   fastest`).
    func rows(_ indices: [Int], heading: Bool = false, marked: Bool = true) -> [String] {
        var all = indices.map(fields)
        if heading { all.insert(("", "lap", "split"), at: 0) }
        let width = { (text: KeyPath<(number: String, lap: String, split: String), String>) in
            all.map { TextWidth.cells($0[keyPath: text]) }.max() ?? 0
        }
        let widths = (width(\.number), width(\.lap), width(\.split))
        func pad(_ text: String, _ width: Int, left: Bool) -> String {
            let gap = String(repeating: " ", count: max(width - TextWidth.cells(text), 0))
            return left ? text + gap : gap + text
        }
        let stats = marked ? statistics : nil
        let marks = (heading ? [""] : []) + indices.map { stats?.mark($0) ?? "" }
        return zip(all, marks).map { row, mark in
            pad(row.number, widths.0, left: true) + "   " + pad(row.lap, widths.1, left: false) + "   "
                + pad(row.split, widths.2, left: false) + (mark.isEmpty ? "" : "   " + mark)
        }
    }

    /// The fastest, slowest and average rows (none for fewer than two laps).
    var statisticsRows: [String] {
        guard let stats = statistics else { return [] }
        return stats.rows(number: { "Lap \($0 + 1)" }, time: text, lapTime: { self.text(self.shownLaps[$0]) })
    }

    /// Rows the list would take under the time showing `shown` laps at most: the laps and a gap
    /// above them, and the statistics and a gap above them (0: no laps).
    func rowsWanted(showing shown: Int) -> Int {
        guard !splits.isEmpty else { return 0 }
        return min(splits.count, shown) + 1 + (splits.count >= 2 ? statisticsRows.count + 1 : 0)
    }

    /// Every lap, oldest first, under a heading, then the statistics: what is printed on exit.
    package var table: [String] {
        guard !splits.isEmpty else { return [] }
        let stats = statisticsRows
        return rows(Array(splits.indices), heading: true) + (stats.isEmpty ? [] : [""] + stats)
    }

    /// Draws the newest laps that fit in `area`, newest first, and under them the statistics
    /// when there is room for them and a lap; one block, centred.
    func render(in area: Rect, style: CellStyle, into buffer: inout Buffer) {
        guard area.rows > 0, !splits.isEmpty else { return }
        let stats = statisticsRows
        let statRows = stats.isEmpty || area.rows < stats.count + 2 ? 0 : stats.count + 1
        let shown = Array(splits.indices.reversed().prefix(area.rows - statRows))
        var lines = rows(shown) + (statRows > 0 ? [""] + stats : [])
        // Too narrow for the marks: the laps without them (the statistics still name them).
        if lines.contains(where: { TextWidth.cells($0) > area.columns }) {
            lines = rows(shown, marked: false) + (statRows > 0 ? [""] + stats : [])
        }
        let width = lines.map { TextWidth.cells($0) }.max() ?? 0
        let x = area.x + max((area.columns - width) / 2, 0)
        for (offset, line) in lines.enumerated() where !line.isEmpty {
            buffer.put(line, at: Point(x: x, y: area.y + offset), style: style, clip: area)
        }
    }
}
