import CounterEngine

/// steps(N): in the middle of each step the frame shows exactly that step's value, for steps
/// that are whole display units (floating-point noise must never skip one).
enum StepsCheck {
    static func run(_ input: inout FuzzInput) -> [String] {
        let count = input.int(upTo: 999) + 1
        let decimals = Int(input.byte() % 7)
        // The start and the step in display units, each up to 65535 × 10^6, so every step
        // (at most 1000 of them) is a whole number a Double holds with room to spare.
        let first = units(&input)
        let step = units(&input)
        let duration = Double(input.int(upTo: 10_000) + 1) / 100
        let start = Double(input.byte())
        let format = NumberFormat.int.withDecimals(decimals)
        let from = units(first, decimals)
        let to = units(first + step * count, decimals)
        let model = CounterModel(from: from, to: to, duration: duration, easing: .steps(count), format: format, start: start)
        var ks = [0, count - 1]
        for _ in 0..<6 { ks.append(input.int(upTo: count - 1)) }
        var problems: [String] = []
        for k in ks {
            let time = start + duration * (Double(k) + 0.5) / Double(count)
            let expected = format.format(units(first + step * k, decimals))
            let text = model.text(at: time)
            if text != expected {
                problems.append("steps(\(count)) \(from) → \(to): step \(k) at \(time) s shows '\(text)', not '\(expected)'")
            }
        }
        if model.text(at: start + duration) != format.format(to) { problems.append("steps(\(count)) \(from) → \(to) does not end on \(to)") }
        return problems
    }

    /// A whole number of display units: ±(0…65535) × 10^(0…6).
    private static func units(_ input: inout FuzzInput) -> Int {
        let magnitude = input.int(upTo: 65_535)
        let negative = input.byte() & 1 == 1
        var scale = 1
        for _ in 0..<(input.byte() % 7) { scale *= 10 }
        return (negative ? -magnitude : magnitude) * scale
    }

    /// `count` display units of 10^-decimals, exactly.
    private static func units(_ count: Int, _ decimals: Int) -> ExactNumber {
        let digits = String(count.magnitude).utf8.map { $0 - 48 }
        return ExactNumber(isNegative: count < 0, digits: digits, exponent: -decimals)
    }
}
