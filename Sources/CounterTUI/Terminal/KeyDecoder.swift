/// Turns what ncurses reads into keys: a lone Esc is `.escape`, but Esc that starts Alt+x, a
/// CSI (`Esc [ … final`, Ctrl-arrows) or SS3 (`Esc O x`) sequence ncurses did not know is one
/// `.other`, so only `q`, `Q`, a lone Esc and Ctrl-C quit.
package enum KeyDecoder {
    /// One item ncurses returned: a character, or a function key it decoded.
    package enum Input: Sendable, Equatable {
        case character(UInt32)
        case functionKey(isResize: Bool)
    }

    /// The keys in `inputs`, read together (ncurses waits ESCDELAY for the rest of a sequence).
    package static func decode(_ inputs: [Input]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < inputs.count {
            let input = inputs[index]
            index += 1
            switch input {
            case .functionKey(let isResize):
                keys.append(isResize ? .resize : .other)
            case .character(27):
                guard index < inputs.count, case .character(let next) = inputs[index] else {
                    keys.append(.escape)
                    continue
                }
                index += 1
                var key = Key.other
                if next == 0x5B {
                    // CSI: parameters and intermediates up to a final byte (@ to ~); one is
                    // the terminal's answer to the DECRQM query for synchronized output.
                    var body = String.UnicodeScalarView()
                    while index < inputs.count, case .character(let c) = inputs[index] {
                        index += 1
                        if (0x40...0x7E).contains(c) {
                            key = modeReport(String(body), final: c) ?? .other
                            break
                        }
                        if body.count < 16, let scalar = Unicode.Scalar(c) { body.append(scalar) }
                    }
                } else if next == 0x4F, index < inputs.count {
                    index += 1
                }
                keys.append(key)
            case .character(let value):
                if let scalar = Unicode.Scalar(value) {
                    keys.append(.character(Character(scalar)))
                } else {
                    keys.append(.other)
                }
            }
        }
        return keys
    }

    /// A DECRQM answer, `CSI ? mode ; setting $ y`, from its parameters and final byte.
    static func modeReport(_ body: String, final: UInt32) -> Key? {
        guard final == 0x79, body.hasPrefix("?"), body.hasSuffix("$") else { return nil }
        let numbers = body.dropFirst().dropLast().split(separator: ";", omittingEmptySubsequences: false)
        guard numbers.count == 2, let mode = Int(numbers[0]), let setting = Int(numbers[1]) else { return nil }
        return .modeReport(mode: mode, setting: setting)
    }
}
