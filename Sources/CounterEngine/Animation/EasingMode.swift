/// Which end of a curve is eased: the start (`in`), the end (`out`) or both (`in-out`).
public enum EasingMode: String, Sendable, CaseIterable {
    /// Eased at the start.
    case `in` = "in"
    /// Eased at the end.
    case out = "out"
    /// Eased at both ends.
    case inOut = "in-out"
}
