import CounterEngine

/// The full screen of `--pid PID` (and its lines and inline line): the process named on top,
/// then each regular file it has open, as `pv -d` lists them: its descriptor, path and how much
/// of it has gone (`fd 3 · /srv/dump.sql · 2.0 MiB of 5.0 MiB`), a progress bar with the percent,
/// and the rate, the time followed and the time left (`PipeFigures`); then the files it closed
/// last, with their last figures and `closed`. Its `ProcessProgress` is
/// set by the `ProcessWatch` that reads /proc; the scene settles when the process has ended.
package final class ProcessFilesScene: Scene {
    /// The process and its files, as last read.
    package private(set) var progress: ProcessProgress
    /// Block elements and `·` cannot be shown: ASCII instead.
    package let ascii: Bool
    package let theme: Theme
    /// The status line and the pause (`SceneMessage.status`, `.paused`).
    package private(set) var statusState = StatusState()
    package var status: String { statusState.text }
    package var paused: Bool { statusState.paused }

    /// Shows `progress`, in ASCII when `ascii`, coloured by `theme`.
    package init(progress: ProcessProgress, ascii: Bool, theme: Theme) {
        self.progress = progress
        self.ascii = ascii
        self.theme = theme
    }

    /// Takes the status line, the pause, and what `ProcessWatch` read of the process.
    @discardableResult
    package func update(_ message: SceneMessage) -> Bool {
        if let changed = statusState.take(message) { return changed }
        switch message {
        case .filesRead(let name, let files, let time):
            progress.update(name: name, files, at: time)
            return true
        case .processEnded(let time):
            progress.finish(at: time)
            return true
        default:
            return false
        }
    }

    /// Rows a file takes: its label, its figures, a blank row.
    private static func rows(of file: FileProgress) -> Int { 1 + PipeFigures.rows(for: file.throughput) + 1 }

    package func render(at time: Double, into buffer: inout Buffer, labels: inout DrawnLabels) {
        let statusText = progress.isRunning ? status : "process \(progress.pid) ended" + (status.isEmpty ? "" : " · " + status)
        let area = StatusLine.draw(statusLine(ascii: ascii).isEmpty ? statusText : statusLine(ascii: ascii), theme: theme,
                                   into: &buffer)
        guard area.rows > 0 else { return }
        let separator = ascii ? " - " : " · "
        let (files, closed) = (progress.files, progress.closed)
        let total = files.count + closed.count
        var count = files.isEmpty ? "no open files" : "\(files.count) open file\(files.count == 1 ? "" : "s")"
        if !closed.isEmpty { count += separator + "\(closed.count) closed" }
        // The open files, then the ones closed last, as many as fit (a row kept for the count of
        // the others when some are left out); the rest are never looked at.
        var blocks: [(file: FileProgress, closed: Bool)] = []
        var height = 2
        for index in 0..<total {
            let (file, isClosed) = index < files.count ? (files[index], false) : (closed[index - files.count], true)
            let rows = Self.rows(of: file)
            guard height + rows <= area.rows - (total > blocks.count + 1 ? 1 : 0) else { break }
            blocks.append((file, isClosed))
            height += rows
        }
        var row = area.y + max((area.rows - height - (blocks.count < total ? 1 : 0)) / 2, 0)
        centre(progress.heading + separator + count, row: row, in: area, style: theme.style(.title), into: &buffer)
        row += 2
        for (file, isClosed) in blocks {
            let label = ProcessProgress.label(of: file, separator: separator, closed: isClosed)
            centre(FileLabel.fitted(label, columns: area.columns, ascii: ascii), row: row, in: area, style: theme.style(.title),
                   into: &buffer)
            let figures = Rect(x: area.x, y: row + 1, columns: area.columns, rows: PipeFigures.rows(for: file.throughput))
            PipeFigures(throughput: file.throughput, time: time, shown: file.reading.position, format: ProcessProgress.bytesFormat,
                        ascii: ascii, style: theme.style(.value))
                .render(in: figures, into: &buffer)
            row += Self.rows(of: file)
        }
        if blocks.count < total, row < area.maxY {
            centre("and \(total - blocks.count) more (a taller terminal shows them)", row: row, in: area,
                   style: theme.style(.status), into: &buffer)
        }
    }

    /// Draws `text` centred on `row` of `area`, cut at its edge.
    private func centre(_ text: String, row: Int, in area: Rect, style: CellStyle, into buffer: inout Buffer) {
        guard row >= area.y, row < area.maxY else { return }
        let width = TextWidth.cells(text)
        buffer.put(text, at: Point(x: area.x + max((area.columns - width) / 2, 0), y: row), style: style, clip: area)
    }

    /// Piped (`padded` false): a line per file, and the end (`ProcessProgress.lines`); the
    /// inline line (`padded` true): the main file's figures.
    package func plainText(at time: Double, padded: Bool) -> String {
        padded ? progress.line(at: time, ascii: ascii) : progress.lines(at: time).joined(separator: "\n")
    }

    package func windowTitle(at time: Double) -> String { progress.line(at: time, ascii: ascii) }

    package func isSettled(at time: Double) -> Bool { !progress.isRunning }

    /// The figures change when /proc is read again (the watch wakes the loop) and their clocks
    /// once a second.
    package func nextChange(after time: Double, soonest: Double) -> Double {
        guard progress.isRunning else { return .infinity }
        return max((time + 1e-9).rounded(.up), soonest)
    }

    package var endTime: Double { progress.end ?? .infinity }

    /// Nothing to start over: the process goes on.
    package func restart(at time: Double) {}

    /// Nothing to jump to: the process goes on.
    package func finish(at time: Double) {}
}
