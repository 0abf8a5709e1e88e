/// A counter's `warn:` and `critical:` limits: at or above them (or at or below, with
/// `below: true`, for values where low is bad) the value is a warning or critical.
public struct Thresholds: Sendable, Equatable {
    public var warn: Double?
    public var critical: Double?
    /// Low values are bad: a value at or below a limit passes it.
    public var below: Bool

    public init(warn: Double? = nil, critical: Double? = nil, below: Bool = false) {
        self.warn = warn
        self.critical = critical
        self.below = below
    }

    /// The level of `value`.
    public func level(of value: Double) -> ThresholdLevel {
        func passes(_ limit: Double?) -> Bool {
            guard let limit else { return false }
            return below ? value <= limit : value >= limit
        }
        if passes(critical) { return .critical }
        if passes(warn) { return .warn }
        return .normal
    }
}
