/// The time unit of a rate (`rate: second|minute|hour`): change per second, minute or hour.
package enum RateUnit: String, Sendable, CaseIterable {
    case second, minute, hour

    /// Seconds in one unit.
    package var seconds: Double {
        switch self {
        case .second: return 1
        case .minute: return 60
        case .hour: return 3600
        }
    }

    /// Written after a unit of a units format: `12.4 MiB/s`.
    package var per: String {
        switch self {
        case .second: return "/s"
        case .minute: return "/min"
        case .hour: return "/h"
        }
    }
}
