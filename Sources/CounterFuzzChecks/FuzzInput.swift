/// Reads typed values off the front of a fuzzer's byte string; once the bytes run out every
/// read gives zero (or an empty string), so any input maps to one well-defined case.
package struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Bytes not read yet.
    package var remaining: ArraySlice<UInt8> { bytes[min(position, bytes.count)...] }

    package mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A whole number in 0...upper (upper ≥ 0), from two bytes.
    package mutating func int(upTo upper: Int) -> Int {
        let raw = Int(byte()) << 8 | Int(byte())
        return upper <= 0 ? 0 : raw % (upper + 1)
    }

    /// Any Double bit pattern: NaN, ±infinity, -0 and subnormals included.
    package mutating func anyDouble() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    /// A finite Double: either a bit pattern that happens to be finite, or a small value.
    package mutating func finiteDouble() -> Double {
        let d = anyDouble()
        return d.isFinite ? d : Double(Int(byte()) - 128) / 4
    }

    /// A string of the next `length` bytes (invalid UTF-8 repaired), `length` read from one byte.
    package mutating func string() -> String {
        let length = Int(byte())
        let end = min(position + length, bytes.count)
        defer { position = end }
        return String(decoding: bytes[min(position, end)..<end], as: UTF8.self)
    }

    /// The rest of the bytes as text (invalid UTF-8 repaired).
    package mutating func rest() -> String {
        defer { position = bytes.count }
        return String(decoding: remaining, as: UTF8.self)
    }
}
