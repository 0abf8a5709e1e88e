import CounterEngine

/// A card's threshold crossing waiting for its command to run: the level crossed into, its
/// command (nil: that level has none) and the `COUNTER_*` variables read at the crossing.
package struct TriggerRequest: Sendable, Equatable {
    /// The level the value crossed into.
    package var level: ThresholdLevel
    /// The command for that level, if any.
    package var command: String?
    /// `COUNTER_TITLE`, `COUNTER_VALUE`, `COUNTER_TEXT` and `COUNTER_LEVEL` at the crossing.
    package var environment: [String: String]

    package init(level: ThresholdLevel, command: String?, environment: [String: String] = [:]) {
        self.level = level
        self.command = command
        self.environment = environment
    }
}
