import CounterEngine

/// One series of a chart card (`series:` in a board file): its name and colour, the samples
/// kept, its last value and why its command fails. Fed by stdin lines with its `id` or by its
/// own command; a series with a `rate` turns growing totals into their change per unit of time.
package struct ChartSeries: Sendable, Equatable {
    /// Routes stdin lines (`ID VALUE`) to this series; nil when its command feeds it.
    package var id: String?
    /// Its name in the chart's legend.
    package var title: String
    /// Its colour (nil: the chart's palette chooses by its place).
    package var color: Color?
    /// The samples kept, oldest first.
    package private(set) var samples: SampleHistory
    /// Totals become rates (`rate: s`); nil: values are shown as they come.
    package private(set) var meter: RateMeter?
    /// The last value shown (nil before any).
    package private(set) var last: ExactNumber?
    /// Why the series' command fails (`exit status 3`); nil: it gives values.
    package var failure: String?

    /// A series named `title` keeping `capacity` samples, fed totals made rates per `rate`.
    package init(id: String? = nil, title: String, color: Color? = nil, capacity: Int, rate: RateUnit? = nil) {
        self.id = id
        self.title = title
        self.color = color
        self.samples = SampleHistory(capacity: capacity)
        self.meter = rate.map { RateMeter(unit: $0) }
    }

    /// Takes a live value that arrived at monotonic time `clock` (a total, for a rate); false
    /// when nothing shown changes (a rate's first total, a value that is not finite).
    @discardableResult
    package mutating func take(_ value: ExactNumber, clock: Double) -> Bool {
        guard value.doubleValue.isFinite else { return false }
        guard var meter else {
            last = value
            samples.append(value.doubleValue)
            return true
        }
        let reading = meter.add(value.doubleValue, at: clock)
        self.meter = meter
        guard case .rate(let rate) = reading else { return false }
        last = ExactNumber(rate)
        samples.append(rate)
        return true
    }

    /// The value is a rate (its decimals are the format's, not those typed).
    package var isRate: Bool { meter != nil }

    /// The lowest and highest of the last `count` samples; nil when there are none.
    package func range(ofLast count: Int) -> (low: Double, high: Double)? {
        let shown = samples.values.suffix(max(count, 0))
        guard let low = shown.min(), let high = shown.max() else { return nil }
        return (low, high)
    }
}
