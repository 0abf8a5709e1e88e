/// The characters a card border is drawn with: box-drawing lines, or ASCII.
public struct BorderSet: Sendable, Equatable {
    public let horizontal: Unicode.Scalar
    public let vertical: Unicode.Scalar
    public let topLeft: Unicode.Scalar
    public let topRight: Unicode.Scalar
    public let bottomLeft: Unicode.Scalar
    public let bottomRight: Unicode.Scalar

    /// Rounded box-drawing corners (needs UTF-8).
    public static let rounded = BorderSet(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮",
                                          bottomLeft: "╰", bottomRight: "╯")
    /// Plain ASCII for terminals without UTF-8.
    public static let ascii = BorderSet(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+",
                                        bottomLeft: "+", bottomRight: "+")
}
