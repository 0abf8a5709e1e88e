/// A number that counts to its target with easing, as the seeds' labels do: set a value
/// (animated or not) at a time, read its text at any later time; the last text is the exact
/// target. A pure value: time is always an argument.
///
/// (A minimal version written by the counting-line helper of issue 35 so its part builds; the
/// engine helper's version of this file replaces it at merge.)
public struct CountingValue: Sendable, Equatable {
    private var model: CounterModel
    /// Seconds each count lasts (applies from the next `set`).
    public var duration: Double { didSet { stale = true } }
    /// The curve of each count (applies from the next `set`).
    public var easing: Easing { didSet { stale = true } }
    /// How the value is written (applies from the next `set`).
    public var format: NumberFormat { didSet { stale = true } }
    /// The model must be made again for the next count (duration, easing or format changed).
    private var stale = false

    /// A value counting from `from` to `to` over `duration` seconds, starting at `time`.
    public init(from: ExactNumber = 0, to: ExactNumber, duration: Double = 2, easing: Easing = .out,
                format: NumberFormat = .int, startingAt time: Double = 0) {
        self.duration = duration
        self.easing = easing
        self.format = format
        model = CounterModel(from: from, to: to, duration: duration, easing: easing, format: format, start: time)
    }

    /// The exact value the count heads for.
    public var target: ExactNumber { model.display.target }

    /// Heads for `value` at `time`: counts from the value shown then over `duration`
    /// (`animated`), or shows it at once.
    public mutating func set(_ value: ExactNumber, animated: Bool = true, at time: Double) {
        if stale {
            let shown = model.display.number(for: model.value(at: time), settled: model.isSettled(at: time))
            model = CounterModel(from: shown, to: value, duration: duration, easing: easing, format: format,
                                 start: time)
            stale = false
        } else {
            model.retarget(to: value, at: time)
        }
        if !animated { model.finish(at: time) }
    }

    /// The number at `time` (between the start and the target while counting).
    public func value(at time: Double) -> Double { model.value(at: time) }

    /// The text at `time`: the exact target's text once finished.
    public func text(at time: Double) -> String { model.text(at: time) }

    /// Whether the count has reached its target for good at `time`.
    public func isFinished(at time: Double) -> Bool { model.isSettled(at: time) }
}

// The parts of the engine's public surface (api35.md) the counting line needs, until the engine
// helper's version of this file brings them with the rest.
extension ExactNumber: ExpressibleByIntegerLiteral {
    /// The whole number `value`, exactly.
    public init(integerLiteral value: Int) { self.init(value) }

    /// The whole number `value`, exactly.
    public init(_ value: Int) {
        let text = String(value.magnitude)
        self.init(isNegative: value < 0, digits: text.utf8.map { $0 - 48 }, exponent: 0)
    }
}

extension Easing {
    /// Fast at first, slow at the end (the seeds' `out`, exponent 3).
    public static let out = Easing.power(.out, exponent: defaultExponent)
    /// Slow at first, fast at the end (the seeds' `in`, exponent 3).
    public static let `in` = Easing.power(.in, exponent: defaultExponent)
    /// Slow at both ends (the seeds' `inOut`, exponent 3).
    public static let inOut = Easing.power(.inOut, exponent: defaultExponent)
}
