/// An asciicast v2 recording (asciinema's format): a JSON header line, then one
/// `[time, "o", data]` line per frame holding exactly the bytes a terminal needs to show it,
/// and a closing event (its tail) that leaves the player's terminal as the real run leaves its
/// own: attributes reset, cursor shown, on the line after the last one drawn.
package final class CastRecorder: FrameRecorder {
    package let size: Size
    private var writer: AnsiFrameWriter
    private var pending = ""
    private var started = false
    private var finished = false
    /// The time the recording lasts until: the last frame's, or the end given to `finish`.
    private var endTime = 0.0
    /// The last row of the last frame that shows something.
    private var lastRow = -1
    package private(set) var events = 0

    /// - Parameters:
    ///   - timestamp: when the recording was made, in seconds since 1970.
    ///   - title: shown by players.
    package init(size: Size, timestamp: Int, title: String) {
        self.size = size
        writer = AnsiFrameWriter(size: size)
        pending = "{\"version\": 2, \"width\": \(size.columns), \"height\": \(size.rows), \"timestamp\": \(timestamp), "
            + "\"title\": \(JSONText.quoted(title)), \"env\": {\"TERM\": \"xterm-256color\"}}\n"
    }

    package func record(_ frame: Buffer, changes: [CellRun], at time: Double) {
        var data = ""
        if !started {
            started = true
            data = writer.start()
        }
        data += writer.write(changes)
        endTime = max(endTime, time)
        if !changes.isEmpty { lastRow = AnsiFrameWriter.lastRow(of: frame) }
        if !data.isEmpty { event(data, at: time) }
    }

    /// The events not yet taken and the closing event, at `time` or the last frame's.
    package func finish(at time: Double) -> String {
        endTime = max(endTime, time)
        defer { finished = true }
        return takePending() + tail
    }

    /// The closing event, at the end so far (none before the first frame, nor once finished).
    package var tail: String {
        guard started, !finished else { return "" }
        return "[\(JSONText.seconds(endTime)), \"o\", \(JSONText.quoted(writer.end(lastRow: lastRow)))]\n"
    }

    package func takePending() -> String {
        defer { pending = "" }
        return pending
    }

    private func event(_ data: String, at time: Double) {
        events += 1
        pending += "[\(JSONText.seconds(time)), \"o\", \(JSONText.quoted(data))]\n"
    }
}
