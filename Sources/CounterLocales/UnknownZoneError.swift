/// A time zone name Foundation's database does not know (`--tz Europe/Berln`).
package struct UnknownZoneError: Error, Equatable, CustomStringConvertible {
    /// The name as given.
    package let name: String
    /// The known name closest to it, if one is close.
    package let suggestion: String?

    package var description: String {
        let hint = suggestion.map { "; did you mean \($0)?" } ?? ""
        return "unknown time zone '\(name)': expected an IANA name such as Europe/Berlin, America/New_York or UTC\(hint)"
    }
}
