import CounterLocales
import Foundation

/// The time of day in the local zone, as `E` shows a countdown's end (`14:32:10`): Foundation's
/// zones, here in the command, so that CounterTUI needs none.
enum LocalTime {
    /// `epochSeconds` (seconds since the Unix epoch) as `HH:MM:SS` on the local clock, to the
    /// nearest second (an `--until` end is a whole second give or take a rounding error).
    static func text(_ epochSeconds: Double) -> String {
        guard epochSeconds.isFinite else { return "--:--:--" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = LocalZoneVariable.zone()
        let parts = calendar.dateComponents([.hour, .minute, .second], from: Date(timeIntervalSince1970: epochSeconds.rounded()))
        let (h, m, s) = (parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        return "\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m):\(s < 10 ? "0" : "")\(s)"
    }
}
