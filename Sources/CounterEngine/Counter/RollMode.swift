/// How rolling digits travel from one value to another.
package enum RollMode: String, Sendable, CaseIterable {
    /// A true odometer: each wheel turns only while every wheel below it passes 9 → 0.
    case carry
    /// Each digit rolls on its own from its old digit to its new one, the shortest way round.
    case shortest
    /// Each digit rolls on its own, always upward (9 → 1 passes 0).
    case up
    /// Each digit rolls on its own, always downward (9 → 1 passes 8 … 2).
    case down
}
