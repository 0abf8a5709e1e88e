/// Turns the changed cells of each frame into the bytes a terminal needs to show them: cursor
/// moves (CUP, CUF), one SGR whenever the style changes, and the characters as UTF-8.
///
/// It remembers where the cursor and the attributes are after each frame, so a frame costs
/// only what changed. The cursor is forgotten after a write into the last column (terminals
/// differ in how they hold a pending wrap), and the next write moves it explicitly.
package struct AnsiFrameWriter: Sendable {
    package let size: Size
    /// Where the next character would land; nil when unknown.
    private var cursor: Point?
    /// The attributes in effect; nil when unknown.
    private var style: CellStyle?

    package init(size: Size) { self.size = size }

    /// The bytes that start a recording: attributes reset, screen cleared, cursor home and hidden.
    package mutating func start() -> String {
        cursor = Point(x: 0, y: 0)
        style = .plain
        return "\u{1b}[0m\u{1b}[2J\u{1b}[H\u{1b}[?25l"
    }

    /// The bytes that leave the terminal as the real run leaves it: attributes reset, the cursor
    /// shown at the start of the line after the last row that shows something (`lastRow`, -1
    /// when none; on the bottom row, a newline scrolls one line, as the run's final newline does).
    package func end(lastRow: Int) -> String {
        let move = lastRow + 1 < size.rows ? "\u{1b}[\(max(lastRow, -1) + 2)H" : "\u{1b}[\(size.rows)H\r\n"
        return "\u{1b}[0m" + move + "\u{1b}[?25h"
    }

    /// The last row of `frame` that shows something (not only spaces), or -1.
    package static func lastRow(of frame: Buffer) -> Int {
        var y = frame.size.rows - 1
        while y >= 0 {
            for x in 0..<frame.size.columns where frame[x: x, y: y].character != " " { return y }
            y -= 1
        }
        return -1
    }

    /// The bytes that draw `runs` (the cells that changed since the last frame).
    package mutating func write(_ runs: [CellRun]) -> String {
        var out = String.UnicodeScalarView()
        for run in runs where run.y >= 0 && run.y < size.rows {
            var x = run.x
            for cell in run.cells {
                defer { x += 1 }
                // The right half of a wide character: the terminal filled it with the left.
                guard cell.width != 0, x >= 0, x < size.columns else { continue }
                moveCursor(to: Point(x: x, y: run.y), into: &out)
                if style != cell.style {
                    out.append(contentsOf: Self.sgr(cell.style).unicodeScalars)
                    style = cell.style
                }
                out.append(cell.character)
                let next = x + Int(cell.width)
                cursor = next < size.columns ? Point(x: next, y: run.y) : nil
            }
        }
        return String(out)
    }

    private mutating func moveCursor(to target: Point, into out: inout String.UnicodeScalarView) {
        if cursor == target { return }
        let move: String
        if let cursor, cursor.y == target.y, target.x > cursor.x {
            let gap = target.x - cursor.x
            move = gap == 1 ? "\u{1b}[C" : "\u{1b}[\(gap)C"
        } else {
            move = target.x == 0 ? "\u{1b}[\(target.y + 1)H" : "\u{1b}[\(target.y + 1);\(target.x + 1)H"
        }
        out.append(contentsOf: move.unicodeScalars)
        cursor = target
    }

    /// SGR for `style`, from a reset: `ESC[0m`, `ESC[0;1;32m`, ….
    package static func sgr(_ style: CellStyle) -> String {
        var codes = "0"
        if style.bold { codes += ";1" }
        if style.dim { codes += ";2" }
        if style.foreground != .default { codes += ";3\(style.foreground.index)" }
        return "\u{1b}[\(codes)m"
    }
}
