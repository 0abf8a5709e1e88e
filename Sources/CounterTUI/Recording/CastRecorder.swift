/// An asciicast v2 recording (asciinema's format): a JSON header line, then one
/// `[time, "o", data]` line per frame holding exactly the bytes a terminal needs to show it.
public final class CastRecorder: FrameRecorder {
    public let size: Size
    private var writer: AnsiFrameWriter
    private var pending = ""
    private var started = false
    /// The last frame's time and whether its event was written (an unchanged frame has none,
    /// except the last one, so that the recording lasts until its end).
    private var lastFrame: (time: Double, written: Bool)?
    public private(set) var events = 0

    /// - Parameters:
    ///   - timestamp: when the recording was made, in seconds since 1970.
    ///   - title: shown by players.
    public init(size: Size, timestamp: Int, title: String) {
        self.size = size
        writer = AnsiFrameWriter(size: size)
        pending = "{\"version\": 2, \"width\": \(size.columns), \"height\": \(size.rows), \"timestamp\": \(timestamp), "
            + "\"title\": \(JSONText.quoted(title)), \"env\": {\"TERM\": \"xterm-256color\"}}\n"
    }

    public func record(_ frame: Buffer, changes: [CellRun], at time: Double) {
        var data = ""
        if !started {
            started = true
            data = writer.start()
        }
        data += writer.write(changes)
        lastFrame = (time, !data.isEmpty)
        if !data.isEmpty { event(data, at: time) }
    }

    public func finish(at time: Double) -> String {
        if let last = lastFrame, !last.written || time > last.time + 1e-9 {
            event("", at: max(time, last.time))
        }
        return takePending()
    }

    public func takePending() -> String {
        defer { pending = "" }
        return pending
    }

    private func event(_ data: String, at time: Double) {
        events += 1
        lastFrame?.written = true
        pending += "[\(JSONText.seconds(time)), \"o\", \(JSONText.quoted(data))]\n"
    }
}
