/// Turns an animating counter's value into the text on screen, keeping the fidelity rules:
/// the final frame is the exact target as typed; the first frame is the start as typed (or, after
/// a retarget, the text that was on screen); intermediate frames round toward the start, so the
/// end value never shows before the end, and never leave the range for a curve that stays in it;
/// a value within floating-point noise of a display unit is that unit; the width only grows.
package struct CounterDisplay: Sendable, Equatable {
    package private(set) var format: NumberFormat
    /// No format fixes the decimals: each target shows with the decimals it was written with
    /// (the most any target so far had, so the width stays stable).
    package let decimalsAsTyped: Bool
    /// The exact value the counter heads for.
    package private(set) var target: ExactNumber
    /// The formatted final value, exactly as typed.
    package private(set) var finalText: String
    /// Where the current move started (decides the rounding direction).
    package private(set) var start: Double
    /// What the first frame of the current move shows, and the number it stands for.
    package private(set) var startText: String
    private var startShown: ExactNumber
    private var startUnit: Double
    private var targetValue: Double
    /// How far a value may be from a display unit and still be that unit: floating-point noise.
    private var noise: Double
    /// The current move's curve may leave the range (back, elastic, springs).
    private var overshoots: Bool
    /// Display units in one for the integer path of `text(for:settled:)`; nil when the format
    /// needs the exact path (percent, compact, time, many decimals).
    private var decimalScale: Double?
    /// Cells reserved for every text of this counter.
    package private(set) var width: Int
    /// The lowest value the range reaches (with overshoot), exactly.
    package private(set) var lowerBound: ExactNumber = .zero
    /// The highest value the range reaches (with overshoot), exactly.
    package private(set) var upperBound: ExactNumber = .zero

    /// Units in the last place of the larger end that count as noise (a tween's value is
    /// from·(1-e) + to·e, a few roundings away from the exact number).
    static let noiseUlps = 16.0

    /// - Parameters:
    ///   - extent: eased progress range of the curve (beyond 0...1 for overshooting curves),
    ///     so the reserved width also covers an overshoot.
    ///   - decimalsAsTyped: no format was given: new targets may add decimals.
    package init(format: NumberFormat, from start: ExactNumber, to target: ExactNumber,
                extent: ClosedRange<Double> = 0...1, decimalsAsTyped: Bool = false) {
        self.decimalsAsTyped = decimalsAsTyped
        self.format = decimalsAsTyped ? CounterDisplay.widened(format, for: [start, target]) : format
        self.target = target
        self.targetValue = target.doubleValue
        self.finalText = ""
        self.start = start.doubleValue
        self.startText = ""
        self.startShown = .zero
        self.startUnit = 0
        self.noise = 0
        self.decimalScale = nil
        self.overshoots = false
        self.width = 0
        finalText = self.format.format(target, rounding: .toNearest)
        begin(from: self.start, exact: start, showing: self.format.shown(start).value, extent: extent)
    }

    /// Text for `value`; `settled` means the animation has ended (show the exact target).
    package func text(for value: Double, settled: Bool) -> String {
        if settled { return finalText }
        return quickText(for: value) ?? shown(for: value).text
    }

    /// The text for an unsettled `value` by the exact path alone (no integer shortcut): the
    /// reference `text(for:settled:)` is checked against.
    package func exactText(for value: Double) -> String { shown(for: value).text }

    /// The text for an unsettled `value` in whole display units (Double and integer
    /// arithmetic, no exact decimals): the same text as `shown(for:)`, or nil when that cannot
    /// be told without the exact path (other notations, a value next to a rounding boundary).
    private func quickText(for value: Double) -> String? {
        guard let scale = decimalScale else { return nil }
        if value == start { return startText }
        let countingUp = targetValue >= start
        if !overshoots, countingUp ? value <= startUnit : value >= startUnit { return startText }
        // The target's own Double stands for the exact target: that path knows it.
        if value == targetValue { return nil }
        guard let units = WholeUnitText.units(of: value, scale: scale, rule: countingUp ? .down : .up,
                                             tolerance: noise * scale)
        else { return nil }
        let text = WholeUnitText.text(units, format: format)
        let beforeTarget = countingUp ? value < targetValue : value > targetValue
        if beforeTarget, text == finalText, startText != finalText {
            return WholeUnitText.text(units + (countingUp ? -1 : 1), format: format)
        }
        return text
    }

    /// The number the text for `value` shows (a whole number of display units).
    package func number(for value: Double, settled: Bool) -> ExactNumber {
        if settled { return format.shown(target).value }
        return shown(for: value).value ?? startShown
    }

    /// The text for an unsettled `value`, and the number it shows (nil: the start's).
    private func shown(for value: Double) -> (text: String, value: ExactNumber?) {
        if value == start { return (startText, nil) }
        let countingUp = targetValue >= start
        // At or beyond the start's own display unit: the start, so that rounding toward the start
        // never shows a number outside the range (99.4 → 0 in whole numbers starts at 99, not 100).
        if !overshoots, countingUp ? value <= startUnit : value >= startUnit { return (startText, nil) }
        let rule: RoundingRule = countingUp ? .down : .up
        // At the target's own Double, the exact number: one a Double cannot hold (57 nines) would
        // otherwise show as the Double's value (1e57), past the range and its width.
        let exact = value == targetValue ? target : ExactNumber(value)
        let shown = format.shown(exact, rounding: rule, tolerance: noise)
        // Not there yet but rounds to the final text: show one display unit back toward the start.
        let beforeTarget = countingUp ? value < targetValue : value > targetValue
        // Unless the start itself reads as the end: then every frame of the move does, and a
        // step back would leave the range (0 → 1e-39 would show -1).
        if beforeTarget, shown.text == finalText, startText != finalText {
            let back = format.shown(exact, rounding: rule, nudge: countingUp ? -1 : 1, tolerance: noise)
            return (back.text, back.value)
        }
        return (shown.text, shown.value)
    }

    /// Text for `value` right-aligned in the reserved width.
    package func paddedText(for value: Double, settled: Bool) -> String {
        let t = text(for: value, settled: settled)
        let pad = width - TextWidth.cells(t)
        return pad > 0 ? String(repeating: " ", count: pad) + t : t
    }

    /// Starts a new move from `value` toward `newTarget`, beginning with the text shown at
    /// `value` (`settled`: the final text); the width only ever grows.
    package mutating func retarget(from value: Double, settled: Bool = false, to newTarget: ExactNumber,
                                  extent: ClosedRange<Double> = 0...1) {
        let exactStart = settled ? target : ExactNumber(value)
        let onScreen = settled ? format.shown(target).value : shown(for: value).value ?? startShown
        target = newTarget
        targetValue = newTarget.doubleValue
        if decimalsAsTyped { format = CounterDisplay.widened(format, for: [newTarget]) }
        finalText = format.format(newTarget, rounding: .toNearest)
        begin(from: value, exact: exactStart, showing: onScreen, extent: extent)
    }

    /// Starts over from `origin` (as typed) toward the current target.
    package mutating func restart(from origin: ExactNumber, extent: ClosedRange<Double> = 0...1) {
        begin(from: origin.doubleValue, exact: origin, showing: format.shown(origin).value, extent: extent)
    }

    /// Starts a new move from `value` (anywhere, past the start too) toward the same target,
    /// shown as the move rounds it (a countdown given more time with `+`); the width only grows.
    package mutating func restart(at value: Double, extent: ClosedRange<Double> = 0...1) {
        let exact = ExactNumber(value)
        let shown = format.shown(exact, rounding: targetValue >= value ? .down : .up).value
        begin(from: value, exact: exact, showing: shown, extent: extent)
    }

    private mutating func begin(from value: Double, exact: ExactNumber, showing shownStart: ExactNumber,
                                extent: ClosedRange<Double>) {
        start = value
        startShown = shownStart
        startText = format.format(shownStart)
        startUnit = shownStart.doubleValue
        decimalScale = WholeUnitText.scale(of: format)
        overshoots = extent != 0...1
        noise = max(abs(value), abs(targetValue)).ulp * CounterDisplay.noiseUlps
        reserveWidth(from: exact, to: target, extent: extent)
    }

    /// `format` with as many decimals as the most precise of `numbers` as written (never fewer
    /// than it had).
    static func widened(_ format: NumberFormat, for numbers: [ExactNumber]) -> NumberFormat {
        let decimals = numbers.map(\.decimalsWritten).max() ?? 0
        guard decimals > format.maximumFractionDigits else { return format }
        return format.withDecimals(decimals)
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
        width = max(width, format.maximumWidth(lower: lower, upper: upper), TextWidth.cells(finalText),
                    TextWidth.cells(startText), 1)
    }
}
