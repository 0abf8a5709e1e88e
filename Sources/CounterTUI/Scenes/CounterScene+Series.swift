import CounterEngine
import CounterLive

/// The series of chart cards: found by id, fed values, their commands' failures marking their card.
extension CounterScene {
    /// The chart card and series with `id` (stdin's `ID VALUE`), or nil when no series has it.
    package func series(ofID id: String) -> (index: Int, series: Int)? {
        for index in counters.indices {
            if let chart = counters[index].body as? ChartBody, let series = chart.index(ofID: id) { return (index, series) }
        }
        return nil
    }

    /// How many series counter `index`'s chart has (0: it is not a chart).
    package func seriesCount(index: Int) -> Int {
        guard counters.indices.contains(index) else { return 0 }
        return (counters[index].body as? ChartBody)?.series.count ?? 0
    }

    /// Takes a live value for series `series` of counter `index`'s chart, arrived at monotonic
    /// time `clock`; false when nothing on screen changes.
    @discardableResult
    func sample(index: Int, series: Int, _ value: ExactNumber, clock: Double, at time: Double) -> Bool {
        guard counters.indices.contains(index), var chart = counters[index].body as? ChartBody else { return false }
        // Kept even when nothing shown changes: a rate's first total is what the next is measured from.
        let changed = chart.take(value, series: series, clock: clock)
        counters[index].body = chart
        return changed
    }

    /// Gives counter `index`'s health an event of the command of its chart's series `series`
    /// (the card fails while any series fails); false when nothing changed.
    @discardableResult
    func take(_ event: LiveEvent, index: Int, series: Int) -> Bool {
        guard counters.indices.contains(index), var chart = counters[index].body as? ChartBody else { return false }
        let before = chart
        let cardEvent = chart.cardEvent(for: event, series: series)
        if chart != before { counters[index].body = chart }
        return take(cardEvent, index: index) || chart != before
    }
}
