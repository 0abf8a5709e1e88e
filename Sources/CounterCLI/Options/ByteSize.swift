import CounterEngine
import Foundation

/// A number of bytes as pv writes it (`-s 20m`, `-L 5M`): `k`, `M`, `G` and `T` are powers of
/// 1,024 in either case, `KiB`, `MB`, `mib` the same; the one parser of `--rate-limit` and of
/// `--expect` with `--count-bytes`.
enum ByteSize {
    /// The bytes `text` names (`20m`, `5MiB`, `1.5G`, `4096`; with `perSecond`, also `1M/s`), nil
    /// when it is not a size. The caller checks the range.
    static func parse(_ text: String, perSecond: Bool = false) -> Double? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        if perSecond, rest.hasSuffix("/s") { rest = rest.dropLast(2) }
        if rest.last == "B" || rest.last == "b" { rest = rest.dropLast() }
        // `Ki`, `MiB`: the `i` needs a unit before it.
        let binary = rest.last == "i"
        if binary { rest = rest.dropLast() }
        var scale = 1.0
        if let last = rest.last, let power = Self.powers[Character(last.lowercased())] {
            scale = pow(1024, Double(power))
            rest = rest.dropLast()
        } else if binary {
            return nil
        }
        guard !rest.isEmpty, case .success(let n) = NumberParser.parse(String(rest)) else { return nil }
        let value = n.doubleValue * scale
        return value.isFinite ? value : nil
    }

    /// The units, by their letter in lower case: the power of 1,024 each stands for.
    private static let powers: [Character: Int] = ["k": 1, "m": 2, "g": 3, "t": 4]
}
