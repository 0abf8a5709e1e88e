import Foundation

/// TZ as date(1) reads it, made readable by Foundation before it first asks for the local zone:
/// the leading colon (`TZ=:Europe/Berlin`, `TZ=:/usr/share/zoneinfo/Europe/Berlin`) is taken
/// off; a TZ Foundation cannot read (a POSIX rule such as `EST5EDT,M3.2.0,M11.1.0`) is said in
/// one line, never taken silently as UTC.
package enum LocalZoneVariable {
    /// Sets TZ to the zone name it stands for; a one-line warning (no newline) when Foundation
    /// cannot read it, nil otherwise. Call before anything reads `TimeZone.current`.
    package static func prepare() -> String? {
        guard let raw = ProcessInfo.processInfo.environment["TZ"], !raw.isEmpty else { return nil }
        let name = zoneName(raw)
        if name != raw, ZoneDatabase.timeZone(named: name) != nil {
            setenv("TZ", name, 1)
            return nil
        }
        if ZoneDatabase.timeZone(named: name) != nil || TimeZone(identifier: name) != nil { return nil }
        let shown = String(raw.unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7f }.prefix(60).map(Character.init))
        return "TZ='\(shown)' is no zone name counter-tui can read (POSIX rules are not read); "
            + "local time is \(TimeZone.current.identifier); use a name such as TZ=America/New_York"
    }

    /// The zone name TZ's text stands for: without date(1)'s leading colon, and a path into
    /// the zone database as the name of its file.
    static func zoneName(_ raw: String) -> String {
        var text = raw.hasPrefix(":") ? String(raw.dropFirst()) : raw
        let folder = ZoneDatabase.directory() + "/"
        if text.hasPrefix(folder) {
            text = String(text.dropFirst(folder.count))
        } else if text.hasPrefix("/"), let range = text.range(of: "/zoneinfo/") {
            text = String(text[range.upperBound...])
        }
        return text
    }
}
