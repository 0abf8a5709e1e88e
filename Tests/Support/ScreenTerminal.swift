import CounterEngine
import CounterSystem
import CounterTUI

#if canImport(Glibc)
import Glibc
#endif

/// A full-screen terminal for tests of the whole program in-process: a screen of a given size
/// that keeps what is drawn, keys typed into a real pipe the session watches, and what the
/// session did with it (handed back, taken again, ended, what it left on the normal screen).
/// Its size changes as a terminal's does: `size` is read again at `updateSize()`.
package final class ScreenTerminal: Screen, Terminal {
    /// The size the program sees (after its last `updateSize()`).
    package private(set) var size: Size
    /// The size the terminal has now (a resize not yet noticed by the program differs).
    package var outerSize: Size
    /// What the screen shows.
    package private(set) var frame: Buffer
    /// Whether our run is the terminal's foreground job (nil: the terminal is gone).
    package var foreground: Bool? = true
    /// Frames flushed, and cells written.
    package private(set) var flushes = 0
    package private(set) var cellsWritten = 0
    /// Times handed back (Ctrl-Z) and taken again.
    package private(set) var suspensions = 0
    package private(set) var resumptions = 0
    /// Ended for good (the full screen left); what was written after that.
    package private(set) var ended = false
    package private(set) var leftText = ""
    /// Control sequences written besides frames (the bell, the window title).
    package private(set) var controls: [String] = []
    /// Keys queued besides the bytes typed (a resize, a mode report).
    private var events: [Key] = []
    private let reader: Int32
    private let writer: Int32

    /// A terminal of `size` whose keys come from a pipe the test writes with `type(_:)`.
    package init(size: Size) {
        self.size = size
        outerSize = size
        frame = Buffer(size: size)
        let ends = PipeEnds.make() ?? (-1, -1)
        reader = ends.reader
        writer = ends.writer
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(reader)
        close(writer)
    }

    /// The frame as lines, trailing blanks cut.
    package var lines: [String] { frame.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) } }
    /// The frame as text: its lines, trailing blank lines dropped.
    package var text: String {
        var rows = lines
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows.joined(separator: "\n")
    }

    /// Types `text` (bytes as a terminal sends them: "q", " ", "\u{1B}" for Esc, "\u{3}" for Ctrl-C).
    package func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
    }

    /// Queues a key the terminal reports besides typed bytes (`.resize`), and wakes the reader.
    package func report(_ key: Key) {
        events.append(key)
        var wake: UInt8 = 0
        _ = Glibc.write(writer, &wake, 1)
    }

    // MARK: Screen

    package func write(_ cells: UnsafeBufferPointer<Cell>, x: Int, y: Int) {
        for (i, cell) in cells.enumerated() { frame.set(cell, x: x + i, y: y) }
        cellsWritten += cells.count
    }

    package func flush() { flushes += 1 }

    // MARK: KeyInput

    package var inputDescriptor: Int32 { reader }

    package func readKeys() -> [Key] {
        var inputs: [KeyDecoder.Input] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while case let count = read(reader, &buffer, buffer.count), count > 0 {
            // A zero byte only wakes the reader for a queued event.
            inputs += buffer.prefix(count).filter { $0 != 0 }.map { .character(UInt32($0)) }
        }
        let queued = events
        events = []
        return queued + KeyDecoder.decode(inputs)
    }

    package func inputClosed() -> Bool { false }

    package func modeReported(mode: Int, setting: Int) {}

    // MARK: TerminalLife

    package func isForeground() -> Bool? { foreground }

    package func suspend() { suspensions += 1 }

    package func resume() {
        resumptions += 1
        frame = Buffer(size: size)
    }

    package func updateSize() {
        size = outerSize
        frame = Buffer(size: size)
    }

    package func end() { ended = true }

    package func leave(_ text: String) { leftText += text }

    package func writeControl(_ text: String) { controls.append(text) }
}
