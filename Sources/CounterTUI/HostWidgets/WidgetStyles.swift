/// How a host's widget looks: the value's, the title's and the border's cell styles, and
/// whether it draws in ASCII only (for a terminal or locale that cannot show box drawing).
public struct WidgetStyles: Sendable, Equatable {
    /// The number's style.
    public var value: CellStyle
    /// The title's style.
    public var title: CellStyle
    /// A card's border style.
    public var border: CellStyle
    /// ASCII digits, borders and sparkline glyphs instead of block and box-drawing characters.
    public var ascii: Bool

    /// The styles of a widget: plain values, bold titles, dim borders, Unicode glyphs by default.
    public init(value: CellStyle = .plain, title: CellStyle = CellStyle(bold: true), border: CellStyle = CellStyle(dim: true),
                ascii: Bool = false) {
        self.value = value
        self.title = title
        self.border = border
        self.ascii = ascii
    }

    /// The look the widgets use unless told otherwise.
    public static let standard = WidgetStyles()

    /// The same styles as a theme for the drawing code.
    var theme: Theme { Theme([.value: value, .title: title, .border: border, .status: CellStyle(dim: true)]) }
}
