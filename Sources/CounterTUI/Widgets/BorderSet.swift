/// The characters a card border is drawn with: box-drawing lines, or ASCII.
package struct BorderSet: Sendable, Equatable {
    package let horizontal: Unicode.Scalar
    package let vertical: Unicode.Scalar
    package let topLeft: Unicode.Scalar
    package let topRight: Unicode.Scalar
    package let bottomLeft: Unicode.Scalar
    package let bottomRight: Unicode.Scalar

    /// Rounded box-drawing corners (needs UTF-8).
    package static let rounded = BorderSet(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮",
                                          bottomLeft: "╰", bottomRight: "╯")
    /// Plain ASCII for terminals without UTF-8.
    package static let ascii = BorderSet(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+",
                                        bottomLeft: "+", bottomRight: "+")
}
