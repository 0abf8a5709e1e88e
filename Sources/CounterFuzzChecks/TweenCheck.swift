import CounterEngine

/// Tween: for finite ends, any curve and duration, and any time, the value is finite, exactly
/// `from` before the start and `to` from the end on, inside the range (widened by the curve's
/// overshoot) in between, and moves one way only for curves that do. Shown in any format, no
/// frame of a curve without overshoot leaves [from, to] (`RangeCheck`); and in the middle of
/// each step of steps(N) the frame shows exactly that step's value (`StepsCheck`).
enum TweenCheck {
    static func run(_ bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        let easing = pickEasing(&input)
        let from = input.finiteDouble()
        let to = input.finiteDouble()
        let duration = min(abs(input.finiteDouble()), DurationParser.maximum)
        let start = input.finiteDouble()
        let tween = Tween(from: from, to: to, start: start, duration: duration, easing: easing)
        var problems: [String] = []
        func say(_ text: String) { problems.append("\(easing) \(from)→\(to) over \(duration) s from \(start): \(text)") }

        if tween.value(at: start - 1) != from && start - 1 < start { say("before the start it is \(tween.value(at: start - 1))") }
        let end = tween.end
        if end.isFinite, tween.value(at: end) != to { say("at the end it is \(tween.value(at: end)), not \(to)") }
        let extent = easing.extent
        let bounds = [Tween.interpolate(from, to, extent.lowerBound), Tween.interpolate(from, to, extent.upperBound), from, to]
        let low = bounds.min()!
        let high = bounds.max()!
        // Rounding of from·(1-e) + to·e: relative, and a few steps of the smallest Double for subnormals.
        let slack = max(abs(from), abs(to)) * 1e-9 + 4 * Double.leastNonzeroMagnitude
        var times = (0..<6).map { _ in start + duration * Double(input.byte()) / 255 }
        times.append(input.anyDouble())
        times.sort()
        var previous: Double?
        for t in times where !t.isNaN {
            let v = tween.value(at: t)
            if !v.isFinite { say("at \(t) the value is \(v)"); continue }
            if v < low - slack || v > high + slack { say("at \(t) the value \(v) is outside \(low)...\(high)") }
            if monotonic(easing), let p = previous {
                let backwards = to >= from ? v < p - slack : v > p + slack
                if backwards { say("at \(t) it moved back from \(p) to \(v)") }
            }
            previous = v
        }
        let format = FormatterCheck.pickFormat(&input)
        if !easing.overshoots {
            let display = CounterDisplay(format: format, from: ExactNumber(from), to: ExactNumber(to), extent: easing.extent)
            problems += RangeCheck.violations(display, from: ExactNumber(from), values: times.map { tween.value(at: $0) })
        }
        problems += StepsCheck.run(&input)
        return problems
    }

    static func pickEasing(_ input: inout FuzzInput) -> Easing {
        let selector = input.byte()
        if selector < 200 {
            let names = Easing.names
            return (try? Easing.parse(names[Int(selector) % names.count]).get()) ?? .linear
        }
        let exponent = Double(input.byte() % 80 + 1) / 4
        return (try? Easing.parse(input.string(), exponent: exponent).get()) ?? .linear
    }

    /// Curves whose eased progress never goes back.
    static func monotonic(_ easing: Easing) -> Bool {
        switch easing {
        case .penner(let family, _): return family != .bounce && family != .elastic && family != .back
        case .cubicBezier, .spring: return !easing.overshoots
        default: return true
        }
    }
}
