/// A run of cells in one row of a recorded SVG, one style, shown unchanged from `start` until
/// `end` (nil: until the end of the recording): text, or half and full blocks drawn as shapes.
package struct SVGPiece: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Characters in the font (spaces inside kept).
        case text
        /// `█ ▀ ▄`, drawn as rectangles so they join with no gaps whatever the font.
        case blocks
    }

    package var x: Int
    package var y: Int
    package var cells: [Cell]
    package var kind: Kind
    package var start: Double
    package var end: Double?

    package var style: CellStyle { cells.first?.style ?? .plain }

    /// Whether `cell` is drawn as a block shape.
    package static func isBlock(_ cell: Cell) -> Bool {
        cell.character == "█" || cell.character == "▀" || cell.character == "▄"
    }

    /// Whether `cell` shows nothing (a space: cells have no background).
    package static func isBlank(_ cell: Cell) -> Bool { cell.character == " " && cell.width == 1 }
}
