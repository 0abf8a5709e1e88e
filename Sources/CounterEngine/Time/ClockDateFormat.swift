/// The date line of a clock (`--date FORMAT`): a strftime-like subset with English names —
/// `%Y %y %m %d %e %H %I %M %S %p %a %A %b %B %j %Z %z %F %T %%`; other text as it is, without
/// control characters.
package struct ClockDateFormat: Sendable, Equatable {
    /// One piece of the format: text as it is, or a field.
    enum Piece: Sendable, Equatable {
        case text(String)
        case field(Character)
    }

    let pieces: [Piece]
    /// The format as given (sanitised).
    package let text: String

    /// `%Y-%m-%d`, tty-clock's `%F`: the default of `--date` without a value.
    package static let isoDate = "%Y-%m-%d"
    /// The fields it knows, after `%`.
    package static let fields: Set<Character> = ["Y", "y", "m", "d", "e", "H", "I", "M", "S", "p", "a", "A", "b", "B", "j",
                                                 "Z", "z", "F", "T", "%"]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]

    /// Parses `text` (already without control characters); the field it does not know
    /// (`%q`, or a `%` at the end) as the error.
    package static func parse(_ text: String) -> Result<ClockDateFormat, UnknownField> {
        var pieces: [Piece] = []
        var literal = ""
        var iterator = text.makeIterator()
        while let c = iterator.next() {
            guard c == "%" else {
                literal.append(c)
                continue
            }
            guard let field = iterator.next() else { return .failure(UnknownField(text: "%")) }
            guard fields.contains(field) else { return .failure(UnknownField(text: "%\(field)")) }
            if field == "%" {
                literal.append("%")
                continue
            }
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            pieces.append(.field(field))
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        return .success(ClockDateFormat(pieces: pieces, text: text))
    }

    /// A field the format does not know.
    package struct UnknownField: Error, Equatable {
        package var text: String
    }

    /// How often the line can change, in seconds of the local clock: 1 with seconds, 60 with
    /// minutes, 3600 with hours or AM/PM, else a day.
    package var granularity: Int {
        var smallest = 86_400
        for case .field(let f) in pieces {
            switch f {
            case "S", "T": smallest = min(smallest, 1)
            case "M": smallest = min(smallest, 60)
            case "H", "I", "p": smallest = min(smallest, 3600)
            default: break
            }
        }
        return smallest
    }

    /// The line for local time `time` in a zone whose abbreviation is `abbreviation` and offset
    /// `offset` seconds.
    package func render(_ time: CivilTime, abbreviation: String, offset: Int) -> String {
        var out = ""
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        // As glibc's strftime (date(1)): %Y at least four digits, %F's year with a + past 9999.
        func year(_ n: Int) -> String {
            guard (0..<1000).contains(n) else { return "\(n)" }
            let digits = "\(n)"
            return String(repeating: "0", count: 4 - digits.count) + digits
        }
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .field(let f):
                switch f {
                case "Y": out += year(time.year)
                case "y": out += two(((time.year % 100) + 100) % 100)
                case "m": out += two(time.month)
                case "d": out += two(time.day)
                case "e": out += time.day < 10 ? " \(time.day)" : "\(time.day)"
                case "H": out += two(time.hour)
                case "I": out += two(time.hour % 12 == 0 ? 12 : time.hour % 12)
                case "M": out += two(time.minute)
                case "S": out += two(time.second)
                case "p": out += time.hour < 12 ? "AM" : "PM"
                case "a": out += String(Self.weekdays[time.weekday].prefix(3))
                case "A": out += Self.weekdays[time.weekday]
                case "b": out += String(Self.months[time.month - 1].prefix(3))
                case "B": out += Self.months[time.month - 1]
                case "j": out += time.dayOfYear < 10 ? "00\(time.dayOfYear)" : time.dayOfYear < 100 ? "0\(time.dayOfYear)" : "\(time.dayOfYear)"
                case "Z": out += abbreviation
                case "z":
                    let minutes = abs(offset) / 60
                    out += (offset < 0 ? "-" : "+") + two(minutes / 60) + two(minutes % 60)
                case "F": out += (time.year > 9999 ? "+" : "") + year(time.year) + "-" + two(time.month) + "-" + two(time.day)
                case "T": out += two(time.hour) + ":" + two(time.minute) + ":" + two(time.second)
                default: break
                }
            }
        }
        return out
    }
}
