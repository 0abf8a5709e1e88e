/// How a cell looks: a foreground colour and attributes.
public struct CellStyle: Sendable, Hashable {
    public var foreground: Color
    public var bold: Bool
    public var dim: Bool

    public init(foreground: Color = .default, bold: Bool = false, dim: Bool = false) {
        self.foreground = foreground
        self.bold = bold
        self.dim = dim
    }

    /// The terminal's default look.
    public static let plain = CellStyle()
}

extension Color: Hashable {}
