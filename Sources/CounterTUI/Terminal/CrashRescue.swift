import CRescue

/// What the crash handler writes to give the terminal back: the bytes that undo what the full
/// screen switched on (attributes, keypad mode, hidden cursor, alternate screen), made before
/// anything is drawn so that the handler only has to write them.
enum CrashRescue {
    /// Gathers the undoing strings from the terminfo entry in use (`capability` looks one up by
    /// name; nil when the entry has none) and hands them to the rescue.
    static func prepare(capability: (String) -> UnsafePointer<CChar>?) {
        var bytes: [CChar] = []
        for name in ["sgr0", "rmkx", "cnorm", "rmcup"] {
            guard var p = capability(name) else { continue }
            while p.pointee != 0 {
                bytes.append(p.pointee)
                p += 1
            }
        }
        // A crash mid-frame must not leave the terminal holding back its display.
        bytes.append(contentsOf: Array("\u{1b}[?2026l\r\n".utf8CString.dropLast()))
        bytes.withUnsafeBufferPointer { crescue_set_bytes($0.baseAddress, $0.count) }
    }

    /// Whether the terminal now holds a title we pushed (`--window-title`): a crash pops it.
    static func titleSaved(_ saved: Bool) {
        crescue_title_saved(saved ? 1 : 0)
    }
}
