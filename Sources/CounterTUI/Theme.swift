/// Maps semantic roles to styles; the monochrome theme serves `NO_COLOR` and colourless terminals.
public struct Theme: Sendable, Equatable {
    private var styles: [Role: Style]

    /// Threshold levels are also marked in text (`!`, `!!`) beside the value: no colours show them.
    public var marksLevels = false

    public init(_ styles: [Role: Style], marksLevels: Bool = false) {
        self.styles = styles
        self.marksLevels = marksLevels
    }

    public func style(_ role: Role) -> Style { styles[role] ?? .plain }

    /// The same theme with `role` drawn in `style`.
    public func replacing(_ role: Role, with style: Style) -> Theme {
        var copy = self
        copy.styles[role] = style
        return copy
    }

    /// Colours on: the value in `accent`, titles bold, trends green and red (bold).
    ///
    /// The value is not bold by default: an attribute on the one cell that changes every frame
    /// costs about 15 bytes a frame (switching it on and off), five times the digit itself.
    public static func colored(accent: Color = .default) -> Theme {
        Theme([
            .title: Style(bold: true),
            .value: Style(foreground: accent),
            .border: Style(dim: true),
            .up: Style(foreground: .green, bold: true),
            .down: Style(foreground: .red, bold: true),
            .status: Style(dim: true),
            .warn: Style(foreground: .yellow),
            .critical: Style(foreground: .red, bold: true),
        ])
    }

    /// No colours: plain values, bold titles, trend marks and critical values; threshold levels
    /// marked in text.
    public static let monochrome = Theme([.title: Style(bold: true), .up: Style(bold: true), .down: Style(bold: true),
                                          .critical: Style(bold: true)], marksLevels: true)
}
