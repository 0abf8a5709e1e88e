import Foundation

/// TZ as date(1) reads it, made readable by Foundation before it first asks for the local zone:
/// the leading colon (`TZ=:Europe/Berlin`, `TZ=:/usr/share/zoneinfo/Europe/Berlin`) is taken
/// off, a fixed POSIX offset of whole hours (`EST5`, `UTC0`) is its Etc zone; a TZ Foundation
/// cannot read (a POSIX rule such as `EST5EDT,M3.2.0,M11.1.0`, `<+0530>-5:30`) is said in one
/// line, never taken silently as UTC.
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
        if let fixed = etcZone(name), ZoneDatabase.timeZone(named: fixed) != nil {
            setenv("TZ", fixed, 1)
            return nil
        }
        let shown = String(raw.unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7f }.prefix(60).map(Character.init))
        return "TZ='\(shown)' is no zone name counter-tui can read (POSIX rules are not read); "
            + "local time is \(TimeZone.current.identifier); use a name such as TZ=America/New_York"
    }

    /// A POSIX TZ without DST rules (`EST5`, `UTC0`, `<+03>-3`) as the Etc zone of its offset,
    /// when that is whole hours within Etc's zones (west 12 to east 14); nil otherwise.
    static func etcZone(_ text: String) -> String? {
        var rest = Substring(text)
        if rest.first == "<" {
            guard let close = rest.firstIndex(of: ">") else { return nil }
            rest = rest[rest.index(after: close)...]
        } else {
            let letters = rest.prefix(while: { $0.isASCII && $0.isLetter })
            guard letters.count >= 3 else { return nil }
            rest = rest.dropFirst(letters.count)
        }
        let east = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        guard (1...2).contains(rest.count), rest.allSatisfy({ $0.isASCII && $0.isNumber }), let hours = Int(rest) else { return nil }
        // POSIX and Etc agree: positive is west of Greenwich (EST5 is Etc/GMT+5).
        let west = east ? -hours : hours
        guard (-14...12).contains(west) else { return nil }
        return west == 0 ? "Etc/GMT" : west > 0 ? "Etc/GMT+\(west)" : "Etc/GMT\(west)"
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
