extension Int {
    /// `self + other`, held at `Int.min` or `Int.max` instead of overflowing (geometry at the
    /// public edges: a host may pass any `Int`).
    package func clampedAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, held at `Int.min` or `Int.max` instead of overflowing.
    package func clampedSubtracting(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }

    /// `self * other`, held at `Int.min` or `Int.max` instead of overflowing.
    package func clampedMultiplied(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }
}
