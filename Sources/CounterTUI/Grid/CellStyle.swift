/// How a cell looks: a foreground colour and attributes.
public struct CellStyle: Sendable, Hashable {
    /// The character's colour.
    public var foreground: Color
    /// Drawn bold (bright).
    public var bold: Bool
    /// Drawn dim (faint).
    public var dim: Bool
    /// Foreground and background swapped (only a host's ncurses window shows it: `NcursesScreen.paint`).
    public var reverse: Bool

    /// A look: `foreground` colour, bold, dim and reversed as asked.
    public init(foreground: Color = .default, bold: Bool = false, dim: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
    }

    /// The terminal's default look.
    public static let plain = CellStyle()
}

extension Color: Hashable {}
