/// A program's output read as one live value (a command's run): text, or a failed run. Output
/// that is not text — not UTF-8, a NUL, a control byte other than whitespace once terminal
/// escape sequences are set aside — gives no value at all (300 random bytes once showed a
/// `7.0 °C` they happened to hold); otherwise its first number (`FirstNumber`), refused as a
/// whole when it is written with grouping or a decimal comma.
package enum ProgramOutput {
    /// The reading of `bytes`. With `complete` false (the output was cut at its cap, or the
    /// program still runs), a character cut at the end is not a fault.
    package static func read(_ bytes: [UInt8], complete: Bool = true) -> OutputReading {
        guard let text = utf8(bytes, complete: complete) else { return .notText("not UTF-8") }
        let stripped = EscapeStripper.strip(text)
        for scalar in stripped.unicodeScalars where isControl(scalar) {
            return .notText(scalar == "\0" ? "a NUL byte" : "control byte 0x" + hex(scalar.value))
        }
        return FirstNumber.read(stripped: stripped)
    }

    /// `bytes` as text when they are UTF-8 (with `complete` false, up to 3 bytes of a character
    /// cut at the end are left out); nil otherwise.
    static func utf8(_ bytes: [UInt8], complete: Bool) -> String? {
        for cut in 0...(complete ? 0 : min(3, bytes.count)) {
            if let text = String(validating: bytes[..<(bytes.count - cut)], as: UTF8.self) { return text }
        }
        return nil
    }

    /// A control character that is not whitespace: C0 but tab, line feed, vertical tab, form
    /// feed and carriage return; DEL; C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && !(0x09...0x0D).contains(v)) || (0x7F...0x9F).contains(v)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
