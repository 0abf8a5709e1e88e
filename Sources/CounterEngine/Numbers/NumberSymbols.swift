/// The characters and grouping sizes used to write a number (a locale's, or plain `.` and `,`).
public struct NumberSymbols: Sendable, Equatable {
    /// Between the integer and the fraction (`.` or a locale's `,`).
    public var decimalSeparator: String
    /// Between groups of digits (`,`, or a locale's `.` or no-break space).
    public var groupingSeparator: String
    /// Digits in the group next to the decimal point (3 in 1,234,567).
    public var primaryGroupSize: Int
    /// Digits in every further group (2 for en_IN: 12,34,567).
    public var secondaryGroupSize: Int
    /// Grouping starts only when the integer part has more than primary + this - 1 digits
    /// (2 for es_ES, which writes 1234 but 12.345).
    public var minimumGroupingDigits: Int
    /// Compact notation's unit for each magnitude (index: the power of ten of the leading digit).
    public var compactUnits: [CompactUnit]

    /// Symbols from their parts (sizes below 1 count as 1; no compact units means `K M B T`).
    public init(decimalSeparator: String = ".", groupingSeparator: String = ",",
                primaryGroupSize: Int = 3, secondaryGroupSize: Int = 3, minimumGroupingDigits: Int = 1,
                compactUnits: [CompactUnit] = CompactUnit.plain) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.primaryGroupSize = max(primaryGroupSize, 1)
        self.secondaryGroupSize = max(secondaryGroupSize, 1)
        self.minimumGroupingDigits = max(minimumGroupingDigits, 1)
        self.compactUnits = compactUnits.isEmpty ? CompactUnit.plain : compactUnits
    }

    /// `.` and `,` in groups of three, whatever the machine's locale.
    package static let plain = NumberSymbols()
    /// `.` and `,` in groups of three, whatever the machine's locale (no locale data read).
    public static let standard = plain
}
