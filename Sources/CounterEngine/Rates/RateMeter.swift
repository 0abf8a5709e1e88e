/// Turns a growing total into a rate: the change between two successive samples divided by the
/// real time between them (monotonic seconds, passed in), per `unit`.
///
/// The first sample gives no rate (there is nothing to compare it with); a total that goes
/// down (a counter reset, a restarted service) starts over from that sample instead of giving
/// a negative rate.
package struct RateMeter: Sendable, Equatable {
    /// What a sample gave.
    package enum Reading: Sendable, Equatable {
        /// The first sample: the next one gives a rate.
        case started
        /// The total went down (or could not be compared): counting starts over from it.
        case restarted
        /// Two samples at the same instant: the second is ignored.
        case ignored
        /// The change per unit of time since the previous sample.
        case rate(Double)
    }

    package let unit: RateUnit
    /// The previous sample's total and time.
    package private(set) var last: (total: Double, time: Double)?

    package init(unit: RateUnit) { self.unit = unit }

    package static func == (a: RateMeter, b: RateMeter) -> Bool {
        a.unit == b.unit && a.last?.total == b.last?.total && a.last?.time == b.last?.time
    }

    /// Takes `total`, sampled at monotonic time `time` (seconds).
    package mutating func add(_ total: Double, at time: Double) -> Reading {
        guard total.isFinite, time.isFinite else { return .ignored }
        guard let previous = last else {
            last = (total, time)
            return .started
        }
        let elapsed = time - previous.time
        guard elapsed > 0 else { return .ignored }
        let change = total - previous.total
        last = (total, time)
        guard change.isFinite, change >= 0 else { return .restarted }
        let rate = change / elapsed * unit.seconds
        return rate.isFinite ? .rate(rate) : .restarted
    }
}
