/// Reads the raw bytes an app wrote to a terminal and lists what it left switched on:
/// private modes (`ESC[?1049h` without a later `ESC[?1049l`, a hidden cursor), the keypad
/// mode, and any OSC string (titles, clipboard) that should never come from counter-tui.
struct RawAudit {
    /// Last state of each private mode set or reset (`ESC[?N h/l`).
    private(set) var modes: [Int: Bool] = [:]
    /// Last keypad mode: true after `ESC =`, false after `ESC >`.
    private(set) var keypad: Bool?
    /// OSC strings seen (`ESC ]` or C1 OSC).
    private(set) var oscCount = 0
    /// Full clears (`ESC[2J`) seen.
    private(set) var clears = 0
    /// How often each private mode was set or reset (synchronized output: twice a frame).
    private(set) var switches: [Int: Int] = [:]

    /// Modes that are on in a terminal's default state.
    static let onByDefault: Set<Int> = [7, 25]
    /// Modes whose default varies by terminal (cursor blink): not judged.
    static let unjudged: Set<Int> = [12]

    init(_ bytes: [UInt8]) {
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x1B, i + 1 < bytes.count {
                switch bytes[i + 1] {
                case UInt8(ascii: "["):
                    i = csi(bytes, from: i + 2)
                    continue
                case UInt8(ascii: "]"): oscCount += 1
                case UInt8(ascii: "="): keypad = true
                case UInt8(ascii: ">"): keypad = false
                default: break
                }
                i += 2
            } else {
                if bytes[i] == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x9D { oscCount += 1 }
                i += 1
            }
        }
    }

    private mutating func csi(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i < bytes.count, (0x20...0x3F).contains(bytes[i]) { i += 1 }
        guard i < bytes.count else { return i }
        let parameters = String(decoding: bytes[start..<i], as: UTF8.self)
        let final = bytes[i]
        if parameters.hasPrefix("?"), final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
            for number in parameters.dropFirst().split(separator: ";").compactMap({ Int($0) }) {
                modes[number] = final == UInt8(ascii: "h")
                switches[number, default: 0] += 1
            }
        }
        if parameters == "2", final == UInt8(ascii: "J") { clears += 1 }
        return i + 1
    }

    /// What the bytes left different from a terminal's default state.
    var leftOn: [String] {
        var problems: [String] = []
        for (mode, on) in modes.sorted(by: { $0.key < $1.key }) where !Self.unjudged.contains(mode) {
            if on != Self.onByDefault.contains(mode) { problems.append("mode ?\(mode) left \(on ? "on" : "off")") }
        }
        if keypad == true { problems.append("keypad mode left on") }
        if oscCount > 0 { problems.append("\(oscCount) OSC strings written") }
        return problems
    }
}
