import CounterEngine

/// A gauge card (`style: gauge`): its value between `min` and `max` as a bar across the card,
/// clamped at the ends, with the value as text or big digits and the percent of the range (as
/// sampler's gauge), in the threshold colours. As the number counts, the bar moves with it.
/// Laid out by `GaugeLayout`; its moment read by `GaugeReading`; the bar a `GaugeBar`.
package struct GaugeBody: CardBody {
    /// The value the bar starts from (empty).
    package let minimum: Double
    /// The value at which the bar is full; above `minimum`.
    package let maximum: Double

    /// A gauge from `minimum` to `maximum` (above `minimum`; else 0 to 100).
    package init(minimum: Double = 0, maximum: Double = 100) {
        let valid = minimum.isFinite && maximum.isFinite && minimum < maximum
        self.minimum = valid ? minimum : 0
        self.maximum = valid ? maximum : 100
    }

    /// Columns the bar keeps at least on a one-row card.
    static let shortestBar = 4
    /// The eighths of the widest bar drawn (250 columns): the finest step of the bar's fill.
    static let steps = 2000.0

    /// When the bar of `counter`, counting at `time`, next fills one more step (an eighth of a
    /// cell of the widest bar), at its speed then, and not before `soonest`: a count of seconds
    /// over minutes redraws a few times a second, not at every tick. Settled or not moving at
    /// `time` (a delay, an ease's start): infinity (its text's next change says when).
    package func nextBarChange(of counter: ScreenCounter, after time: Double, soonest: Double) -> Double {
        let speed = abs(counter.model.animation.velocity(at: time))
        guard !counter.model.isSettled(at: time), speed.isFinite, speed > 0 else { return .infinity }
        return max(soonest, time + (maximum - minimum) / Self.steps / speed)
    }

    package func minimumSize(of counter: ScreenCounter) -> Size {
        // `VALUE BAR 100%` on one row.
        Size(columns: max(counter.view.display.width, 1) + 1 + Self.shortestBar + 1 + 4, rows: 1)
    }

    package func maximumRows(of counter: ScreenCounter, columns: Int) -> Int? {
        GaugeLayout.maximumRows(of: counter.view, columns: columns)
    }

    package func render(_ counter: ScreenCounter, at time: Double, in area: Rect, theme: Theme, ascii: Bool, dimmed: Bool,
                        into buffer: inout Buffer) {
        guard !area.size.isEmpty else { return }
        let reading = GaugeReading(counter, range: minimum...maximum, at: time, theme: theme, ascii: ascii, dimmed: dimmed)
        let layout = GaugeLayout(view: counter.view, in: area, digits: !reading.unknown)
        let value = reading.value + reading.mark
        var barArea = layout.bar
        if let row = layout.inline {
            // The value right-aligned in the width its whole range takes, and the widest text mark
            // (` !!`) where the theme marks levels, so the bar never moves.
            let markColumns = max(theme.marksLevels ? DashboardScene.markColumns : 0, TextWidth.cells(reading.mark))
            let valueColumns = max(counter.view.display.width, TextWidth.cells(reading.value)) + markColumns
            let percentColumns = max(4, TextWidth.cells(reading.percent))
            var barColumns = area.columns - valueColumns - percentColumns - 2
            let showsPercent = barColumns >= 1
            if !showsPercent { barColumns = area.columns - valueColumns - 1 }
            let valueStart = area.x + max(valueColumns - markColumns - TextWidth.cells(reading.value), 0)
            buffer.put(value, at: Point(x: valueStart, y: row), style: reading.style, clip: area)
            guard barColumns >= 1 else { return }
            barArea = Rect(x: area.x + valueColumns + 1, y: row, columns: barColumns, rows: 1)
            if showsPercent { put(reading.percent, endingAt: area.maxX, row: row, style: reading.style, in: area, into: &buffer) }
        }
        if let row = layout.textRow {
            buffer.put(value, at: Point(x: area.x, y: row), style: reading.style, clip: area)
            if TextWidth.cells(value) + 1 + TextWidth.cells(reading.percent) <= area.columns {
                put(reading.percent, endingAt: area.maxX, row: row, style: reading.style, in: area, into: &buffer)
            }
        }
        if let digits = layout.digits {
            var view = counter.view
            view.style = .big
            view.theme = theme.replacing(.value, with: reading.style)
            view.showing(reading.number, settled: counter.model.isSettled(at: time), face: .digits(digits.face))
                .render(in: digits.area, into: &buffer)
        }
        GaugeBar(fraction: reading.fraction, filled: reading.style, ascii: ascii).render(in: barArea, into: &buffer)
        if let row = layout.scaleRow {
            drawScale(reading, digits: layout.digits != nil, row: row, in: area, format: counter.model.display.format,
                      into: &buffer)
        }
    }

    /// The scale row: the range's ends at the sides (dim), and under digits the percent (with the
    /// text mark) in the middle; only what fits.
    private func drawScale(_ reading: GaugeReading, digits: Bool, row: Int, in area: Rect, format: NumberFormat,
                           into buffer: inout Buffer) {
        let low = Self.endText(minimum, format: format)
        let high = Self.endText(maximum, format: format)
        let middle = digits ? reading.percent + reading.mark : ""
        let ends = TextWidth.cells(low) + TextWidth.cells(high) + 2
        let endStyle = CellStyle(dim: true)
        if ends + TextWidth.cells(middle) + (middle.isEmpty ? 0 : 2) <= area.columns {
            buffer.put(low, at: Point(x: area.x, y: row), style: endStyle, clip: area)
            put(high, endingAt: area.maxX, row: row, style: endStyle, in: area, into: &buffer)
        }
        if !middle.isEmpty {
            let x = area.x + max((area.columns - TextWidth.cells(middle)) / 2, 0)
            buffer.put(middle, at: Point(x: x, y: row), style: reading.style, clip: area)
        }
    }

    /// `text` ending on column `right` of `row`.
    private func put(_ text: String, endingAt right: Int, row: Int, style: CellStyle, in area: Rect, into buffer: inout Buffer) {
        buffer.put(text, at: Point(x: max(right - TextWidth.cells(text), area.x), y: row), style: style, clip: area)
    }

    /// An end of the range in the card's own `format`, unpadded (`0`, `100`, `50 GiB`).
    static func endText(_ value: Double, format: NumberFormat) -> String {
        let text = format.unpadded(format.format(ExactNumber(value)))
        return String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
