/// A time zone name Foundation's database does not know (`--tz Europe/Berln`).
package struct UnknownZoneError: Error, Equatable, CustomStringConvertible {
    /// The name as given.
    package let name: String
    /// The known name closest to it, if one is close.
    package let suggestion: String?

    package var description: String {
        // GMT+5 and UTC+5 are Foundation's forms, not the database's: say how to name an offset.
        let sign = name.dropFirst(3).first
        let offset = (name.hasPrefix("GMT") || name.hasPrefix("UTC")) && (sign == "+" || sign == "-")
        let hint = offset ? "; a fixed offset is an Etc zone, with POSIX signs (Etc/GMT-5 is UTC+5)"
            : suggestion.map { "; did you mean \($0)?" } ?? ""
        return "unknown time zone '\(name)': expected an IANA name such as Europe/Berlin, America/New_York or UTC\(hint)"
    }
}
