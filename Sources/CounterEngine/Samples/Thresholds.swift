/// A counter's `warn:` and `critical:` limits: at or above them (or at or below, with
/// `below: true`, for values where low is bad) the value is a warning or critical.
package struct Thresholds: Sendable, Equatable {
    package var warn: Double?
    package var critical: Double?
    /// Low values are bad: a value at or below a limit passes it.
    package var below: Bool

    package init(warn: Double? = nil, critical: Double? = nil, below: Bool = false) {
        self.warn = warn
        self.critical = critical
        self.below = below
    }

    /// The level of `value`.
    package func level(of value: Double) -> ThresholdLevel {
        func passes(_ limit: Double?) -> Bool {
            guard let limit else { return false }
            return below ? value <= limit : value >= limit
        }
        if passes(critical) { return .critical }
        if passes(warn) { return .warn }
        return .normal
    }
}
