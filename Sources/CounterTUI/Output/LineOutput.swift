import CounterEngine
import CounterSystem

/// Text output without a screen: one plain line per change of the text when stdout is not a
/// terminal (a frame that reads as the last line writes nothing), or the
/// value redrawn in place from the cursor's column (`--inline`: backspaces take the cursor back,
/// so text before it on the line stays, and the line never wraps). Never writes an escape
/// sequence, but with `terminalRows` (`--tee --inline`: another program writes to the same
/// terminal), where the line is kept on the last row below a scrolling region (`BottomRowLine`).
package final class LineOutput: FrameOutput {
    /// One line per frame, or one line rewritten with carriage returns.
    package enum Mode: Sendable {
        case lines, inline
    }

    package let mode: Mode
    /// Whether it draws on the current line of a terminal (`--inline`).
    package var drawsInline: Bool { mode == .inline }
    /// Where inline frames go.
    package let layout: InlineLayout
    private let write: (String) -> Bool
    private var last: String?
    /// Cells the last inline frame covers (the cursor is that far right of the start).
    private var drawnCells = 0
    package private(set) var cellsWritten = 0
    package private(set) var failed = false
    /// Whether the terminal inline frames go to is ours now (its foreground process group); nil:
    /// always. After `bg` the line is the shell's: no frame is drawn (as `pv` does), and after
    /// `fg` the value starts again on the line where the cursor is.
    package var isForeground: (() -> Bool)?
    /// The terminal's rows, read at each frame (`--tee --inline`): the line is then kept on the
    /// last row, below what the next program in the pipe prints. Nil: drawn where the cursor is.
    package var terminalRows: (() -> Int?)?
    /// The terminal's columns, read at each frame with `terminalRows`: a row is cut to the
    /// width the terminal has now (it may have been narrowed). Nil: the layout's width.
    package var terminalColumns: (() -> Int?)?
    /// The terminal inline frames are drawn on, when known (for the crash rescue).
    package var descriptor: Int32?
    /// The last row while it holds the line.
    private var bottomRow = BottomRowLine()
    /// With `terminalRows`: the row this meter has in the block the meters on the same
    /// terminal share (several in one pipeline); nil: the last row, alone (`bottomRow`).
    package var sharedRows: SharedMeterRows?
    /// The rows of the block given back by an end in the background, for `releaseRow`.
    private var givenBackLate = ""

    /// - Parameter write: writes a string and reports success (stdout by default).
    package init(mode: Mode, layout: InlineLayout = InlineLayout(),
                write: @escaping (String) -> Bool = LineOutput.writeToStandardOutput) {
        self.mode = mode
        self.layout = layout
        self.write = write
    }

    package func draw(_ scene: Scene, at time: Double) {
        guard !failed else { return }
        switch mode {
        case .lines:
            let text = scene.plainText(at: time, padded: false)
            // An empty line is nothing to say (a live counter before its first value).
            guard text != last, !text.isEmpty else { return }
            emit(text + "\n")
            last = text
        case .inline:
            let plain = scene.plainText(at: time, padded: true)
            let rows = terminalRows?()
            let columns = rows == nil ? nil : terminalColumns?()
            let text = columns.map { layout.onOwnRow(columns: $0).line(plain) } ?? layout.line(plain)
            guard text != last else { return }
            // Asked only when there is something to draw (a system call).
            if let isForeground, !isForeground() {
                // The line is the shell's now: after `fg` the value starts again where the
                // cursor is, with no backspaces into what the shell wrote.
                last = nil
                drawnCells = 0
                return
            }
            if let rows, rows >= BottomRowLine.fewestRows {
                if let sharedRows {
                    sharedRows.frame(text, rows: rows, columns: columns ?? 0, emit: emit)
                } else {
                    emit(bottomRow.frame(text, rows: rows, columns: columns ?? 0))
                }
                last = text
                return
            }
            let cells = TextWidth.cells(text)
            let back = String(repeating: "\u{8}", count: drawnCells)
            // A shorter frame blanks what the last one left, then stays put.
            let blank = String(repeating: " ", count: max(drawnCells - cells, 0))
            emit(back + text + blank)
            drawnCells = cells + blank.count
            last = text
        }
    }

    /// Writes a control sequence (the bell, a title) where inline frames go; nothing for lines
    /// (they are for programs, never escape sequences).
    package func writeControl(_ text: String) {
        if mode == .inline, !failed { _ = write(text) }
    }

    /// Ends the inline line so the shell prompt starts below the value (kept on the last row:
    /// the row given back, and the value left below what the other programs wrote).
    package func end() {
        guard mode == .inline, !failed else { return }
        // Ended in the background (the shell may take the terminal back as soon as Ctrl-C ended
        // the rest of the pipeline): the line is the shell's; rows still held are given back by
        // `releaseRow`, which is written even then.
        let foreground = isForeground?() != false
        if let sharedRows, sharedRows.end(rows: terminalRows?() ?? nil, columns: terminalColumns?() ?? 0, draw: foreground,
                                          emit: foreground ? emit : { self.givenBackLate += $0 }) { return }
        guard foreground else { return }
        let tearDown = bottomRow.tearDown()
        if !tearDown.isEmpty {
            emit(tearDown)
        } else if last != nil {
            emit("\n")
        }
    }

    package func invalidate() { last = nil }

    /// Ctrl-Z: the bytes that give the last row and its region back (the shell must not work
    /// above a stale line; empty when none is set), for the caller to write even when the shell
    /// has taken the terminal already: it does as soon as the rest of the job has stopped, and
    /// a run in a subshell of the pipeline (`{ …; }`) is no process the shell waits for. The
    /// row counts as given back; the first frame after `fg` sets it again. With other meters,
    /// the whole block is given back (`write` is called with the table locked).
    package func releaseRow(write: (String) -> Void) {
        guard !failed else { return }
        if !givenBackLate.isEmpty {
            write(givenBackLate)
            givenBackLate = ""
            return
        }
        var bytes = ""
        if let sharedRows {
            sharedRows.release {
                bytes = $0
                write($0)
            }
        } else {
            bytes = bottomRow.release()
        }
        guard !bytes.isEmpty else { return }
        if sharedRows == nil { write(bytes) }
        // Drawn again after `fg`.
        last = nil
    }

    private func emit(_ text: String) {
        if write(text) { cellsWritten += text.count } else { failed = true }
    }

    /// Writes to stdout at once; false when the write failed (disk full, pipe closed).
    package static func writeToStandardOutput(_ text: String) -> Bool {
        StandardStream.write(text, to: 1)
    }
}
