import CounterEngine
import Foundation

/// The one lookup of zone names, for `clock --tz`, `--until … ZONE` and `clock:` cards: UTC (or
/// `Z`) and every name of the IANA database (`Europe/Berlin`, `US/Pacific`, `Etc/GMT-14`,
/// `EST5EDT`), whether or not Foundation lists it; never Foundation's own made-up forms
/// (`GMT+15`, `UTC+5`), which are no zone of the database.
package enum ZoneDatabase {
    /// Where the database's files are (TZDIR, as the C library reads it).
    static func directory(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    }

    /// The zone named `name`, or nil when no zone of the database is named so.
    package static func timeZone(named name: String) -> TimeZone? {
        if ["UTC", "utc", "Z"].contains(name) { return TimeZone(identifier: "UTC") }
        guard isDatabaseName(name) else { return nil }
        return TimeZone(identifier: name)
    }

    /// A name of the IANA database: a zone file of the database (looked at first: cheaper than
    /// Foundation's list, which costs at start-up), or one Foundation lists.
    package static func isDatabaseName(_ name: String) -> Bool {
        isZoneFile(name) || TimeZone.knownTimeZoneIdentifiers.contains(name)
    }

    /// Whether TZDIR has a zone file (TZif) named `name`.
    private static func isZoneFile(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 64, !name.hasPrefix("/"), !name.split(separator: "/").contains(".."),
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/_-+".contains($0)) }),
            let file = FileHandle(forReadingAtPath: directory() + "/" + name)
        else { return false }
        defer { try? file.close() }
        // A zone file starts with "TZif" (a folder or the tables beside them do not).
        return (try? file.read(upToCount: 4)) == Data("TZif".utf8)
    }

    /// The known name nearest to an unknown one (`Europe/Berln` → `Europe/Berlin`), if close.
    package static func suggestion(for name: String) -> String? {
        NearestName.suggestion(for: name, in: TimeZone.knownTimeZoneIdentifiers)
    }
}
