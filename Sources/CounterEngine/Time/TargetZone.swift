/// The zone a `--until` target is read in, as typed after it: none (the local zone), `UTC`,
/// `Z` or `GMT`, a fixed offset (`+01:00`, `-0500`, `+05`) or an IANA name (`Europe/Berlin`,
/// checked against the system's zones in CounterLocales).
package enum TargetZone: Sendable, Equatable {
    case local
    case utc
    /// Seconds east of UTC.
    case offset(seconds: Int)
    /// An IANA name as typed.
    case named(String)

    /// Parses a zone word; nil when it cannot be one (an offset out of range, stray characters).
    package init?(_ text: some StringProtocol) {
        let word = String(text)
        if ["utc", "z", "gmt"].contains(word.lowercased()) {
            self = .utc
            return
        }
        if let sign = word.first, sign == "+" || sign == "-" {
            guard let seconds = TargetZone.offsetSeconds(word.dropFirst()) else { return nil }
            self = .offset(seconds: sign == "-" ? -seconds : seconds)
            return
        }
        // IANA names: letters first, then letters, digits and / _ - + (`Etc/GMT+5`, `America/Port-au-Prince`).
        guard let first = word.first, first.isASCII, first.isLetter, word.count <= 64,
            word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/_-+".contains($0)) })
        else { return nil }
        self = .named(word)
    }

    /// `HH`, `HHMM` or `HH:MM` (hours up to 14, as real zones reach): seconds, or nil.
    private static func offsetSeconds(_ text: Substring) -> Int? {
        let digits = String(text.filter { $0 != ":" })
        guard [2, 4].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            text.count == digits.count || (text.count == 5 && text.dropFirst(2).first == ":"),
            let hours = Int(digits.prefix(2)), let minutes = digits.count == 4 ? Int(digits.suffix(2)) : 0,
            hours <= 14, minutes < 60
        else { return nil }
        return hours * 3600 + minutes * 60
    }
}
