/// A validated dashboard: its counters and how they are laid out.
struct DashboardConfig {
    /// Frames per second (nil: the command line's or the default).
    var fps: Int?
    /// Cards per row (nil: as many as fit).
    var columns: Int?
    var counters: [CounterSpec]

    /// The most counters a dashboard may have.
    static let maximumCounters = 256
}
