import ArgumentParser
import CounterEngine
import CounterTUI
import Foundation

/// An amount such as `250k` (`--expect`'s lines), and the one-line usage error a bad value of
/// the command line gives.
enum FlagValue {
    /// A number with an SI suffix (`250k`, `1.5G`: powers of 1000) or a binary one (`100Ki`,
    /// `100MiB`: powers of 1024), a `B` allowed after either; nil when it is not one.
    static func amount(_ text: String) -> Double? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        if rest.hasSuffix("B") { rest = rest.dropLast() }
        var base = 1000.0
        if rest.hasSuffix("i") {
            base = 1024
            rest = rest.dropLast()
        }
        var scale = 1.0
        if let last = rest.last, let power = ["k": 1, "K": 1, "M": 2, "G": 3, "T": 4, "P": 5][last] {
            scale = pow(base, Double(power))
            rest = rest.dropLast()
        } else if base == 1024 {
            return nil
        }
        guard !rest.isEmpty, case .success(let n) = NumberParser.parse(String(rest)) else { return nil }
        let value = n.doubleValue * scale
        return value.isFinite ? value : nil
    }

    /// `parse`'s value; its `SpecError` (whose key is the flag) as a usage error.
    static func checked<T>(_ parse: () throws(SpecError) -> T) throws -> T {
        do {
            return try parse()
        } catch {
            throw ValidationError("\(error.key): \(error.detail)")
        }
    }

    /// A usage error naming the flag, what it got (made inert) and what it expects.
    static func invalid(_ flag: String, _ got: String, _ expected: String) -> ValidationError {
        ValidationError("\(flag): \(SpecError(key: flag, got: got, expected: expected).detail)")
    }
}
