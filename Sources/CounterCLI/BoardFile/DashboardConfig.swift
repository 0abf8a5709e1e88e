/// A validated dashboard: its counters and how they are laid out.
package struct DashboardConfig {
    /// Frames per second (nil: the command line's or the default).
    package var fps: Int?
    /// Cards per row (nil: as many as fit).
    package var columns: Int?
    /// Threshold commands running at once, at most (`max_triggers:`; nil: 16).
    package var maxTriggers: Int?
    /// The counters, in file order.
    package var counters: [CounterSpec]

    /// The most counters a dashboard may have.
    package static let maximumCounters = 256
}
