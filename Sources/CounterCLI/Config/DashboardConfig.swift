/// A validated dashboard: its counters and how they are laid out.
public struct DashboardConfig {
    /// Frames per second (nil: the command line's or the default).
    public var fps: Int?
    /// Cards per row (nil: as many as fit).
    public var columns: Int?
    /// Threshold commands running at once, at most (`max_triggers:`; nil: 16).
    public var maxTriggers: Int?
    /// The counters, in file order.
    public var counters: [CounterSpec]

    /// The most counters a dashboard may have.
    public static let maximumCounters = 256
}
