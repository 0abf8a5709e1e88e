/// Inputs for the checks' own suites: byte strings built field by field as `FuzzInput` reads
/// them, and a repeatable batch of pseudo-random ones (the same on every run).
enum FuzzBytes {
    /// Two bytes that `FuzzInput.int(upTo:)` reads as `value` (for `value` up to its bound).
    static func int(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    /// Eight bytes that `FuzzInput.anyDouble()` reads as `value`.
    static func double(_ value: Double) -> [UInt8] {
        (0..<8).map { UInt8(value.bitPattern >> (56 - 8 * UInt64($0)) & 0xFF) }
    }

    /// A length byte and the UTF-8 of `text`, as `FuzzInput.string()` reads it.
    static func string(_ text: String) -> [UInt8] { [UInt8(text.utf8.count)] + Array(text.utf8) }

    /// `count` byte strings of 0 to `length` bytes from a fixed seed (SplitMix64).
    static func random(count: Int, length: Int, seed: UInt64) -> [[UInt8]] {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return (0..<count).map { _ in
            (0..<Int(next() % UInt64(length + 1))).map { _ in UInt8(next() & 0xFF) }
        }
    }
}
