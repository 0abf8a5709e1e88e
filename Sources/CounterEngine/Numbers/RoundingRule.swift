/// How a number is rounded to the digits a format shows.
package enum RoundingRule: Sendable, Equatable {
    /// To the nearest; halves away from zero (2.5 → 3, -2.5 → -3). Used for final values.
    case toNearest
    /// Toward minus infinity. Used while counting up, so the end never shows early.
    case down
    /// Toward plus infinity. Used while counting down.
    case up
}
