/// Turns an animating counter's value into the text on screen, keeping the fidelity rules:
/// the final frame is the exact target as typed; intermediate frames round toward the start,
/// so the end value never shows before the end; the width is fixed for the whole range.
public struct CounterDisplay: Sendable, Equatable {
    public let format: NumberFormat
    /// The exact value the counter heads for.
    public private(set) var target: ExactNumber
    /// Where the current move started (decides the rounding direction).
    public private(set) var start: Double
    /// The start exactly (a typed start may hold more digits than its Double).
    private var exactStart: ExactNumber
    /// Cells reserved for every text of this counter.
    public private(set) var width: Int
    /// The lowest value the range reaches (with overshoot), exactly.
    public private(set) var lowerBound: ExactNumber = .zero
    /// The highest value the range reaches (with overshoot), exactly.
    public private(set) var upperBound: ExactNumber = .zero

    /// - Parameters:
    ///   - extent: eased progress range of the curve (beyond 0...1 for overshooting curves),
    ///     so the reserved width also covers an overshoot.
    public init(format: NumberFormat, from start: ExactNumber, to target: ExactNumber,
                extent: ClosedRange<Double> = 0...1) {
        self.format = format
        self.target = target
        self.start = start.doubleValue
        self.exactStart = start
        self.width = 0
        reserveWidth(from: start, to: target, extent: extent)
    }

    /// The formatted final value, exactly as typed.
    public var finalText: String { format.format(target, rounding: .toNearest) }

    /// Text for `value`; `settled` means the animation has ended (show the exact target).
    public func text(for value: Double, settled: Bool) -> String {
        if settled { return finalText }
        let target = self.target.doubleValue
        if value == start && start == target { return finalText }
        let countingUp = target >= start
        let rule: RoundingRule = countingUp ? .down : .up
        // At the target's (or start's) own Double, the exact number: one a Double cannot hold
        // (57 nines) would otherwise show as the Double's value (1e57), past the range and its width.
        let exact = value == target ? self.target : value == start ? exactStart : ExactNumber(value)
        let text = format.format(exact, rounding: rule)
        // Not there yet but rounds to the final text: show one display unit back toward the start.
        let beforeTarget = countingUp ? value < target : value > target
        if beforeTarget, text == finalText {
            // Unless the start itself reads as the end: then every frame of the move does, and a
            // step back would leave the range (0 → 1e-39 would show -1).
            if format.format(exactStart, rounding: rule) == finalText { return text }
            return format.format(exact, rounding: rule, nudge: countingUp ? -1 : 1)
        }
        return text
    }

    /// Text for `value` right-aligned in the reserved width.
    public func paddedText(for value: Double, settled: Bool) -> String {
        let t = text(for: value, settled: settled)
        let pad = width - TextWidth.cells(t)
        return pad > 0 ? String(repeating: " ", count: pad) + t : t
    }

    /// Starts a new move from `value` toward `newTarget`; the width only ever grows.
    public mutating func retarget(from value: Double, to newTarget: ExactNumber, extent: ClosedRange<Double> = 0...1) {
        start = value
        exactStart = ExactNumber(value)
        target = newTarget
        reserveWidth(from: ExactNumber(value), to: newTarget, extent: extent)
    }

    private mutating func reserveWidth(from a: ExactNumber, to b: ExactNumber, extent: ClosedRange<Double>) {
        // Each doubleValue is a decimal-to-binary conversion: once per number.
        let (first, second) = (a.doubleValue, b.doubleValue)
        var lower = first <= second ? a : b
        var upper = first <= second ? b : a
        if extent != 0...1 {
            let ends = [extent.lowerBound, extent.upperBound].map { Tween.interpolate(first, second, $0) }
            if let l = ends.min(), l < min(first, second) { lower = ExactNumber(l) }
            if let h = ends.max(), h > max(first, second) { upper = ExactNumber(h) }
        }
        if width == 0 || lower.doubleValue < lowerBound.doubleValue { lowerBound = lower }
        if width == 0 || upper.doubleValue > upperBound.doubleValue { upperBound = upper }
        width = max(width, format.maximumWidth(lower: lower, upper: upper), TextWidth.cells(finalText), 1)
    }
}
