import CounterEngine
import Foundation

/// A time zone of Foundation's database (IANA names: `Europe/Berlin`, `America/New_York`) as a
/// clock asks for it: the offset at each instant and the next DST change.
package struct FoundationZone: ZoneRules {
    package let name: String
    let zone: TimeZone

    /// The zone named `name` (an IANA name, or `UTC`/`local`); a one-line error naming close
    /// matches when there is none.
    package static func named(_ name: String) -> Result<FoundationZone, UnknownZoneError> {
        switch name {
        case "local": return .success(FoundationZone(name: "local", zone: .current))
        case "UTC", "utc", "Z": return .success(FoundationZone(name: "UTC", zone: TimeZone(identifier: "UTC") ?? .gmt))
        default: break
        }
        if let zone = TimeZone(identifier: name) {
            return .success(FoundationZone(name: name, zone: zone))
        }
        let suggestion = NearestName.suggestion(for: name, in: TimeZone.knownTimeZoneIdentifiers)
        return .failure(UnknownZoneError(name: name, suggestion: suggestion))
    }

    /// The zone of this machine (TZ, /etc/localtime).
    package static var local: FoundationZone { FoundationZone(name: "local", zone: .current) }

    package func offset(at instant: Double) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
    }

    package func nextTransition(after instant: Double) -> Double? {
        zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: instant))?.timeIntervalSince1970
    }

    package func abbreviation(at instant: Double) -> String {
        zone.abbreviation(for: Date(timeIntervalSince1970: instant)) ?? name
    }
}
