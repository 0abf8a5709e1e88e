import CRescue
#if canImport(Glibc)
import Glibc
#endif

/// What the crash handler writes to give the terminal back: the bytes that undo what the full
/// screen switched on (attributes, keypad mode, hidden cursor, alternate screen), made before
/// anything is drawn so that the handler only has to write them.
enum CrashRescue {
    /// Gathers the undoing strings from the terminfo entry in use (`capability` looks one up by
    /// name; nil when the entry has none) and hands them to the rescue.
    static func prepare(capability: (String) -> UnsafePointer<CChar>?) {
        var bytes: [CChar] = []
        for name in ["sgr0", "rmkx", "cnorm", "rmcup"] {
            guard let p = capability(name) else { continue }
            bytes.append(contentsOf: withoutPadding(Array(UnsafeBufferPointer(start: p, count: strlen(p)))))
        }
        // A crash mid-frame must not leave the terminal holding back its display.
        bytes.append(contentsOf: Array("\u{1b}[?2026l\r\n".utf8CString.dropLast()))
        bytes.withUnsafeBufferPointer { crescue_set_bytes($0.baseAddress, $0.count) }
    }

    /// A terminfo string without its padding (`$<5>`, `$<2/>`, `$<3*>`): the handler writes
    /// bytes as they are, where tputs would have turned padding into a delay (vt100's sgr0).
    static func withoutPadding(_ string: [CChar]) -> [CChar] {
        let dollar = CChar(UInt8(ascii: "$")), open = CChar(UInt8(ascii: "<")), close = CChar(UInt8(ascii: ">"))
        let padding = Set("0123456789.*/".utf8.map { CChar(bitPattern: $0) })
        var result: [CChar] = []
        var i = 0
        while i < string.count {
            if string[i] == dollar, i + 1 < string.count, string[i + 1] == open {
                var j = i + 2
                while j < string.count, padding.contains(string[j]) { j += 1 }
                if j < string.count, string[j] == close, j > i + 2 {
                    i = j + 1
                    continue
                }
            }
            result.append(string[i])
            i += 1
        }
        return result
    }

    /// Whether the terminal now holds a title we pushed (`--window-title`): a crash pops it.
    static func titleSaved(_ saved: Bool) {
        crescue_title_saved(saved ? 1 : 0)
    }
}
