import CounterEngine
import CounterTUI
@testable import CounterCLI

/// The line `--inline` draws on, in-process: what the program writes there, read as a terminal
/// would. Only what the line output writes: text from the cursor (a wide glyph takes two
/// columns), backspaces, carriage returns and newlines, the bell and a window title (OSC 0/2,
/// ended by BEL or ST). Rows are never wrapped: a write past the last column is kept as written,
/// so a line too long for the terminal shows.
final class InlineLineTerminal {
    /// The terminal's width.
    let columns: Int
    /// The rows written so far, as cells (a wide glyph's second cell is ""); the cursor's row is
    /// the last.
    private var cells: [[String]]
    /// The cursor's column.
    private var column: Int
    /// Everything written, write by write.
    private(set) var writes: [String] = []
    /// Control sequences written (the bell, the window title), in order.
    private(set) var controls: [String] = []

    /// A line `columns` wide with `before` already on it (what a shell printed), the cursor after it.
    init(columns: Int = 80, before: String = "") {
        self.columns = columns
        cells = [[]]
        column = 0
        put(before)
    }

    /// The line for the program's environment: the cursor's column now, the width, and writes
    /// taken here.
    var inlineLine: InlineLine {
        InlineLine(column: column, columns: columns) { [self] text in
            writes.append(text)
            put(text)
            return true
        }
    }

    /// The rows as text, trailing blanks cut (the last row is the cursor's, empty after a newline).
    var rows: [String] {
        cells.map { String($0.joined().reversed().drop { $0 == " " }.reversed()) }
    }

    /// The rows as a terminal shows them: joined by newlines.
    var text: String { rows.joined(separator: "\n") }

    /// Whether anything written held an escape sequence.
    var wroteEscapes: Bool { writes.contains { $0.contains("\u{1B}") } }

    /// Reads `text` as the terminal would.
    private func put(_ text: String) {
        var rest = Substring(text)
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case "\u{8}": column = max(column - 1, 0)
            case "\r": column = 0
            case "\n":
                cells.append([])
                column = 0
            case "\u{7}": controls.append("\u{7}")
            case "\u{1B}":
                // OSC: Esc ] … BEL or Esc \.
                var sequence = "\u{1B}"
                while let next = rest.first {
                    rest = rest.dropFirst()
                    sequence.append(next)
                    if next == "\u{7}" || sequence.hasSuffix("\u{1B}\\") { break }
                }
                controls.append(sequence)
            default:
                let width = max(TextWidth.cells(String(character)), 1)
                var row = cells[cells.count - 1]
                while row.count < column + width { row.append(" ") }
                row[column] = String(character)
                if width == 2 { row[column + 1] = "" }
                cells[cells.count - 1] = row
                column += width
            }
        }
    }
}

extension ProgramRun {
    /// Runs `arguments` (with `--inline`) drawing on `line`: stdout is a terminal that is no full
    /// screen, the cursor where `line` has it.
    convenience init(_ arguments: [String], inline line: InlineLineTerminal, timeOfDay: Double = ProgramRun.noon,
                     utf8: Bool = true, stdin: Bool = false,
                     script: @escaping @MainActor (ProgramRun) -> Void = { _ in }) {
        self.init(arguments, size: Size(columns: line.columns, rows: 24), timeOfDay: timeOfDay, utf8: utf8, stdin: stdin,
                  environment: EnvironmentChange { environment in
                      environment.fullScreen = nil
                      environment.inlineLine = line.inlineLine
                  }, script: script)
    }
}
