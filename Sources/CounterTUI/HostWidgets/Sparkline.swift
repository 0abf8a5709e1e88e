import CounterEngine

/// Bars of a series of values, newest on the right: one row of `▁▂▃▄▅▆▇█` glyphs, or taller
/// bars in eighths of a row when the area has more rows; scaled to the values' lowest and
/// highest, or to fixed `lower` and `upper` ends.
public struct Sparkline: Widget, Sendable {
    /// The values drawn, oldest first (the last ones that fit the area's width).
    public var values: [Double]
    /// A fixed bottom of the scale (nil: the lowest value drawn).
    public var lower: Double?
    /// A fixed top of the scale (nil: the highest value drawn).
    public var upper: Double?
    /// The bars' style.
    public var style: CellStyle
    /// ASCII glyphs (`_.-=#`) instead of block elements.
    public var ascii: Bool

    /// A sparkline of `values` (non-finite ones left out), scaled to `lower`…`upper` where given.
    public init(_ values: [Double], lower: Double? = nil, upper: Double? = nil, style: CellStyle = .plain, ascii: Bool = false) {
        self.values = values.filter(\.isFinite)
        self.lower = lower
        self.upper = upper
        self.style = style
        self.ascii = ascii
    }

    /// Draws the bars at the bottom of `area`, as many values as fit, centred; cells outside
    /// `area` are untouched.
    ///
    /// Only the part of `area` inside `buffer` is laid out and drawn (its bars centred in, and as
    /// tall as, that visible part), so the cost is bounded by the buffer whatever the area.
    public func render(in area: Rect, into buffer: inout Buffer) {
        let area = area.clipped(to: buffer.bounds)
        guard !values.isEmpty, !area.size.isEmpty else { return }
        let levels = ascii ? CounterEngine.Sparkline.ascii : CounterEngine.Sparkline.blocks
        guard area.rows > 1 else {
            var history = SampleHistory(capacity: min(values.count, SampleHistory.maximumCapacity), lower: lower, upper: upper)
            for value in values.suffix(history.capacity) { history.append(value) }
            SparklineRow(levels: levels, history: history, style: style).render(in: area, into: &buffer)
            return
        }
        let shown = Array(values.suffix(area.columns))
        let heights = Self.heights(shown, steps: 8 * area.rows, lower: lower, upper: upper)
        let left = area.x + (area.columns - shown.count) / 2
        for (i, height) in heights.enumerated() {
            for row in 0..<area.rows {
                let filled = height - 8 * row
                guard filled > 0 else { break }
                // Eighths of a cell as the nearest glyph of the levels (5 in ASCII, 8 blocks).
                let glyph = levels[min((filled * levels.count + 7) / 8, levels.count) - 1]
                buffer.put(String(glyph), at: Point(x: left + i, y: area.maxY - 1 - row), style: style, clip: area)
            }
        }
    }

    /// Draws the bars; the time changes nothing (every widget renders at a time).
    public func render(at time: Double, in area: Rect, into buffer: inout Buffer) {
        render(in: area, into: &buffer)
    }

    /// Each value's bar height in 1...`steps` (the lowest value one step, the highest all of them).
    static func heights(_ values: [Double], steps: Int, lower: Double?, upper: Double?) -> [Int] {
        guard let seenLow = values.min(), let seenHigh = values.max(), steps > 0 else { return [] }
        let low = lower ?? min(seenLow, upper ?? seenLow)
        let high = upper ?? max(seenHigh, lower ?? seenHigh)
        return values.map { value in
            let span = high / 2 - low / 2
            let ratio = span > 0 ? (value / 2 - low / 2) / span : 0
            let step = (min(max(ratio, 0), 1) * Double(steps - 1)).rounded()
            return 1 + (step.isFinite ? Int(step) : 0)
        }
    }
}
