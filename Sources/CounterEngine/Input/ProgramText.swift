/// Text read from another program: UTF-8 as it should be, and otherwise byte for byte, so that an
/// 8-bit control (a raw 0x9B CSI from an old program or `printf '\233'`) stays the control it is
/// and is stripped with what it introduces, rather than becoming U+FFFD and leaving its
/// parameters (`25m 42` read as 25).
package enum ProgramText {
    /// `bytes` as text: decoded as UTF-8 when they are valid, else each byte as the character of
    /// that value (ISO 8859-1).
    package static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var valid = true
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: break loop
            case .error:
                valid = false
                break loop
            }
        }
        if valid { return String(decoding: bytes, as: UTF8.self) }
        var text = String.UnicodeScalarView()
        for byte in bytes { text.append(Unicode.Scalar(byte)) }
        return String(text)
    }
}
