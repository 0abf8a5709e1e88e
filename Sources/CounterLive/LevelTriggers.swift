import CounterEngine

/// A card's commands for crossing its thresholds (`on_warn`, `on_critical`, `on_ok`): the one
/// for the level a value crosses into runs once per crossing, not once per sample.
package struct LevelTriggers: Sendable, Equatable {
    package var onWarn: String?
    package var onCritical: String?
    package var onOk: String?
    /// The level the last command was chosen for (ok before any value): a command runs once per
    /// crossing, not once per sample.
    package var lastLevel: ThresholdLevel = .normal

    package init(onWarn: String? = nil, onCritical: String? = nil, onOk: String? = nil) {
        self.onWarn = onWarn
        self.onCritical = onCritical
        self.onOk = onOk
    }

    /// No command at all.
    package var isEmpty: Bool { onWarn == nil && onCritical == nil && onOk == nil }

    /// The command for crossing into `level`, if any.
    package func command(for level: ThresholdLevel) -> String? {
        switch level {
        case .normal: return onOk
        case .warn: return onWarn
        case .critical: return onCritical
        }
    }

    /// The key of the command for `level` in a board file: `on_ok`, `on_warn` or `on_critical`.
    package static func key(of level: ThresholdLevel) -> String { "on_" + name(of: level) }

    /// The level as `COUNTER_LEVEL` says it: `ok`, `warn` or `critical`.
    package static func name(of level: ThresholdLevel) -> String {
        switch level {
        case .normal: return "ok"
        case .warn: return "warn"
        case .critical: return "critical"
        }
    }
}
