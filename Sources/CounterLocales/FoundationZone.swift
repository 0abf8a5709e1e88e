import CounterEngine
import Foundation

/// A time zone of Foundation's database (IANA names: `Europe/Berlin`, `America/New_York`) as a
/// clock asks for it: the offset at each instant and the next DST change.
package struct FoundationZone: ZoneRules {
    package let name: String
    let zone: TimeZone
    /// The rules found for the stretch of time last asked about.
    private let cache = ZoneRulesCache()

    init(name: String, zone: TimeZone) {
        self.name = name
        self.zone = zone
    }

    /// The zone named `name` (a name of the IANA database, or `UTC`/`local`); a one-line error
    /// naming close matches when there is none. The names are `ZoneDatabase`'s, as `--until`'s.
    package static func named(_ name: String) -> Result<FoundationZone, UnknownZoneError> {
        switch name {
        case "local": return .success(FoundationZone(name: "local", zone: LocalZoneVariable.zone()))
        case "UTC", "utc", "Z": return .success(FoundationZone(name: "UTC", zone: TimeZone(identifier: "UTC") ?? .gmt))
        default: break
        }
        if let zone = ZoneDatabase.timeZone(named: name) {
            return .success(FoundationZone(name: name, zone: zone))
        }
        return .failure(UnknownZoneError(name: name, suggestion: ZoneDatabase.suggestion(for: name)))
    }

    /// The zone of this machine (TZ, /etc/localtime).
    package static var local: FoundationZone { FoundationZone(name: "local", zone: LocalZoneVariable.zone()) }

    package func offset(at instant: Double) -> Int { stretch(at: instant).offset }

    package func nextTransition(after instant: Double) -> Double? { stretch(at: instant).next }

    package func abbreviation(at instant: Double) -> String { stretch(at: instant).abbreviation }

    /// The zone's rules from `instant` to its next change (or a day), asked of ICU only when
    /// the stretch kept does not hold `instant`.
    private func stretch(at instant: Double) -> ZoneRulesCache.Stretch {
        cache.stretch(at: instant) { from in
            let date = Date(timeIntervalSince1970: from)
            let next = zone.nextDaylightSavingTimeTransition(after: date)?.timeIntervalSince1970
            return ZoneRulesCache.Stretch(from: from, until: min(next ?? .infinity, from + 86_400),
                                          offset: zone.secondsFromGMT(for: date), abbreviation: zone.abbreviation(for: date) ?? name,
                                          next: next)
        }
    }
}
