/// The eight basic terminal colours, plus the terminal's default.
public enum Color: String, Sendable, CaseIterable {
    /// The terminal's own colour, then the eight ANSI colours.
    case `default`, black, red, green, yellow, blue, magenta, cyan, white

    /// The ncurses colour number (-1 for the terminal's default).
    package var index: Int {
        switch self {
        case .default: return -1
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        }
    }
}
