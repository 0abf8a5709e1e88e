/// How a cell looks: a foreground colour and attributes.
public struct CellStyle: Sendable, Hashable {
    package var foreground: Color
    package var bold: Bool
    package var dim: Bool

    package init(foreground: Color = .default, bold: Bool = false, dim: Bool = false) {
        self.foreground = foreground
        self.bold = bold
        self.dim = dim
    }

    /// The terminal's default look.
    public static let plain = CellStyle()
}

extension Color: Hashable {}
