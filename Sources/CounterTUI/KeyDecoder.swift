/// Turns what ncurses reads into keys: a lone Esc is `.escape`, but Esc that starts Alt+x, a
/// CSI (`Esc [ … final`, Ctrl-arrows) or SS3 (`Esc O x`) sequence ncurses did not know is one
/// `.other`, so only `q`, `Q`, a lone Esc and Ctrl-C quit.
public enum KeyDecoder {
    /// One item ncurses returned: a character, or a function key it decoded.
    public enum Input: Sendable, Equatable {
        case character(UInt32)
        case functionKey(isResize: Bool)
    }

    /// The keys in `inputs`, read together (ncurses waits ESCDELAY for the rest of a sequence).
    public static func decode(_ inputs: [Input]) -> [Key] {
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
                if next == 0x5B {
                    // CSI: parameters and intermediates up to a final byte (@ to ~).
                    while index < inputs.count, case .character(let c) = inputs[index] {
                        index += 1
                        if (0x40...0x7E).contains(c) { break }
                    }
                } else if next == 0x4F, index < inputs.count {
                    index += 1
                }
                keys.append(.other)
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
}
