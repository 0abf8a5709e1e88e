import Foundation

/// The machine's zone as the C library and date(1) read TZ, for the clock, `--until`, `E` and
/// `clock: local` cards alike: unset or empty, the system's (/etc/localtime); a zone name or a
/// path into the zone database, with or without date(1)'s leading colon (`:Europe/Berlin`,
/// `:/etc/localtime`); a POSIX offset with its sign, west of Greenwich positive (`UTC-5` is five
/// hours east, `EST5` five west, `UTC-05:30`, `<+0530>-5:30`), never Foundation's own reading of
/// such text with the sign the other way. Daylight-saving rules that are no zone name
/// (`CET-1CEST,M3.5.0,M10.5.0/3`) are not read: the offset the C library gives now is kept, and
/// said in one line. TZ is left as it was for the commands the program runs.
package enum LocalZoneVariable {
    /// How TZ reads.
    enum Reading: Equatable {
        /// Unset or empty: the system's zone.
        case system
        /// A zone of the database.
        case named(TimeZone)
        /// A POSIX offset without rules, seconds east of Greenwich.
        case offset(Int)
        /// A POSIX offset followed by daylight-saving rules, the C library's offset now.
        case rules(Int)
        /// Text that is no zone: the C library takes it as UTC.
        case unreadable
    }

    /// The local zone. TZ is looked at each time (a test changes it); what it names is worked
    /// out again only when its text changed (`E` asks at every frame, and a zone name costs a
    /// look at the zone database).
    package static func zone() -> TimeZone {
        let raw = variable()
        lock.lock()
        defer { lock.unlock() }
        if let known, known.text == raw { return known.zone }
        let zone: TimeZone
        switch reading() {
        case .system: zone = .current
        case .named(let named): zone = named
        case .offset(let east), .rules(let east): zone = TimeZone(secondsFromGMT: east) ?? utc
        case .unreadable: zone = utc
        }
        known = (raw, zone)
        return zone
    }

    /// The zone last worked out, and the TZ text it came from.
    nonisolated(unsafe) private static var known: (text: String, zone: TimeZone)?
    /// Guards `known`.
    private static let lock = NSLock()

    /// A one-line warning (no newline) when TZ cannot be read whole, nil otherwise.
    package static func prepare() -> String? {
        let raw = variable()
        let shown = String(raw.unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7f }.prefix(60).map(Character.init))
        switch reading() {
        case .system, .named, .offset:
            return nil
        case .rules(let east):
            return "TZ='\(shown)': its daylight-saving rules are not read; local time keeps the offset it has now "
                + "(\(offsetText(east))); use a zone name such as TZ=Europe/Berlin"
        case .unreadable:
            return "TZ='\(shown)' is no zone counter-tui can read; local time is UTC, as the C library takes it; "
                + "use a name such as TZ=America/New_York"
        }
    }

    /// How TZ reads now.
    static func reading() -> Reading {
        let raw = variable()
        guard !raw.isEmpty else { return .system }
        let name = zoneName(raw)
        if let zone = ZoneDatabase.timeZone(named: name) { return .named(zone) }
        if name == "/etc/localtime" || name == "localtime" { return .system }
        guard let (east, rules) = posixOffset(name), TimeZone(secondsFromGMT: east) != nil else { return .unreadable }
        return rules ? .rules(offsetNow() ?? east) : .offset(east)
    }

    /// TZ, empty when unset.
    private static func variable() -> String {
        getenv("TZ").map { String(cString: $0) } ?? ""
    }

    /// A POSIX TZ's standard offset in seconds east of Greenwich (POSIX counts west: `UTC-5`
    /// is five hours east), and whether more follows it (a daylight-saving name and rules); nil
    /// for text that is no POSIX TZ. The name is three letters or more, or `<…>`; the offset is
    /// `[+-]hh[:mm[:ss]]`, hours up to 24.
    static func posixOffset(_ text: String) -> (east: Int, rules: Bool)? {
        var rest = Substring(text)
        if rest.first == "<" {
            guard let close = rest.firstIndex(of: ">"), rest.distance(from: rest.startIndex, to: close) >= 4 else { return nil }
            rest = rest[rest.index(after: close)...]
        } else {
            let letters = rest.prefix(while: { $0.isASCII && $0.isLetter })
            guard letters.count >= 3 else { return nil }
            rest = rest.dropFirst(letters.count)
        }
        var west = 1
        if rest.first == "-" || rest.first == "+" {
            west = rest.first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        var parts: [Int] = []
        while parts.count < 3 {
            if !parts.isEmpty {
                guard rest.first == ":" else { break }
                rest = rest.dropFirst()
            }
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            guard (1...2).contains(digits.count), let value = Int(digits) else { return nil }
            parts.append(value)
            rest = rest.dropFirst(digits.count)
        }
        guard parts[0] <= 24, parts.dropFirst().allSatisfy({ $0 <= 59 }) else { return nil }
        let seconds = parts[0] * 3600 + (parts.count > 1 ? parts[1] * 60 : 0) + (parts.count > 2 ? parts[2] : 0)
        return (-west * seconds, !rest.isEmpty)
    }

    /// The offset the C library gives TZ now, its rules applied; nil when it cannot say.
    private static func offsetNow() -> Int? {
        tzset()
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return nil }
        return parts.tm_gmtoff
    }

    /// `+0530`, `-0500`.
    private static func offsetText(_ east: Int) -> String {
        let minutes = abs(east) / 60
        let digits = String(minutes / 60 * 100 + minutes % 60)
        return (east < 0 ? "-" : "+") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// UTC.
    private static var utc: TimeZone { TimeZone(identifier: "UTC") ?? .gmt }

    /// The zone name TZ's text stands for: without date(1)'s leading colon, and a path into
    /// the zone database as the name of its file (a link into it, as /etc/localtime often is,
    /// as the name of the file it leads to).
    static func zoneName(_ raw: String) -> String {
        var text = raw.hasPrefix(":") ? String(raw.dropFirst()) : raw
        if text.hasPrefix("/"), let resolved = realpath(text, nil) {
            let path = String(cString: resolved)
            free(resolved)
            if path.hasPrefix(ZoneDatabase.directory() + "/") || path.contains("/zoneinfo/") { text = path }
        }
        let folder = ZoneDatabase.directory() + "/"
        if text.hasPrefix(folder) {
            text = String(text.dropFirst(folder.count))
        } else if text.hasPrefix("/"), let range = text.range(of: "/zoneinfo/") {
            text = String(text[range.upperBound...])
        }
        return text
    }
}
