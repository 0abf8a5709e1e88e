/// A run of cells in one row of a recorded SVG, one style, shown unchanged from `start` until
/// `end` (nil: until the end of the recording): text, or half and full blocks drawn as shapes.
public struct SVGPiece: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Characters in the font (spaces inside kept).
        case text
        /// `█ ▀ ▄`, drawn as rectangles so they join with no gaps whatever the font.
        case blocks
    }

    public var x: Int
    public var y: Int
    public var cells: [Cell]
    public var kind: Kind
    public var start: Double
    public var end: Double?

    public var style: CellStyle { cells.first?.style ?? .plain }

    /// Whether `cell` is drawn as a block shape.
    public static func isBlock(_ cell: Cell) -> Bool {
        cell.character == "█" || cell.character == "▀" || cell.character == "▄"
    }

    /// Whether `cell` shows nothing (a space: cells have no background).
    public static func isBlank(_ cell: Cell) -> Bool { cell.character == " " && cell.width == 1 }
}
