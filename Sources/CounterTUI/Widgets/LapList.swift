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

    package init(origin: Double, format: NumberFormat) {
        self.origin = origin
        self.format = format
    }

    /// Records a lap with the stopwatch at `value`.
    package mutating func record(_ value: Double) {
        guard value.isFinite else { return }
        splits.append(value)
    }

    package var isEmpty: Bool { splits.isEmpty }
    package var count: Int { splits.count }

    /// Lap `index` (from 0) as its number, its lap time and its split, as shown: each split down
    /// to the display unit, as the stopwatch showed it, and each lap the difference of the splits
    /// shown, so the laps add up to the split (2.3 s and 3.2 s later are 0:02 and 0:03, 0:05).
    func fields(_ index: Int) -> (number: String, lap: String, split: String) {
        let step = format.displayStep ?? 1
        let shown = { (seconds: Double) in (seconds / step).rounded(.down) }
        let start = shown(index == 0 ? origin : splits[index - 1])
        let text = { (units: Double) in self.format.unpadded(self.format.format(ExactNumber(units * step), rounding: .toNearest)) }
        let split = shown(splits[index])
        return ("Lap \(index + 1)", text(max(split - start, 0)), text(split))
    }

    /// Laps `indices` as aligned rows, `Lap 2   0:12   0:45`, after a heading over the columns
    /// (`lap`, `split`) when asked.
    func rows(_ indices: [Int], heading: Bool = false) -> [String] {
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
        return all.map { pad($0.number, widths.0, left: true) + "   " + pad($0.lap, widths.1, left: false) + "   "
            + pad($0.split, widths.2, left: false) }
    }

    /// Every lap, oldest first, under a heading: what is printed on exit.
    package var table: [String] {
        splits.isEmpty ? [] : rows(Array(splits.indices), heading: true)
    }

    /// Draws the newest laps that fit in `area`, newest first, each row centred.
    func render(in area: Rect, style: CellStyle, into buffer: inout Buffer) {
        guard area.rows > 0, !splits.isEmpty else { return }
        let shown = Array(splits.indices.reversed().prefix(area.rows))
        let lines = rows(shown)
        let width = lines.map { TextWidth.cells($0) }.max() ?? 0
        let x = area.x + max((area.columns - width) / 2, 0)
        for (offset, line) in lines.enumerated() {
            buffer.put(line, at: Point(x: x, y: area.y + offset), style: style, clip: area)
        }
    }
}
