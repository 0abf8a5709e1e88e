/// Text output without a screen: one plain line per frame when stdout is not a terminal, or the
/// value redrawn in place on the current line (`--inline`). Never writes an escape sequence.
public final class LineOutput: FrameOutput {
    /// One line per frame, or one line rewritten with carriage returns.
    public enum Mode: Sendable {
        case lines, inline
    }

    public let mode: Mode
    private let write: (String) -> Bool
    private var last: String?
    public private(set) var cellsWritten = 0
    public private(set) var failed = false

    /// - Parameter write: writes a string and reports success (stdout by default).
    public init(mode: Mode, write: @escaping (String) -> Bool = LineOutput.writeToStandardOutput) {
        self.mode = mode
        self.write = write
    }

    public func draw(_ scene: Scene, at time: Double) {
        guard !failed else { return }
        switch mode {
        case .lines:
            emit(scene.plainText(at: time, padded: false) + "\n")
        case .inline:
            let text = scene.plainText(at: time, padded: true)
            if text != last { emit("\r" + text) }
            last = text
        }
    }

    /// Ends the inline line so the shell prompt starts below the value.
    public func finish() {
        if mode == .inline, last != nil, !failed { emit("\n") }
    }

    public func invalidate() { last = nil }

    private func emit(_ text: String) {
        if write(text) { cellsWritten += text.count } else { failed = true }
    }

    /// Writes to stdout at once; false when the write failed (disk full, pipe closed).
    public static func writeToStandardOutput(_ text: String) -> Bool {
        StandardStream.write(text, to: 1)
    }
}
