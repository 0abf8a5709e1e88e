/// The unit compact notation writes a number of one size in: its power of ten and its text
/// (`K`, `M`; a locale's `\u{A0}Mio.`, `L`, `Cr`).
public struct CompactUnit: Sendable, Equatable {
    /// The number is divided by 10^power before it is written.
    public var power: Int
    /// Written after the number (with the locale's spacing, if any).
    public var unit: String

    /// The unit `unit` for numbers divided by 10^`power`.
    public init(power: Int, unit: String) {
        self.power = power
        self.unit = unit
    }

    /// The units by magnitude (index = the power of ten of the number's leading digit), as
    /// countUp.js and Intl's short English form write them: 999, 1.2K, 12K, 123K, 3.4M … 7.8T.
    public static let plain: [CompactUnit] = (0...12).map { magnitude in
        let power = magnitude / 3 * 3
        return CompactUnit(power: power, unit: ["", "K", "M", "B", "T"][power / 3])
    }
}
