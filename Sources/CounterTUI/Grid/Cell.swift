/// One terminal cell: a character and its style. The right half of a wide character is a
/// `continuation` cell that holds nothing of its own.
///
/// A plain value (a scalar and a few bytes of style): comparing two frames cell by cell is a
/// handful of integer compares, with no reference counting.
package struct Cell: Sendable, Equatable {
    package var character: Unicode.Scalar
    package var style: CellStyle
    /// Cells this character covers (1, or 2 for wide characters; 0 for a continuation).
    package var width: UInt8

    package init(_ character: Unicode.Scalar, style: CellStyle = .plain, width: UInt8 = 1) {
        self.character = character
        self.style = style
        self.width = width
    }

    package static let blank = Cell(" ")
    /// The right half of a wide character.
    package static let continuation = Cell(" ", width: 0)
}
