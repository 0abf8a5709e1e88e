/// Maps semantic roles to styles; the monochrome theme serves `NO_COLOR` and colourless terminals.
public struct Theme: Sendable, Equatable {
    private var styles: [Role: Style]

    public init(_ styles: [Role: Style]) { self.styles = styles }

    public func style(_ role: Role) -> Style { styles[role] ?? .plain }

    /// The same theme with `role` drawn in `style`.
    public func replacing(_ role: Role, with style: Style) -> Theme {
        var copy = self
        copy.styles[role] = style
        return copy
    }

    /// Colours on: the value in `accent` (bold), titles dim, trends green and red.
    public static func colored(accent: Color = .default) -> Theme {
        Theme([
            .title: Style(dim: true),
            .value: Style(foreground: accent, bold: true),
            .border: Style(dim: true),
            .up: Style(foreground: .green, bold: true),
            .down: Style(foreground: .red, bold: true),
            .status: Style(dim: true),
        ])
    }

    /// No colours: bold values, plain everything else.
    public static let monochrome = Theme([.value: Style(bold: true)])
}
