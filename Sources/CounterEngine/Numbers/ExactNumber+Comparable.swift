extension ExactNumber: Comparable {
    /// Exact order of two decimals, digit by digit (no Double, so 20 decimals still compare).
    public static func < (a: ExactNumber, b: ExactNumber) -> Bool {
        if a.isNegative != b.isNegative { return a.isNegative }
        // Same sign: compare magnitudes, reversed for negatives.
        return a.isNegative ? magnitudeLess(b, a) : magnitudeLess(a, b)
    }

    private static func magnitudeLess(_ a: ExactNumber, _ b: ExactNumber) -> Bool {
        if a.isZero || b.isZero { return a.isZero && !b.isZero }
        if a.magnitude != b.magnitude { return a.magnitude < b.magnitude }
        // Same leading position: the first differing digit decides; a missing digit is a 0.
        for i in 0..<max(a.digits.count, b.digits.count) {
            let x = i < a.digits.count ? a.digits[i] : 0
            let y = i < b.digits.count ? b.digits[i] : 0
            if x != y { return x < y }
        }
        return false
    }
}
