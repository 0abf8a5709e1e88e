/// Maps semantic roles to styles; the monochrome theme serves `NO_COLOR` and colourless terminals.
package struct Theme: Sendable, Equatable {
    private var styles: [Role: CellStyle]

    /// Threshold levels are also marked in text (`!`, `!!`) beside the value: no colours show them.
    package var marksLevels = false

    package init(_ styles: [Role: CellStyle], marksLevels: Bool = false) {
        self.styles = styles
        self.marksLevels = marksLevels
    }

    package func style(_ role: Role) -> CellStyle { styles[role] ?? .plain }

    /// The same theme with `role` drawn in `style`.
    package func replacing(_ role: Role, with style: CellStyle) -> Theme {
        var copy = self
        copy.styles[role] = style
        return copy
    }

    /// Colours on, one meaning each: thresholds green (ok), yellow (warn) and red (critical);
    /// the change flash in its own colours, cyan up and magenta down (bold), never a threshold's;
    /// the value otherwise in `accent`, titles bold.
    ///
    /// The value is not bold by default: an attribute on the one cell that changes every frame
    /// costs about 15 bytes a frame (switching it on and off), five times the digit itself.
    package static func colored(accent: Color = .default) -> Theme {
        Theme([
            .title: CellStyle(bold: true),
            .value: CellStyle(foreground: accent),
            .border: CellStyle(dim: true),
            .up: CellStyle(foreground: .cyan, bold: true),
            .down: CellStyle(foreground: .magenta, bold: true),
            .status: CellStyle(dim: true),
            .ok: CellStyle(foreground: .green),
            .warn: CellStyle(foreground: .yellow),
            .critical: CellStyle(foreground: .red, bold: true),
        ])
    }

    /// No colours: plain values, bold titles, trend marks and critical values; threshold levels
    /// and the direction of a change marked in text (` !`, ` !!`, ` ▲`, ` ▼`).
    package static let monochrome = Theme([.title: CellStyle(bold: true), .up: CellStyle(bold: true), .down: CellStyle(bold: true),
                                          .critical: CellStyle(bold: true)], marksLevels: true)
}
