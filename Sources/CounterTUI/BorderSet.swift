/// The characters a card border is drawn with: box-drawing lines, or ASCII.
public struct BorderSet: Sendable, Equatable {
    public let horizontal: Character
    public let vertical: Character
    public let topLeft: Character
    public let topRight: Character
    public let bottomLeft: Character
    public let bottomRight: Character

    /// Rounded box-drawing corners (needs UTF-8).
    public static let rounded = BorderSet(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮",
                                          bottomLeft: "╰", bottomRight: "╯")
    /// Plain ASCII for terminals without UTF-8.
    public static let ascii = BorderSet(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+",
                                        bottomLeft: "+", bottomRight: "+")
}
