/// Which end of a curve is eased: the start (`in`), the end (`out`) or both (`in-out`).
public enum EasingMode: String, Sendable, CaseIterable {
    case `in` = "in"
    case out = "out"
    case inOut = "in-out"
}
