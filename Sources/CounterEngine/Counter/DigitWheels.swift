import Glibc

/// Odometer maths: which digit each wheel of a number shows, and how far it has turned.
///
/// The wheels are laid out once for the widest value of a range, so a number that grows
/// (99 → 100) rolls into a wheel that was already there, showing an invisible leading zero,
/// and nothing shifts sideways. Signs, separators, prefix and suffix keep fixed columns.
package struct DigitWheels: Sendable, Equatable {
    package let format: NumberFormat
    /// Wheels before the decimal point.
    package let integerWheels: Int
    /// Wheels after it.
    package let fractionWheels: Int
    /// Whether a column is kept for a minus sign (some value of the range is negative).
    package let hasSignColumn: Bool
    /// Fastest a wheel turns, in digits per second; faster wheels spin at this speed instead,
    /// so the low wheels of a long, fast count don't become noise.
    package let maximumDigitsPerSecond: Double
    /// Faces of each wheel, least significant first: 10, or 6 for the tens of seconds and of
    /// minutes under hours in a time format (so 59 → 00 rolls 5 → 0).
    package let radices: [Int]
    /// Wheels (counted from the least significant, 0) with a `:` to their right: time formats.
    let colonsAfter: Set<Int>
    /// The colons show (a blinking clock blanks them half of each second).
    private let colonsShow: Bool
    /// Wheels that always show their digit (the units digit, fraction digits, zero padding).
    private let alwaysShown: Int

    /// The most wheels laid out; wider numbers keep their lowest digits.
    package static let maximumWheels = 40

    package init(format: NumberFormat, lower: ExactNumber, upper: ExactNumber, maximumDigitsPerSecond: Double = 12) {
        self.format = format
        let fractionWheels = min(format.maximumFractionDigits, NumberFormat.maximumDecimals)
        self.fractionWheels = fractionWheels
        self.hasSignColumn = lower.isNegative || upper.isNegative
        self.maximumDigitsPerSecond = maximumDigitsPerSecond
        if case .time(let pattern) = format.notation {
            let layout = TimeWheelLayout(pattern: pattern, fractionWheels: fractionWheels, lower: lower, upper: upper,
                                         maximumWheels: DigitWheels.maximumWheels)
            integerWheels = layout.radices.count - fractionWheels
            radices = layout.radices
            colonsAfter = layout.colonsAfter
            colonsShow = !pattern.blankColons
            alwaysShown = layout.alwaysShown
        } else {
            let widest = max(DigitWheels.integerDigitCount(lower, format), DigitWheels.integerDigitCount(upper, format))
            integerWheels = min(max(widest, format.minimumIntegerDigits, 1), DigitWheels.maximumWheels)
            radices = [Int](repeating: 10, count: integerWheels + fractionWheels)
            colonsAfter = []
            colonsShow = true
            alwaysShown = fractionWheels + max(format.minimumIntegerDigits, 1)
        }
    }

    /// Power of ten that turns a value into whole display units (2 decimals → 100; percent × 100).
    private var unitExponent: Int { fractionWheels + (format.notation == .percent ? 2 : 0) }

    private static func integerDigitCount(_ n: ExactNumber, _ format: NumberFormat) -> Int {
        let shift = format.notation == .percent ? 2 : 0
        let rounded = DecimalRounding.round(n.scaled(byPowerOfTen: shift), fractionDigits: 0, rule: .up, nudge: 0)
        let up = DecimalRounding.round(n.scaled(byPowerOfTen: shift), fractionDigits: 0, rule: .down, nudge: 0)
        return max(rounded.isZero ? 1 : rounded.magnitude + 1, up.isZero ? 1 : up.magnitude + 1)
    }

    /// Digits of a whole number of display units, least significant first, as many as wheels.
    private func unitDigits(_ units: ExactNumber) -> [UInt8] {
        let count = integerWheels + fractionWheels
        if !colonsAfter.isEmpty { return TimeWheelLayout.mixedDigits(units, radices: radices) }
        var digits = [UInt8](repeating: 0, count: count)
        guard !units.isZero else { return digits }
        // units.digits × 10^exponent, exponent ≥ 0 for whole numbers.
        var k = max(units.exponent, 0)
        for d in units.digits.reversed() {
            if k >= count { break }
            digits[k] = d
            k += 1
        }
        return digits
    }

    /// Index of the most significant non-zero digit + 1 (0 for zero): the wheels in use.
    private func usedWheels(_ digits: [UInt8]) -> Int {
        (digits.lastIndex { $0 != 0 }).map { $0 + 1 } ?? 0
    }

    /// The wheels of a true odometer at `value`; `velocity` (units per second) and `time`
    /// (seconds) only matter for wheels turning faster than `maximumDigitsPerSecond`.
    package func carrySlots(value: Double, velocity: Double = 0, time: Double = 0) -> [WheelSlot] {
        let magnitude = ExactNumber(abs(value)).scaled(byPowerOfTen: unitExponent)
        let whole = DecimalRounding.round(magnitude, fractionDigits: 0, rule: .down, nudge: 0)
        let scaled = abs(value) * pow(10, Double(unitExponent))
        let fraction = scaled.isFinite && scaled < 4.5e15 ? scaled - scaled.rounded(.down) : 0
        let digits = unitDigits(whole)
        let used = usedWheels(digits)
        var positions: [(Double, Bool)] = []
        var lowerAllNines = true
        // Units of the wheel below each wheel's one step: 1, 10, 100 (60 for minutes).
        var rate = abs(velocity) * pow(10, Double(unitExponent))
        for k in 0..<digits.count {
            let faces = Double(radices[k])
            var position = Double(digits[k]) + (lowerAllNines ? fraction : 0)
            if rate.isFinite, rate > maximumDigitsPerSecond, velocity != 0 {
                // Too fast to read: spin steadily at the cap instead (never when at rest).
                let direction = (velocity > 0) == (value >= 0) ? 1.0 : -1.0
                let phase = direction * time * maximumDigitsPerSecond + Double(k) * 3.7
                position = phase - faces * (phase / faces).rounded(.down)
            }
            let blank = k >= alwaysShown && k >= used
            positions.append((position, blank))
            lowerAllNines = lowerAllNines && Int(digits[k]) == radices[k] - 1
            rate /= faces
        }
        let negative = value < 0 && !(whole.isZero && fraction == 0)
        return layout(positions, negative: negative)
    }

    /// The wheels of independently rolling digits (`shortest`, `up`, `down`) part-way from
    /// `start` to `target`: `progress` 0 is the start, 1 the target (beyond for overshoot).
    package func independentSlots(from start: ExactNumber, to target: ExactNumber, progress: Double,
                                 mode: RollMode) -> [WheelSlot] {
        let a = restingDigits(start)
        let b = restingDigits(target)
        let p = progress.isFinite ? progress : 1
        let usedA = usedWheels(a)
        let usedB = usedWheels(b)
        var positions: [(Double, Bool)] = []
        for k in 0..<a.count {
            let from = Int(a[k])
            let to = Int(b[k])
            let faces = radices[k]
            var delta: Int
            switch mode {
            case .up, .carry: delta = ((to - from) % faces + faces) % faces
            case .down: delta = -(((from - to) % faces + faces) % faces)
            case .shortest:
                delta = ((to - from) % faces + faces) % faces
                if 2 * delta > faces { delta -= faces }
            }
            let raw = Double(from) + Double(delta) * p
            let position = raw - Double(faces) * (raw / Double(faces)).rounded(.down)
            let blank = k >= alwaysShown
                && DigitWheels.zeroFaceIsBlank(startLeading: k >= usedA, endLeading: k >= usedB,
                                               from: from, to: to, progress: p)
            positions.append((position, blank))
        }
        let negative = (p < 0.5 ? start : target).isNegative && !(p < 0.5 ? usedA == 0 : usedB == 0)
        return layout(positions, negative: negative)
    }

    /// Whether a wheel's 0 face is empty while rolling between two digits: the 0 face belongs to
    /// an end where this wheel is a leading zero (so 98 → 102 rolls the hundreds wheel from
    /// nothing to 1, and 100 → 5 rolls the tens wheel from 0 to nothing).
    static func zeroFaceIsBlank(startLeading: Bool, endLeading: Bool, from: Int, to: Int, progress p: Double) -> Bool {
        switch (startLeading, endLeading) {
        case (true, true): return true
        case (true, false): return to != 0 || p < 0.5
        case (false, true): return from != 0 || p >= 0.5
        case (false, false): return false
        }
    }

    /// The wheels of a rolling number showing `value` on its way through `display`'s current
    /// move: carried like an odometer, or each turning on its own (`mode`); resting on the exact
    /// target once settled.
    package func rollingSlots(of display: CounterDisplay, value: Double, velocity: Double, time: Double, settled: Bool,
                              mode: RollMode) -> [WheelSlot] {
        if settled { return restingSlots(display.target) }
        switch mode {
        case .carry:
            return carrySlots(value: value, velocity: velocity, time: time)
        case .shortest, .up, .down:
            let span = display.target.doubleValue - display.start
            let progress = span == 0 ? 1 : (value - display.start) / span
            return independentSlots(from: ExactNumber(display.start), to: display.target, progress: progress, mode: mode)
        }
    }

    /// The wheels showing `value` at rest, rounded as the final frame would be.
    package func restingSlots(_ value: ExactNumber) -> [WheelSlot] {
        independentSlots(from: value, to: value, progress: 1, mode: .shortest)
    }

    private func restingDigits(_ value: ExactNumber) -> [UInt8] {
        let units = DecimalRounding.round(value.scaled(byPowerOfTen: unitExponent), fractionDigits: 0, rule: .toNearest, nudge: 0)
        return unitDigits(ExactNumber(isNegative: false, digits: units.digits, exponent: units.exponent))
    }

    /// Places wheels (least significant first) among the fixed characters, left to right.
    private func layout(_ wheels: [(position: Double, blank: Bool)], negative: Bool) -> [WheelSlot] {
        var slots: [WheelSlot] = []
        if hasSignColumn { slots.append(.fixed("-", visible: negative)) }
        for c in format.prefix { slots.append(.fixed(c, visible: true)) }
        let symbols = format.symbols
        for k in stride(from: integerWheels + fractionWheels - 1, through: fractionWheels, by: -1) {
            let wheel = wheels[k]
            slots.append(.wheel(position: wheel.position, blankZero: wheel.blank, faces: radices[k]))
            if colonsAfter.contains(k) {
                slots.append(.fixed(":", visible: colonsShow && !(wheel.blank && wheel.position < 1e-9)))
                continue
            }
            // A group separator after this wheel when the digits to its right fill a group.
            let right = k - fractionWheels
            if format.usesGrouping, right > 0, NumberText.isGroupBoundary(right, symbols) {
                let visible = !(wheel.blank && wheel.position < 1e-9)
                for c in symbols.groupingSeparator { slots.append(.fixed(c, visible: visible)) }
            }
        }
        if fractionWheels > 0 {
            for c in symbols.decimalSeparator { slots.append(.fixed(c, visible: true)) }
            for k in stride(from: fractionWheels - 1, through: 0, by: -1) {
                slots.append(.wheel(position: wheels[k].position, blankZero: false, faces: radices[k]))
            }
        }
        if format.notation == .percent { slots.append(.fixed("%", visible: true)) }
        for c in format.suffix { slots.append(.fixed(c, visible: true)) }
        return slots
    }
}
