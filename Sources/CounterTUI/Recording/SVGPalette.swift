/// The colours and metrics of a recorded SVG: a dark terminal, a monospace font, cells of
/// whole pixels.
public struct SVGPalette: Sendable {
    public var background = "#1d1f21"
    public var foreground = "#c5c8c6"
    /// black, red, green, yellow, blue, magenta, cyan, white
    public var colors = ["#4d4d4d", "#cc6666", "#b5bd68", "#f0c674", "#81a2be", "#b294bb", "#8abeb7", "#eaeaea"]
    public var fontFamily = "ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono','Liberation Mono',monospace"
    public var fontSize = 15
    /// A cell's width and height in pixels (the height even: half blocks are half of it).
    public var cellWidth = 9
    public var cellHeight = 18
    /// From a cell's top to the text's baseline.
    public var baseline = 14
    /// Around the grid.
    public var padding = 8

    public init() {}

    public static let standard = SVGPalette()

    /// The fill of `color` (the foreground for the terminal's default).
    public func fill(_ color: Color) -> String {
        color == .default ? foreground : colors[max(0, min(color.index, colors.count - 1))]
    }

    /// The CSS declarations of `style`.
    public func css(_ style: CellStyle) -> String {
        var css = "fill:\(fill(style.foreground))"
        if style.bold { css += ";font-weight:bold" }
        if style.dim { css += ";opacity:.6" }
        return css
    }
}
