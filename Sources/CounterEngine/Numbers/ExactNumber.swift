/// A decimal number kept exactly as typed: value = ±digits × 10^exponent.
///
/// Targets keep this form so the last frame shows exactly what the user typed
/// (`1234567.89` never becomes `1234567.88`); `doubleValue` drives the animation in between.
public struct ExactNumber: Sendable, Equatable, CustomStringConvertible {
    /// True for values below zero (never for zero itself: there is no -0).
    package let isNegative: Bool
    /// Decimal digits, most significant first, without leading or trailing zeros; empty for 0.
    package let digits: [UInt8]
    /// Power of ten of the last digit.
    package let exponent: Int
    /// Decimals as the number was written, trailing zeros included (`1.50` → 2, `1e-5` → 5),
    /// so a live value is shown as it arrived. Not part of the value: `1.50 == 1.5`.
    package let decimalsWritten: Int
    /// The nearest Double (finite by construction). Computed when asked: formatting creates
    /// many intermediate numbers that never need one.
    public var doubleValue: Double {
        ExactNumber.approximate(isNegative: isNegative, digits: digits, exponent: exponent)
    }

    /// Zero.
    public static let zero = ExactNumber(isNegative: false, digits: [], exponent: 0)

    /// Builds a number from parts, normalising zeros and the sign of zero; `decimalsWritten`
    /// defaults to the decimals of the normalised value.
    package init(isNegative: Bool, digits: [UInt8], exponent: Int, decimalsWritten: Int? = nil) {
        var d = digits[...]
        while let first = d.first, first == 0 { d = d.dropFirst() }
        var e = exponent
        while let last = d.last, last == 0 {
            d = d.dropLast()
            e += 1
        }
        self.digits = Array(d)
        self.exponent = d.isEmpty ? 0 : e
        self.isNegative = d.isEmpty ? false : isNegative
        self.decimalsWritten = max(decimalsWritten ?? 0, -self.exponent, 0)
    }

    /// Equal values (however many decimals each was written with).
    public static func == (a: ExactNumber, b: ExactNumber) -> Bool {
        a.isNegative == b.isNegative && a.exponent == b.exponent && a.digits == b.digits
    }

    /// The whole number `value` (a count of bytes or lines), exactly.
    package init(whole value: UInt64) {
        self.init(isNegative: false, digits: String(value).utf8.map { $0 - 48 }, exponent: 0)
    }

    /// The exact decimal that Swift prints for `value` (the shortest one that round-trips).
    /// NaN becomes 0 and infinities the largest finite magnitude: callers refuse those earlier.
    public init(_ value: Double) {
        if value.isNaN {
            self = .zero
            return
        }
        let v = value.isInfinite ? (value < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude) : value
        // `description` is Swift's shortest round-trip form, e.g. "1234.5", "1e+30", "5e-324".
        switch NumberParser.parseParts(v.description) {
        case .success(let parts): self = parts
        case .failure: self = .zero
        }
    }

    package var isZero: Bool { digits.isEmpty }

    /// Plain decimal text, e.g. "-1234.5" or "1000000000000000000000000000000"; a number whose
    /// plain text would be longer than `NumberParser` accepts (1e-400) is written with an
    /// exponent ("1e-400"), so the text always reads back.
    public var description: String {
        if digits.isEmpty { return "0" }
        var s = isNegative ? "-" : ""
        let ds = digits.map { Character(Unicode.Scalar($0 + 48)) }
        let intCount = ds.count + exponent
        let plainLength = s.count + (exponent >= 0 ? ds.count + exponent : intCount > 0 ? ds.count + 1 : ds.count + 2 - intCount)
        if plainLength > NumberParser.maximumLength {
            s += String(ds[0]) + (ds.count > 1 ? "." + String(ds[1...]) : "")
            let power = intCount - 1
            return s + "e" + (power >= 0 ? "+" : "") + String(power)
        }
        if exponent >= 0 {
            s += String(ds) + String(repeating: "0", count: exponent)
        } else if intCount > 0 {
            s += String(ds[0..<intCount]) + "." + String(ds[intCount...])
        } else {
            s += "0." + String(repeating: "0", count: -intCount) + String(ds)
        }
        return s
    }

    /// This number times 10^power (exact).
    package func scaled(byPowerOfTen power: Int) -> ExactNumber {
        ExactNumber(isNegative: isNegative, digits: digits, exponent: exponent + power)
    }

    /// The same magnitude with the sign flipped.
    package var negated: ExactNumber {
        ExactNumber(isNegative: !isNegative, digits: digits, exponent: exponent)
    }

    /// Position of the leading digit: 10^magnitude ≤ |value| < 10^(magnitude+1). Zero gives 0.
    package var magnitude: Int { digits.isEmpty ? 0 : digits.count - 1 + exponent }

    private static func approximate(isNegative: Bool, digits: [UInt8], exponent: Int) -> Double {
        if digits.isEmpty { return 0 }
        // Swift's own parser rounds correctly; the text is bounded by the parser's length cap.
        var text = isNegative ? "-" : ""
        text += String(digits.prefix(40).map { Character(Unicode.Scalar($0 + 48)) })
        let e = exponent + max(digits.count - 40, 0)
        text += "e\(e)"
        let v = Double(text) ?? 0
        if v.isFinite { return v }
        return isNegative ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude
    }
}
