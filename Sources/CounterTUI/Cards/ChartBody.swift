import CounterEngine
import CounterLive

/// A chart card's body (`style: chart`): several series over time in one card, a line each in
/// its own colour (and its own glyph where braille or colours cannot show), the axis's ends at
/// the left and a legend row under the plot with each series' title and current value (its
/// lowest and highest when there is room). The axis is fixed (`axis: [lo, hi]`) or follows the
/// samples shown; the plot is `height` rows, or the rows the board gives the card. The samples
/// live here, updated when the scene takes a value for a series; drawing changes nothing.
package struct ChartBody: CardBody, Equatable {
    /// The series, in the legend's order.
    package var series: [ChartSeries]
    /// A fixed bottom and top of the axis; nil: the lowest and highest sample shown.
    package var lower: Double?
    package var upper: Double?
    /// Rows of the plot (`height:`); nil: the rows the card has.
    package var height: Int?
    /// How values are written in the legend and at the axis's ends (the card's format).
    package var format: NumberFormat
    /// No format was given: values show the decimals they were written with.
    package var decimalsAsTyped: Bool

    /// Colours of series that name none, in order.
    package static let palette: [Color] = [.cyan, .magenta, .yellow, .green, .blue, .red]
    /// Glyphs of the series where points are drawn as glyphs, in order.
    package static let glyphs: [Character] = ["*", "o", "+", "x", "#", "@"]
    /// The fewest plot rows drawn beside a legend.
    package static let minimumPlotRows = 2

    /// A chart of `series`, its values written in `format`.
    package init(series: [ChartSeries], lower: Double? = nil, upper: Double? = nil, height: Int? = nil,
                 format: NumberFormat = NumberFormat(), decimalsAsTyped: Bool = true) {
        self.series = series
        self.lower = lower
        self.upper = upper
        self.height = height
        self.format = format
        self.decimalsAsTyped = decimalsAsTyped
    }

    // MARK: - Values

    /// Takes `value` for series `index`, arrived at monotonic time `clock`; false when nothing
    /// shown changes.
    @discardableResult
    package mutating func take(_ value: ExactNumber, series index: Int, clock: Double) -> Bool {
        guard series.indices.contains(index) else { return false }
        return series[index].take(value, clock: clock)
    }

    /// An event of series `index`'s command as its card's health takes it: the card fails while
    /// any series fails (`out: exit status 3`, the first failing one), and recovers when none
    /// does; a slow run is said as it is.
    package mutating func cardEvent(for event: LiveEvent, series index: Int) -> LiveEvent {
        guard series.indices.contains(index) else { return event }
        switch event {
        case .failed(let reason): series[index].failure = "\(series[index].title): \(reason)"
        case .recovered, .slow: series[index].failure = nil
        default: return event
        }
        if let failure = series.lazy.compactMap(\.failure).first { return .failed(failure) }
        if case .slow = event { return event }
        return .recovered
    }

    /// The series with `id`, or nil.
    package func index(ofID id: String) -> Int? { series.firstIndex { $0.id == id } }

    /// The chart as one plain line: each series' title and current value (`in 12, out 3`;
    /// `—`, or `-` in ASCII, before its first).
    package func plainText(ascii: Bool) -> String {
        series.map { one in "\(one.title) " + (one.last.map { text($0, rate: one.isRate) } ?? (ascii ? "-" : "—")) }
            .joined(separator: ", ")
    }

    // MARK: - Sizes

    package func minimumSize(of counter: ScreenCounter) -> Size {
        let legend = legend(theme: .monochrome, ascii: true, points: 0)
        return Size(columns: min(max(legend.width(withRanges: false), 16), 60), rows: min(height ?? Self.minimumPlotRows, Self.minimumPlotRows) + 1)
    }

    package func maximumRows(of counter: ScreenCounter, columns: Int) -> Int? { height.map { $0 + 1 } }

    // MARK: - Drawing

    package func render(_ counter: ScreenCounter, at time: Double, in area: Rect, theme: Theme, ascii: Bool, dimmed: Bool,
                        into buffer: inout Buffer) {
        guard area.columns > 0, area.rows > 0 else { return }
        for y in area.y..<area.maxY { for x in area.x..<area.maxX { buffer.set(.blank, x: x, y: y) } }
        // Without colours the series differ by their glyphs.
        let glyphs = ascii || theme.marksLevels
        let plotRows = area.rows > 1 ? min(height ?? area.rows - 1, area.rows - 1) : 0
        var plot = ChartPlot(lines: [], lower: 0, upper: 1, ends: nil, glyphs: glyphs, ascii: ascii)
        // The ends' width is known before the points are: the ends come from them.
        var points = plot.points(within: area.columns)
        let range = axis(points: points)
        plot.ends = (text(range.lower), text(range.upper))
        points = plot.points(within: area.columns)
        let (lower, upper) = axis(points: points)
        plot.lower = lower
        plot.upper = upper
        // No ends before a first sample, unless fixed: a range nobody measured says nothing.
        let measured = self.lower != nil || self.upper != nil || series.contains { !$0.samples.values.isEmpty }
        plot.ends = measured ? (text(lower), text(upper)) : nil
        plot.lines = series.indices.map { i in
            ChartPlot.Line(values: series[i].samples.values, style: style(of: i, theme: theme, dimmed: dimmed),
                           glyph: Self.glyphs[i % Self.glyphs.count])
        }
        if plotRows > 0 {
            plot.render(in: Rect(x: area.x, y: area.y, columns: area.columns, rows: plotRows), into: &buffer)
        }
        var legend = legend(theme: theme, ascii: ascii, points: points, glyphs: glyphs, dimmed: dimmed)
        if dimmed { legend.textStyle = CellStyle(dim: true) }
        legend.render(in: Rect(x: area.x, y: area.y + plotRows, columns: area.columns, rows: 1), into: &buffer)
    }

    /// The axis's bottom and top for the last `points` samples of every series: the fixed ends,
    /// else the lowest and highest shown (a flat line, or no samples, gets a range round it).
    package func axis(points: Int) -> (lower: Double, upper: Double) {
        let ranges = series.compactMap { $0.range(ofLast: points) }
        var low = lower ?? ranges.map(\.low).min() ?? 0
        var high = upper ?? ranges.map(\.high).max() ?? 1
        if high <= low {
            if lower == nil && upper == nil {
                // A flat line (or none): one either side of it, never below 0 for values that are not.
                let value = high
                low = value >= 0 ? max(value - 1, 0) : value - 1
                high = value + 1
            } else if lower == nil {
                low = high - 1
            } else {
                high = low + 1
            }
        }
        return (low, high)
    }

    /// Series `index`'s look: its colour, or plain (and dim when paused) without colours.
    func style(of index: Int, theme: Theme, dimmed: Bool) -> CellStyle {
        let color = theme.marksLevels ? .default : (series[index].color ?? Self.palette[index % Self.palette.count])
        return CellStyle(foreground: color, dim: dimmed)
    }

    /// The legend of the last `points` samples.
    func legend(theme: Theme, ascii: Bool, points: Int, glyphs: Bool = true, dimmed: Bool = false) -> ChartLegend {
        let entries = series.indices.map { i in
            let one = series[i]
            let range = points > 0 ? one.range(ofLast: points) : nil
            return ChartLegend.Entry(mark: glyphs ? String(Self.glyphs[i % Self.glyphs.count]) : "●", title: one.title,
                                     value: one.last.map { text($0, rate: one.isRate) } ?? (ascii ? "-" : "—"),
                                     range: range.map { (text($0.low), text($0.high)) }, style: style(of: i, theme: theme, dimmed: dimmed))
        }
        return ChartLegend(entries: entries, ascii: ascii)
    }

    /// `value` in the card's format; typed decimals kept when no format was given.
    func text(_ value: ExactNumber, rate: Bool = false) -> String {
        guard decimalsAsTyped, !rate, value.decimalsWritten > format.maximumFractionDigits else { return format.string(value) }
        return format.withDecimals(value.decimalsWritten).string(value)
    }

    /// `value` (a sample or an end of the axis) in the card's format.
    func text(_ value: Double) -> String {
        guard decimalsAsTyped else { return format.string(value) }
        // Typed decimals: a whole number as one, else the shortest decimal that reads back as
        // the value, at most two places.
        if value == value.rounded(), abs(value) < 1e15 { return format.string(ExactNumber(Int(value))) }
        let exact = ExactNumber(value)
        return text(exact.decimalsWritten > 2 ? ExactNumber((value * 100).rounded() / 100) : exact)
    }
}
