import CounterEngine
import CounterLive
import CounterTUI

/// A chart card as its board file describes it (`style: chart` with `series:`): its series
/// (each fed by stdin lines with its id or by its own command), the commands by series, and
/// its axis and height; the board makes its `ChartBody` once the card's format is known.
package struct ChartSpec {
    /// The series, in order.
    package var series: [ChartSeries]
    /// The command feeding each series that has one, by its index in `series`.
    package var feeds: [(series: Int, feed: CommandSource.Feed)]
    /// A fixed bottom and top of the axis (`axis: [lo, hi]`); nil: automatic.
    package var lower: Double?
    package var upper: Double?
    /// Rows of the plot (`height:`); nil: the room the board gives.
    package var height: Int?

    /// The same chart with its series' titles in ASCII (a full screen whose locale is not UTF-8).
    func transliterated() -> ChartSpec {
        var copy = self
        for i in copy.series.indices { copy.series[i].title = Transliteration.ascii(series[i].title) }
        return copy
    }

    /// The body of the card, its values written in `format` (typed decimals kept when
    /// `decimalsAsTyped`).
    func makeBody(format: NumberFormat, decimalsAsTyped: Bool) -> ChartBody {
        ChartBody(series: series, lower: lower, upper: upper, height: height, format: format, decimalsAsTyped: decimalsAsTyped)
    }
}
