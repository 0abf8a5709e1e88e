import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// `--tee --inline` with other meters on the same terminal (`pv -cN in | gzip | pv -cN out`):
/// this meter's row in the block the meters of its pipeline keep at the bottom of the terminal,
/// coordinated through the table file they all lock (`MeterTableFile`, `MeterTable`). Every
/// step reads the table, writes its bytes and saves the table with the lock held, so frames of
/// different meters never interleave and the block is always drawn whole. A meter alone writes
/// exactly what `BottomRowLine` writes.
package final class SharedMeterRows {
    private let file: MeterTableFile
    /// This meter as the table knows it (its text is the last one drawn).
    private var record: MeterRecord
    private let isAlive: (Int32, Int32) -> Bool
    /// The terminal drawn on: a wait for the lock is a wait on the display (another meter
    /// holds it in a write that Ctrl-S paused), not a stalled program (the watchdog).
    private var display: Int32 = -1

    /// The meter of this process on the terminal at `terminal`: its rows, or nil when the
    /// table file cannot be had, with the reason when no place for it could be used (sharing
    /// is off: the caller must not draw a row the others may draw on too), without one when
    /// the terminal has no device to name a table by (the meter then draws alone,
    /// `BottomRowLine`).
    package static func forTerminal(_ terminal: Int32) -> (rows: SharedMeterRows?, refusal: String?) {
        let found = MeterTableFile.forTerminal(terminal)
        guard let file = found.file else { return (nil, found.refusal) }
        let rows = SharedMeterRows(file: file, record: MeterRecord(pid: getpid(), group: getpgrp(), position: PipelinePosition.current()),
                                   isAlive: MeterTableFile.isAlive)
        rows.display = terminal
        return (rows, nil)
    }

    /// The meter `record` sharing the table in `file`; `isAlive` tells which processes (a pid
    /// and its group) are still there.
    package init(file: MeterTableFile, record: MeterRecord, isAlive: @escaping (Int32, Int32) -> Bool) {
        self.file = file
        self.record = record
        self.isAlive = isAlive
    }

    /// Draws `text` on this meter's row of a terminal of `rows` rows and `columns` columns (0:
    /// not known), handing `emit` the bytes while the table is locked.
    package func frame(_ text: String, rows: Int, columns: Int = 0, emit: (String) -> Void) {
        record.text = text
        step { table in
            // The size read again with the lock held: a frame for a size the terminal no longer
            // has lands on its last row.
            let size = display >= 0 ? TerminalDevice.size(of: display) : nil
            let bytes = table.frame(record, rows: size?.rows ?? rows, columns: size?.columns ?? columns)
            if !bytes.isEmpty { emit(bytes) }
        }
    }

    /// The meter has ended (`draw`: in the foreground, the terminal ours): its row keeps its last
    /// text; the last of the block to end gives the rows back and writes every meter's last line.
    /// False when no rows were set and it was the last (the caller ends its line as alone).
    package func end(rows: Int?, columns: Int = 0, draw: Bool, emit: (String) -> Void) -> Bool {
        step { table in
            guard let bytes = table.end(record, rows: rows, columns: columns, draw: draw) else { return false }
            if !bytes.isEmpty { emit(bytes) }
            return true
        }
    }

    /// Ctrl-Z: the rows given back (the bytes handed to `emit`, nothing when none were set).
    package func release(emit: (String) -> Void) {
        step { table in
            let bytes = table.release(of: record.group)
            if !bytes.isEmpty { emit(bytes) }
        }
    }

    /// Runs `body` on the table with the lock held, gone meters forgotten first.
    private func step<Result>(_ body: (inout MeterTable) -> Result) -> Result {
        Watchdog.writingToDisplay(on: display) {
            file.withLock { text in
                var table = MeterTable(text: text)
                table.prune(isAlive: { [record, isAlive] pid, group in pid == record.pid || isAlive(pid, group) })
                let result = body(&table)
                text = table.text
                return result
            }
        }
    }
}
