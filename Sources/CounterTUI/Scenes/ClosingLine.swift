import CounterEngine

/// The one line a single counter's full screen leaves on the terminal when it ends: its title
/// and its final value (`Users: 1,234`), and its end text (`Tea: 0:00 · Tea's ready`).
enum ClosingLine {
    /// `title: value · endText`, each part only when it is there, made harmless.
    static func text(title: String, value: String, endText: String, ascii: Bool) -> String {
        let title = TextSanitizer.clean(title, maximumLength: 200)
        var line = title.isEmpty ? value : "\(title): \(value)"
        if !endText.isEmpty { line += (ascii ? " - " : " · ") + TextSanitizer.clean(endText, maximumLength: 200) }
        return line
    }
}
