import CounterEngine

/// A repeated sample settles on its exact text: retargeting to the current target changes
/// nothing (no new move, the end does not move away), and the counter ends on the target's text;
/// with decimals as typed, that text reads back as the target exactly.
enum RepeatedSampleCheck {
    static let easings = ["linear", "out", "in-out-back", "out-bounce", "steps(5)", "spring", "out-elastic"]

    static func run(_ input: inout FuzzInput, format: NumberFormat, from: ExactNumber, to: ExactNumber) -> [String] {
        let easing = (try? Easing.parse(easings[Int(input.byte()) % easings.count]).get()) ?? .linear
        let asTyped = input.byte() & 1 == 1
        let duration = Double(input.byte()) / 16
        var model = CounterModel(from: from, to: to, duration: duration, easing: easing, format: format,
                                 decimalsAsTyped: asTyped, start: 0)
        var problems: [String] = []
        var time = 0.0
        func repeats(_ target: ExactNumber) {
            let end = model.animation.endTime
            for _ in 0..<3 {
                time += Double(input.byte()) / 64
                if model.retarget(to: target, at: time) { problems.append("repeating \(target) at \(time) s changed the counter") }
            }
            if model.animation.endTime != end { problems.append("repeating \(target) moved the end from \(end) to \(model.animation.endTime)") }
            let settled = max(time, end)
            let text = model.text(at: settled)
            let exact = model.display.format.format(target)
            if text != exact { problems.append("\(easing): repeating \(target) settled on '\(text)', not '\(exact)'") }
            if asTyped, isPlain(format), -target.exponent <= NumberParser.maximumLength,
                case .success(let read) = NumberParser.parse(text), read != target {
                problems.append("\(target) as typed settled on '\(text)'")
            }
        }
        repeats(to)
        let next = FormatterCheck.number(&input)
        time += Double(input.byte()) / 64
        if model.retarget(to: next, at: time) != (next != to) { problems.append("retargeting \(to) to \(next) reported the wrong change") }
        repeats(next)
        return problems
    }

    /// A format whose text is the number itself (no grouping, symbols, notation or affixes).
    private static func isPlain(_ format: NumberFormat) -> Bool {
        format.notation == .standard && !format.usesGrouping && format.symbols == .plain && format.prefix.isEmpty
            && format.suffix.isEmpty && format.minimumIntegerDigits == 1
    }
}
