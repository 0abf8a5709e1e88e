/// One terminal cell: a character and its style. The right half of a wide character is a
/// `continuation` cell that holds nothing of its own.
///
/// A plain value (a scalar and a few bytes of style): comparing two frames cell by cell is a
/// handful of integer compares, with no reference counting.
public struct Cell: Sendable, Equatable {
    /// The character drawn (a space in a continuation cell).
    public var character: Unicode.Scalar
    /// How the character looks.
    public var style: CellStyle
    /// Cells this character covers (1, or 2 for wide characters; 0 for a continuation).
    public var width: UInt8

    /// A cell showing `character` in `style`, `width` cells wide (2 for a wide character).
    public init(_ character: Unicode.Scalar, style: CellStyle = .plain, width: UInt8 = 1) {
        self.character = character
        self.style = style
        self.width = width
    }

    /// A space in the terminal's default look.
    public static let blank = Cell(" ")
    /// The right half of a wide character.
    public static let continuation = Cell(" ", width: 0)
}
