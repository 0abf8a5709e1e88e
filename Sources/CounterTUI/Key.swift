/// A key press or terminal event read from the terminal.
public enum Key: Sendable, Equatable {
    case character(Character)
    case escape
    case resize
    case other
}
