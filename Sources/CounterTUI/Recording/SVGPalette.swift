/// The colours and metrics of a recorded SVG: a dark terminal, a monospace font, cells of
/// whole pixels.
package struct SVGPalette: Sendable {
    package var background = "#1d1f21"
    package var foreground = "#c5c8c6"
    /// black, red, green, yellow, blue, magenta, cyan, white
    package var colors = ["#4d4d4d", "#cc6666", "#b5bd68", "#f0c674", "#81a2be", "#b294bb", "#8abeb7", "#eaeaea"]
    package var fontFamily = "ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono','Liberation Mono',monospace"
    package var fontSize = 15
    /// A cell's width and height in pixels (the height even: half blocks are half of it).
    package var cellWidth = 9
    package var cellHeight = 18
    /// From a cell's top to the text's baseline.
    package var baseline = 14
    /// Around the grid.
    package var padding = 8

    package init() {}

    package static let standard = SVGPalette()

    /// The fill of `color` (the foreground for the terminal's default).
    package func fill(_ color: Color) -> String {
        color == .default ? foreground : colors[max(0, min(color.index, colors.count - 1))]
    }

    /// The CSS declarations of `style`.
    package func css(_ style: CellStyle) -> String {
        var css = "fill:\(fill(style.foreground))"
        if style.bold { css += ";font-weight:bold" }
        if style.dim { css += ";opacity:.6" }
        return css
    }
}
